import { createFileRoute } from '@tanstack/react-router';
import { opsScreen } from '#src/app/gated-screen';
import { opsRoute } from '#src/app/ops-page-head';
import { ComplaintPage } from '#src/features/complaints/components/complaint-page';
import { AccountGate } from '#src/features/ops/components/ops-gates';

const PAGE = 'complaint';

const Screen = opsScreen(AccountGate, PAGE, () => <ComplaintPage reference={Route.useParams().reference} />);

export const Route = createFileRoute('/account/complaints/$reference/')({
  ...opsRoute(PAGE),
  component: Screen,
});
