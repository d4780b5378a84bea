import { createFileRoute } from '@tanstack/react-router';
import { opsScreen } from '#src/app/gated-screen';
import { opsRoute } from '#src/app/ops-page-head';
import { AdminAuditPage } from '#src/features/impersonation/components/admin-audit-page';
import { AdminGate } from '#src/features/ops/components/ops-gates';

const PAGE = 'adminAudit';

const Screen = opsScreen(AdminGate, PAGE, () => <AdminAuditPage />);

export const Route = createFileRoute('/admin/audit/')({
  ...opsRoute(PAGE),
  component: Screen,
});
