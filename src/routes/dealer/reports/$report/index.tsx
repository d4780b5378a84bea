import { createFileRoute } from '@tanstack/react-router';
import { requireRouteFeature } from '../../../../app/feature-gate';
import { NotFoundPage } from '../../../../app/not-found-page';
import { opsPageTexts } from '../../../../app/ops-page-head';
import { routeHead } from '../../../../app/page-head';
import { DealerReportPage } from '#src/features/dealer/components/dealer-report-page';
import { DealerGate } from '#src/features/ops/components/ops-gates';

export const Route = createFileRoute('/dealer/reports/$report/')({
  // Behind a session with a role: the server checks the route, the browser renders it.
  ssr: 'data-only',
  beforeLoad: ({ context }) => requireRouteFeature(context.brand, '/dealer/reports/$report/'),
  head: routeHead(opsPageTexts.dealerReport),
  component: OpsRoute,
});

function OpsRoute() {
  const { report } = Route.useParams();
  return (
    <DealerGate notFound={<NotFoundPage />}>
      <DealerReportPage report={report} />
    </DealerGate>
  );
}
