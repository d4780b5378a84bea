import { createFileRoute } from '@tanstack/react-router';
import { requireRouteFeature } from '../../app/feature-gate';
import { NotFoundPage } from '../../app/not-found-page';
import { opsPageTexts } from '../../app/ops-page-head';
import { routeHead } from '../../app/page-head';
import { ImportClientPage } from '#src/features/client-import/components/import-client-page';
import { ImportGate } from '#src/features/ops/components/ops-gates';

export const Route = createFileRoute('/import-client/')({
  // Behind a session with a role: the server checks the route, the browser renders it.
  ssr: 'data-only',
  beforeLoad: ({ context }) => requireRouteFeature(context.brand, '/import-client/'),
  head: routeHead(opsPageTexts.importClient),
  component: OpsRoute,
});

function OpsRoute() {
  return (
    <ImportGate notFound={<NotFoundPage />}>
      <ImportClientPage />
    </ImportGate>
  );
}
