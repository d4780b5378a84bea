import { useEffect, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useBrand } from '#src/lib/navigation';
import { useApi } from '#src/lib/http/api-context';
import { useSession } from '#src/lib/session/use-session';
import { forgetLoginIntent, hasLoginIntent, openLoginPromptFor } from '#src/lib/session/login-intent';
import type { BasketDetails } from '#contract/baskets/details';
import { basketPageQueries } from '../api/basket-page-queries';

/** The buy flow, composed in by the app (features do not import each other): rendered while it is open. */
export type InvestSlot = (basket: BasketDetails, onClose: () => void) => ReactNode;

/**
 * Invest, for every button on the page that offers it (the actions at the top, the bar on a phone):
 * `start` opens the buy flow, or the login prompt for a visitor; `flow` is the flow while it is open.
 */
export function useInvestFlow(basket: BasketDetails, invest: InvestSlot): { start: () => void; flow: ReactNode } {
  const api = useApi();
  const store = useStore();
  const brand = useBrand();
  const { isLoggedIn } = useSession();
  const [investOpen, setInvestOpen] = useState(false);
  const user = useQuery({ ...basketPageQueries.user(api, basket.basket_hash), enabled: isLoggedIn });

  // Invest pressed by a visitor: once signed in (the login dialog, a sign-up with its code, a broker's
  // page), the buy flow opens by itself. Only once the reader's own answer is in: the login refetches
  // the page, and the page that comes back is the one that opens it. The intent stays until the flow
  // closes or the page is left, so a page loaded again meanwhile still finds it.
  const [resumed, setResumed] = useState(false);
  const resuming = !resumed && isLoggedIn && user.isSuccess && hasLoginIntent('invest');
  useEffect(() => {
    const here = location.pathname;
    return () => {
      if (location.pathname !== here) forgetLoginIntent();
    };
  }, []);
  const closeInvest = () => {
    forgetLoginIntent();
    // A flow the intent opened closes on this render too (investOpen may have been false all along).
    setResumed(true);
    setInvestOpen(false);
  };
  return {
    start: () => (isLoggedIn ? setInvestOpen(true) : openLoginPromptFor(store, brand, 'invest')),
    flow: investOpen || resuming ? invest(basket, closeInvest) : null,
  };
}
