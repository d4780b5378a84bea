import { createFileRoute } from '@tanstack/react-router';
import { opsScreen } from '#src/app/gated-screen';
import { opsRoute } from '#src/app/ops-page-head';
import { AdminUsersPage } from '#src/features/admin/components/admin-users-page';
import { AdminGate } from '#src/features/ops/components/ops-gates';

const PAGE = 'adminUsers';

const Screen = opsScreen(AdminGate, PAGE, () => <AdminUsersPage />);

export const Route = createFileRoute('/admin/users/')({
  ...opsRoute(PAGE),
  component: Screen,
});
