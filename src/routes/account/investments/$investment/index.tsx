import { createFileRoute } from '@tanstack/react-router';
import { privateRoute } from '../../../../app/lazy-head';
import { InvestmentPage } from '#src/features/investments/components/investment-page';

/** One investment of the signed-in investor: /account/investments/{investment}/. */
export const Route = createFileRoute('/account/investments/$investment/')({
  ...privateRoute((texts) => texts.accountPageTexts.investment),
  component: InvestmentRoute,
});

function InvestmentRoute() {
  const { investment } = Route.useParams();
  return <InvestmentPage investment={investment} />;
}
