import { createFileRoute } from '@tanstack/react-router';
import { requireRouteFeature } from '../../../app/feature-gate';
import { opsPageTexts } from '../../../app/ops-page-head';
import { routeHead } from '../../../app/page-head';
import { AdminAdvisersPage } from '#src/features/admin/components/admin-advisers-page';
import { AdminGate } from '#src/features/ops/components/ops-gates';

/** The screen, for its title and its gate's heading alike (ops-page-names.ts). */
const PAGE = 'adminAdvisers';

export const Route = createFileRoute('/admin/advisers/')({
  // Behind a session with a role: the server checks the route, the browser renders it.
  ssr: 'data-only',
  beforeLoad: ({ context }) => requireRouteFeature(context.brand, '/admin/advisers/'),
  head: routeHead(opsPageTexts.private(PAGE)),
  component: OpsRoute,
});

function OpsRoute() {
  return (
    <AdminGate page={PAGE}>
      <AdminAdvisersPage />
    </AdminGate>
  );
}
