import { createFileRoute } from '@tanstack/react-router';
import { opsScreen } from '#src/app/gated-screen';
import { opsRoute } from '#src/app/ops-page-head';
import { RebalanceSheetPage } from '#src/features/client-import/components/rebalance-sheet-page';
import { RebalanceSheetGate } from '#src/features/ops/components/ops-gates';

const PAGE = 'importRebalanceSheet';

const Screen = opsScreen(RebalanceSheetGate, PAGE, () => <RebalanceSheetPage sheet={Route.useParams().sheet} />);

export const Route = createFileRoute('/import-client/rebalance/$sheet/')({
  ...opsRoute(PAGE),
  component: Screen,
});
