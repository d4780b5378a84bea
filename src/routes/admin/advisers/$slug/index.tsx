import { createFileRoute } from '@tanstack/react-router';
import { opsScreen } from '#src/app/gated-screen';
import { opsRoute } from '#src/app/ops-page-head';
import { AdminAdviserPage } from '#src/features/admin/components/admin-adviser-page';
import { AdminGate } from '#src/features/ops/components/ops-gates';

const PAGE = 'adminAdviser';

const Screen = opsScreen(AdminGate, PAGE, () => <AdminAdviserPage slug={Route.useParams().slug} />);

export const Route = createFileRoute('/admin/advisers/$slug/')({
  ...opsRoute(PAGE),
  component: Screen,
});
