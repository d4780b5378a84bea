import { createFileRoute } from '@tanstack/react-router';
import { opsScreen } from '#src/app/gated-screen';
import { opsRoute } from '#src/app/ops-page-head';
import { ComplaintsPage } from '#src/features/complaints/components/complaints-page';
import { AccountGate } from '#src/features/ops/components/ops-gates';

const PAGE = 'complaints';

const Screen = opsScreen(AccountGate, PAGE, () => <ComplaintsPage />);

export const Route = createFileRoute('/account/complaints/')({
  ...opsRoute(PAGE),
  component: Screen,
});
