import { createFileRoute } from '@tanstack/react-router';
import { opsScreen } from '#src/app/gated-screen';
import { opsRoute } from '#src/app/ops-page-head';
import { AdminAdvisersPage } from '#src/features/admin/components/admin-advisers-page';
import { AdminGate } from '#src/features/ops/components/ops-gates';

const PAGE = 'adminAdvisers';

const Screen = opsScreen(AdminGate, PAGE, () => <AdminAdvisersPage />);

export const Route = createFileRoute('/admin/advisers/')({
  ...opsRoute(PAGE),
  component: Screen,
});
