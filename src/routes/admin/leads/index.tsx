import { createFileRoute } from '@tanstack/react-router';
import { opsScreen } from '#src/app/gated-screen';
import { opsRoute } from '#src/app/ops-page-head';
import { AdminLeadsPage } from '#src/features/contact/components/admin-leads-page';
import { AdminGate } from '#src/features/ops/components/ops-gates';
import { AdminNav } from '#src/features/ops/components/admin-nav';

const PAGE = 'adminLeads';

const Screen = opsScreen(AdminGate, PAGE, () => <AdminLeadsPage nav={<AdminNav />} />);

export const Route = createFileRoute('/admin/leads/')({
  ...opsRoute(PAGE),
  component: Screen,
});
