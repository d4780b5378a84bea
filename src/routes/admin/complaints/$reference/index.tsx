import { createFileRoute } from '@tanstack/react-router';
import { opsScreen } from '#src/app/gated-screen';
import { opsRoute } from '#src/app/ops-page-head';
import { AdminComplaintPage } from '#src/features/complaints/components/admin-complaint-page';
import { AdminNav } from '#src/features/ops/components/admin-nav';
import { AdminGate } from '#src/features/ops/components/ops-gates';

const PAGE = 'adminComplaint';

const Screen = opsScreen(AdminGate, PAGE, () => (
  <AdminComplaintPage reference={Route.useParams().reference} nav={<AdminNav />} />
));

export const Route = createFileRoute('/admin/complaints/$reference/')({
  ...opsRoute(PAGE),
  component: Screen,
});
