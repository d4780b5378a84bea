import { createFileRoute, notFound } from '@tanstack/react-router';
import { isDealerReport } from '#contract/dealer/route-rules';
import { requireRouteFeature } from '../../../../app/feature-gate';
import { privateHead } from '../../../../app/page-head';
import { DealerReportPage } from '#src/features/dealer/components/dealer-report-page';
import { DealerReportGate } from '#src/features/ops/components/ops-gates';

export const Route = createFileRoute('/dealer/reports/$report/')({
  // Behind a session with a role: the server checks the route, the browser renders it.
  ssr: 'data-only',
  beforeLoad: ({ context, params, routeId }) => {
    requireRouteFeature(context.brand, routeId);
    if (!isDealerReport(params.report)) throw notFound();
  },
  head: ({ match }) => privateHead((texts) => texts.dealerReportText(match.params.report))({ match }),
  component: OpsRoute,
});

function OpsRoute() {
  const { report } = Route.useParams();
  return (
    <DealerReportGate report={report}>
      <DealerReportPage report={report} />
    </DealerReportGate>
  );
}
