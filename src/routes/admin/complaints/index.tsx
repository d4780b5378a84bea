import { createFileRoute } from '@tanstack/react-router';
import { opsScreen } from '#src/app/gated-screen';
import { opsRoute } from '#src/app/ops-page-head';
import { AdminComplaintsPage } from '#src/features/complaints/components/admin-complaints-page';
import { AdminNav } from '#src/features/ops/components/admin-nav';
import { AdminGate } from '#src/features/ops/components/ops-gates';

const PAGE = 'adminComplaints';

const Screen = opsScreen(AdminGate, PAGE, () => <AdminComplaintsPage nav={<AdminNav />} />);

export const Route = createFileRoute('/admin/complaints/')({
  ...opsRoute(PAGE),
  component: Screen,
});
