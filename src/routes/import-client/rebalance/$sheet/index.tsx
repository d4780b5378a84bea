import { createFileRoute } from '@tanstack/react-router';
import { requireRouteFeature } from '../../../../app/feature-gate';
import { opsPageTexts } from '../../../../app/ops-page-head';
import { routeHead } from '../../../../app/page-head';
import { RebalanceSheetPage } from '#src/features/client-import/components/rebalance-sheet-page';
import { RebalanceSheetGate } from '#src/features/ops/components/ops-gates';

/** The screen, for its title and its gate's heading alike (ops-page-names.ts). */
const PAGE = 'importRebalanceSheet';

export const Route = createFileRoute('/import-client/rebalance/$sheet/')({
  // Behind a session with a role: the server checks the route, the browser renders it.
  ssr: 'data-only',
  beforeLoad: ({ context }) => requireRouteFeature(context.brand, '/import-client/rebalance/$sheet/'),
  head: routeHead(opsPageTexts.private(PAGE)),
  component: OpsRoute,
});

function OpsRoute() {
  const { sheet } = Route.useParams();
  return (
    <RebalanceSheetGate page={PAGE}>
      <RebalanceSheetPage sheet={sheet} />
    </RebalanceSheetGate>
  );
}
