import { lazy, Suspense } from 'react';
import type { BasketDetails } from '#contract/baskets/details';

/** The buy flow and its broker choice come with the dialog, when it first opens (decision 0084). */
const InvestFlowWithBrokers = lazy(() => import('./invest-flow-with-brokers'));

/** The basket page's Invest (features/baskets InvestSlot): the trading feature's flow with the brokers feature's choice. */
export function renderInvest(basket: BasketDetails, onClose: () => void) {
  return (
    <Suspense fallback={null}>
      <InvestFlowWithBrokers basket={basket} onClose={onClose} />
    </Suspense>
  );
}
