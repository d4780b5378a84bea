import { createFileRoute } from '@tanstack/react-router';
import { pageTexts, routeHead } from '../../../../app/page-head';
import { InvestmentPage } from '#src/features/investments/components/investment-page';

/** One investment of the signed-in investor: /account/investments/{investment}/. */
export const Route = createFileRoute('/account/investments/$investment/')({
  // Private figures behind the session: the server checks the route, the browser renders it.
  ssr: 'data-only',
  head: routeHead(pageTexts.investment),
  component: InvestmentRoute,
});

function InvestmentRoute() {
  const { investment } = Route.useParams();
  return <InvestmentPage investment={investment} />;
}
