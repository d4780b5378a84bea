import { createFileRoute } from '@tanstack/react-router';
import { requireRouteFeature } from '../../../../app/feature-gate';
import { opsPageTexts } from '../../../../app/ops-page-head';
import { routeHead } from '../../../../app/page-head';
import { RebalanceSheetPage } from '#src/features/client-import/components/rebalance-sheet-page';
import { RebalanceSheetGate } from '#src/features/ops/components/ops-gates';
import { OPS_PAGE_NAMES } from '#src/features/ops/ops-page-names';

export const Route = createFileRoute('/import-client/rebalance/$sheet/')({
  // Behind a session with a role: the server checks the route, the browser renders it.
  ssr: 'data-only',
  beforeLoad: ({ context }) => requireRouteFeature(context.brand, '/import-client/rebalance/$sheet/'),
  head: routeHead(opsPageTexts.private('importRebalanceSheet')),
  component: OpsRoute,
});

function OpsRoute() {
  const { sheet } = Route.useParams();
  return (
    <RebalanceSheetGate page={OPS_PAGE_NAMES.importRebalanceSheet}>
      <RebalanceSheetPage sheet={sheet} />
    </RebalanceSheetGate>
  );
}
