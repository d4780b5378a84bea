import { createFileRoute } from '@tanstack/react-router';
import { opsScreen } from '#src/app/gated-screen';
import { opsRoute } from '#src/app/ops-page-head';
import { RebalanceFromExcelPage } from '#src/features/client-import/components/rebalance-from-excel-page';
import { RebalanceSheetGate } from '#src/features/ops/components/ops-gates';

const PAGE = 'importRebalance';

const Screen = opsScreen(RebalanceSheetGate, PAGE, () => <RebalanceFromExcelPage />);

export const Route = createFileRoute('/import-client/rebalance/')({
  ...opsRoute(PAGE),
  component: Screen,
});
