import { createFileRoute } from '@tanstack/react-router';
import { requireRouteFeature } from '../../app/feature-gate';
import { opsPageTexts } from '../../app/ops-page-head';
import { routeHead } from '../../app/page-head';
import { AdminHomePage } from '#src/features/admin/components/admin-home-page';
import { AdminGate } from '#src/features/ops/components/ops-gates';
import { OPS_PAGE_NAMES } from '#src/features/ops/ops-page-names';

export const Route = createFileRoute('/admin/')({
  // Behind a session with a role: the server checks the route, the browser renders it.
  ssr: 'data-only',
  beforeLoad: ({ context }) => requireRouteFeature(context.brand, '/admin/'),
  head: routeHead(opsPageTexts.private('admin')),
  component: OpsRoute,
});

function OpsRoute() {
  return (
    <AdminGate page={OPS_PAGE_NAMES.admin}>
      <AdminHomePage />
    </AdminGate>
  );
}
