import { createFileRoute } from '@tanstack/react-router';
import { requireRouteFeature } from '../../../app/feature-gate';
import { opsPageTexts } from '../../../app/ops-page-head';
import { routeHead } from '../../../app/page-head';
import { AdminLogsPage } from '#src/features/contact/components/admin-logs-page';
import { AdminGate } from '#src/features/ops/components/ops-gates';
import { OPS_PAGE_NAMES } from '#src/features/ops/ops-page-names';
import { AdminNav } from '#src/features/ops/components/admin-nav';

export const Route = createFileRoute('/admin/logs/')({
  // Behind a session with a role: the server checks the route, the browser renders it.
  ssr: 'data-only',
  beforeLoad: ({ context }) => requireRouteFeature(context.brand, '/admin/logs/'),
  head: routeHead(opsPageTexts.private('adminLogs')),
  component: OpsRoute,
});

function OpsRoute() {
  return (
    <AdminGate page={OPS_PAGE_NAMES.adminLogs}>
      <AdminLogsPage nav={<AdminNav />} />
    </AdminGate>
  );
}
