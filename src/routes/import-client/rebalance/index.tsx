import { createFileRoute } from '@tanstack/react-router';
import { requireRouteFeature } from '../../../app/feature-gate';
import { opsPageTexts } from '../../../app/ops-page-head';
import { routeHead } from '../../../app/page-head';
import { RebalanceFromExcelPage } from '#src/features/client-import/components/rebalance-from-excel-page';
import { RebalanceSheetGate } from '#src/features/ops/components/ops-gates';

/** The screen, for its title and its gate's heading alike (ops-page-names.ts). */
const PAGE = 'importRebalance';

export const Route = createFileRoute('/import-client/rebalance/')({
  // Behind a session with a role: the server checks the route, the browser renders it.
  ssr: 'data-only',
  beforeLoad: ({ context }) => requireRouteFeature(context.brand, '/import-client/rebalance/'),
  head: routeHead(opsPageTexts.private(PAGE)),
  component: OpsRoute,
});

function OpsRoute() {
  return (
    <RebalanceSheetGate page={PAGE}>
      <RebalanceFromExcelPage />
    </RebalanceSheetGate>
  );
}
