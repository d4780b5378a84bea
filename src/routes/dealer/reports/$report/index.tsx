import { createFileRoute, notFound } from '@tanstack/react-router';
import { isDealerReport } from '#contract/dealer/route-rules';
import { requireFeature } from '../../../../app/feature-gate';
import { staffRouteFeature } from '#contract/site/staff-app-routes';
import { privateHead } from '../../../../app/lazy-head';
import { DealerReportPage } from '#src/features/dealer/components/dealer-report-page';
import { DealerReportGate } from '#src/features/ops/components/ops-gates';

export const Route = createFileRoute('/dealer/reports/$report/')({
  // Behind a session with a role: the server checks the route, the browser renders it.
  ssr: 'data-only',
  beforeLoad: ({ context, params, routeId }) => {
    const feature = staffRouteFeature(routeId);
    if (feature) requireFeature(context.brand, feature);
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
