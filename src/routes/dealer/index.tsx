import { createFileRoute } from '@tanstack/react-router';
import { requireRouteFeature } from '../../app/feature-gate';
import { opsPageTexts } from '../../app/ops-page-head';
import { routeHead } from '../../app/page-head';
import { DealerClientsPage } from '#src/features/dealer/components/dealer-clients-page';
import { DealerGate } from '#src/features/ops/components/ops-gates';

/** The screen, for its title and its gate's heading alike (ops-page-names.ts). */
const PAGE = 'dealer';

export const Route = createFileRoute('/dealer/')({
  // Behind a session with a role: the server checks the route, the browser renders it.
  ssr: 'data-only',
  beforeLoad: ({ context }) => requireRouteFeature(context.brand, '/dealer/'),
  head: routeHead(opsPageTexts.private(PAGE)),
  component: OpsRoute,
});

function OpsRoute() {
  return (
    <DealerGate page={PAGE}>
      <DealerClientsPage />
    </DealerGate>
  );
}
