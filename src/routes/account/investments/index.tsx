import { createFileRoute } from '@tanstack/react-router';
import { privateRoute } from '../../../app/lazy-head';
import { Watchlist } from '#src/features/baskets/components/watchlist-page';
import { InvestmentsPage } from '#src/features/investments/components/investments-page';
import type { InvestmentsTab } from '#src/features/investments/messages';

/** ?tab=baskets|investments: the tab shown ('My Investments' when absent or unknown). */
const parseSearch = (search: Record<string, unknown>): { tab?: InvestmentsTab } =>
  search.tab === 'baskets' ? { tab: 'baskets' } : {};

export const Route = createFileRoute('/account/investments/')({
  ...privateRoute((texts) => texts.accountPageTexts.investments),
  validateSearch: parseSearch,
  component: InvestmentsRoute,
});

function InvestmentsRoute() {
  const { tab = 'investments' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <InvestmentsPage
      tab={tab}
      onTab={(next) => void navigate({ search: next === 'investments' ? {} : { tab: next }, replace: true })}
      watchlist={<Watchlist />}
    />
  );
}
