import { createFileRoute } from '@tanstack/react-router';
import { requireRouteFeature } from '../../../../app/feature-gate';
import { opsPageTexts } from '../../../../app/ops-page-head';
import { routeHead } from '../../../../app/page-head';
import { ImportJobPage } from '#src/features/client-import/components/import-job-page';
import { ImportGate } from '#src/features/ops/components/ops-gates';
import { OPS_PAGE_NAMES } from '#src/features/ops/ops-page-names';

export const Route = createFileRoute('/import-client/jobs/$jobId/')({
  // Behind a session with a role: the server checks the route, the browser renders it.
  ssr: 'data-only',
  beforeLoad: ({ context }) => requireRouteFeature(context.brand, '/import-client/jobs/$jobId/'),
  head: routeHead(opsPageTexts.private('importJob')),
  component: OpsRoute,
});

function OpsRoute() {
  const { jobId } = Route.useParams();
  return (
    <ImportGate page={OPS_PAGE_NAMES.importJob}>
      <ImportJobPage jobId={jobId} />
    </ImportGate>
  );
}
