import { createFileRoute } from '@tanstack/react-router';
import { requireRouteFeature } from '../../../app/feature-gate';
import { opsPageTexts } from '../../../app/ops-page-head';
import { routeHead } from '../../../app/page-head';
import { AdminComplaintsPage } from '#src/features/complaints/components/admin-complaints-page';
import { AdminNav } from '#src/features/ops/components/admin-nav';
import { AdminGate } from '#src/features/ops/components/ops-gates';
import { OPS_PAGE_NAMES } from '#src/features/ops/ops-page-names';

export const Route = createFileRoute('/admin/complaints/')({
  // Behind a session with a role: the server checks the route, the browser renders it.
  ssr: 'data-only',
  beforeLoad: ({ context }) => requireRouteFeature(context.brand, '/admin/complaints/'),
  head: routeHead(opsPageTexts.private('adminComplaints')),
  component: OpsRoute,
});

function OpsRoute() {
  return (
    <AdminGate page={OPS_PAGE_NAMES.adminComplaints}>
      <AdminComplaintsPage nav={<AdminNav />} />
    </AdminGate>
  );
}
