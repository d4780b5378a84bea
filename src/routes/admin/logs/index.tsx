import { createFileRoute } from '@tanstack/react-router';
import { requireRouteFeature } from '../../../app/feature-gate';
import { opsPageTexts } from '../../../app/ops-page-head';
import { routeHead } from '../../../app/page-head';
import { AdminLogsPage } from '#src/features/contact/components/admin-logs-page';
import { AdminGate } from '#src/features/ops/components/ops-gates';
import { AdminNav } from '#src/features/ops/components/admin-nav';

/** The screen, for its title and its gate's heading alike (ops-page-names.ts). */
const PAGE = 'adminLogs';

export const Route = createFileRoute('/admin/logs/')({
  // Behind a session with a role: the server checks the route, the browser renders it.
  ssr: 'data-only',
  beforeLoad: ({ context }) => requireRouteFeature(context.brand, '/admin/logs/'),
  head: routeHead(opsPageTexts.private(PAGE)),
  component: OpsRoute,
});

function OpsRoute() {
  return (
    <AdminGate page={PAGE}>
      <AdminLogsPage nav={<AdminNav />} />
    </AdminGate>
  );
}
