import { createFileRoute } from '@tanstack/react-router';
import { opsScreen } from '#src/app/gated-screen';
import { opsRoute } from '#src/app/ops-page-head';
import { AdminStatusPage } from '#src/features/status/components/admin-status-page';
import { AdminGate } from '#src/features/ops/components/ops-gates';
import { AdminNav } from '#src/features/ops/components/admin-nav';

const PAGE = 'adminStatus';

const Screen = opsScreen(AdminGate, PAGE, () => <AdminStatusPage nav={<AdminNav />} />);

export const Route = createFileRoute('/admin/status/')({
  ...opsRoute(PAGE),
  component: Screen,
});
