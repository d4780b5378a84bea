import { createFileRoute } from '@tanstack/react-router';
import { requireRouteFeature } from '../../app/feature-gate';
import { opsPageTexts } from '../../app/ops-page-head';
import { routeHead } from '../../app/page-head';
import { ImportClientPage } from '#src/features/client-import/components/import-client-page';
import { ImportGate } from '#src/features/ops/components/ops-gates';

/** The screen, for its title and its gate's heading alike (ops-page-names.ts). */
const PAGE = 'importClient';

export const Route = createFileRoute('/import-client/')({
  // Behind a session with a role: the server checks the route, the browser renders it.
  ssr: 'data-only',
  beforeLoad: ({ context }) => requireRouteFeature(context.brand, '/import-client/'),
  head: routeHead(opsPageTexts.private(PAGE)),
  component: OpsRoute,
});

function OpsRoute() {
  return (
    <ImportGate page={PAGE}>
      <ImportClientPage />
    </ImportGate>
  );
}
