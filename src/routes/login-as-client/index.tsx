import { createFileRoute } from '@tanstack/react-router';
import { requireRouteFeature } from '../../app/feature-gate';
import { opsPageTexts } from '../../app/ops-page-head';
import { routeHead } from '../../app/page-head';
import { LoginAsClientPage } from '#src/features/impersonation/components/login-as-client-page';
import { ClientViewGate } from '#src/features/ops/components/ops-gates';

/** The screen, for its title and its gate's heading alike (ops-page-names.ts). */
const PAGE = 'loginAsClient';

export const Route = createFileRoute('/login-as-client/')({
  // Behind a session with a role: the server checks the route, the browser renders it.
  ssr: 'data-only',
  beforeLoad: ({ context }) => requireRouteFeature(context.brand, '/login-as-client/'),
  head: routeHead(opsPageTexts.private(PAGE)),
  component: OpsRoute,
});

function OpsRoute() {
  return (
    <ClientViewGate page={PAGE}>
      <LoginAsClientPage />
    </ClientViewGate>
  );
}
