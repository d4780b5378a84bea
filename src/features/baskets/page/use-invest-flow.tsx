import { useEffect, useState, type ReactNode } from 'react';
import { useStore } from 'jotai';
import { useBrand } from '#src/lib/navigation';
import { useApi } from '#src/lib/http/api-context';
import { useCachedQuery } from '#src/lib/http/cached-query';
import { useSession } from '#src/lib/session/use-session';
import { isLoggedInAtom, userInfoAtom } from '#src/lib/session/session-atoms';
import { forgetLoginIntent, hasLoginIntent, openLoginPromptFor } from '#src/lib/session/login-intent';
import type { BasketDetails } from '#contract/baskets/details';
import { basketPageQueries } from '../api/basket-page-queries';

/** The buy flow, composed in by the app (features do not import each other): rendered while it is open. */
export type InvestSlot = (basket: BasketDetails, onClose: () => void) => ReactNode;

/**
 * Invest, for every button on the page that offers it (the actions at the top, the bar on a phone):
 * `start` opens the buy flow, or the login prompt for a visitor; `flow` is the flow while it is open.
 * The page itself does not follow the session: `start` reads it when pressed, and the slot below is
 * what re-renders when the signed-in view follows hydration, not the whole page in one synchronous
 * render (decision 0304).
 */
export function useInvestFlow(basket: BasketDetails, invest: InvestSlot): { start: () => void; flow: ReactNode } {
  const store = useStore();
  const brand = useBrand();
  const [investOpen, setInvestOpen] = useState(false);
  useEffect(() => {
    const here = location.pathname;
    return () => {
      if (location.pathname !== here) forgetLoginIntent();
    };
  }, []);
  const signedIn = () => store.get(isLoggedInAtom) && store.get(userInfoAtom) !== null;
  return {
    start: () => (signedIn() ? setInvestOpen(true) : openLoginPromptFor(store, brand, 'invest')),
    flow: <InvestFlowSlot basket={basket} invest={invest} open={investOpen} onClose={() => setInvestOpen(false)} />,
  };
}

/**
 * The buy flow while it is open. Invest pressed by a visitor: once signed in (the login dialog, a
 * sign-up with its code, a broker's page), the flow opens by itself. Only once the reader's own answer
 * is in: the login refetches the page, and the page that comes back is the one that opens it. The
 * intent stays until the flow closes or the page is left, so a page loaded again meanwhile still finds it.
 */
function InvestFlowSlot({
  basket,
  invest,
  open,
  onClose,
}: {
  basket: BasketDetails;
  invest: InvestSlot;
  open: boolean;
  onClose: () => void;
}) {
  const api = useApi();
  const { isLoggedIn } = useSession();
  const user = useCachedQuery({ ...basketPageQueries.user(api, basket.basket_hash), enabled: isLoggedIn });
  const [resumed, setResumed] = useState(false);
  const resuming = !resumed && isLoggedIn && user.isSuccess && hasLoginIntent('invest');
  const close = () => {
    forgetLoginIntent();
    // A flow the intent opened closes on this render too (open may have been false all along).
    setResumed(true);
    onClose();
  };
  return open || resuming ? invest(basket, close) : null;
}
