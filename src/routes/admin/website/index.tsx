import { createFileRoute } from '@tanstack/react-router';
import { requireRouteFeature } from '../../../app/feature-gate';
import { opsPageTexts } from '../../../app/ops-page-head';
import { routeHead } from '../../../app/page-head';
import { AdminWebsitePage } from '#src/features/contact/components/admin-website-page';
import { AdminGate } from '#src/features/ops/components/ops-gates';
import { AdminNav } from '#src/features/ops/components/admin-nav';

/** The screen, for its title and its gate's heading alike (ops-page-names.ts). */
const PAGE = 'adminWebsite';

export const Route = createFileRoute('/admin/website/')({
  // Behind a session with a role: the server checks the route, the browser renders it.
  ssr: 'data-only',
  beforeLoad: ({ context }) => requireRouteFeature(context.brand, '/admin/website/'),
  head: routeHead(opsPageTexts.private(PAGE)),
  component: OpsRoute,
});

function OpsRoute() {
  return (
    <AdminGate page={PAGE}>
      <AdminWebsitePage nav={<AdminNav />} />
    </AdminGate>
  );
}
