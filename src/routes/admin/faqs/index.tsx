import { createFileRoute } from '@tanstack/react-router';
import { requireRouteFeature } from '../../../app/feature-gate';
import { opsPageTexts } from '../../../app/ops-page-head';
import { routeHead } from '../../../app/page-head';
import { AdminFaqsPage } from '#src/features/contact/components/admin-faqs-page';
import { AdminGate } from '#src/features/ops/components/ops-gates';
import { AdminNav } from '#src/features/ops/components/admin-nav';

/** The screen, for its title and its gate's heading alike (ops-page-names.ts). */
const PAGE = 'adminFaqs';

export const Route = createFileRoute('/admin/faqs/')({
  // Behind a session with a role: the server checks the route, the browser renders it.
  ssr: 'data-only',
  beforeLoad: ({ context }) => requireRouteFeature(context.brand, '/admin/faqs/'),
  head: routeHead(opsPageTexts.private(PAGE)),
  component: OpsRoute,
});

function OpsRoute() {
  return (
    <AdminGate page={PAGE}>
      <AdminFaqsPage nav={<AdminNav />} />
    </AdminGate>
  );
}
