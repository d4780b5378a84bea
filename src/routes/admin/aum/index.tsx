import { createFileRoute } from '@tanstack/react-router';
import { opsScreen } from '#src/app/gated-screen';
import { opsRoute } from '#src/app/ops-page-head';
import { AdminAumPage } from '#src/features/admin/components/admin-aum-page';
import { AdminGate } from '#src/features/ops/components/ops-gates';

const PAGE = 'adminAum';

const Screen = opsScreen(AdminGate, PAGE, () => <AdminAumPage />);

export const Route = createFileRoute('/admin/aum/')({
  ...opsRoute(PAGE),
  component: Screen,
});
