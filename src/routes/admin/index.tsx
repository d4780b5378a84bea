import { createFileRoute } from '@tanstack/react-router';
import { opsScreen } from '#src/app/gated-screen';
import { opsRoute } from '#src/app/ops-page-head';
import { AdminHomePage } from '#src/features/admin/components/admin-home-page';
import { AdminGate } from '#src/features/ops/components/ops-gates';

const PAGE = 'admin';

const Screen = opsScreen(AdminGate, PAGE, () => <AdminHomePage />);

export const Route = createFileRoute('/admin/')({
  ...opsRoute(PAGE),
  component: Screen,
});
