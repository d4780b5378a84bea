import { useEffect, useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useBrand } from '#src/lib/navigation';
import { useApi } from '#src/lib/http/api-context';
import { useSession } from '#src/lib/session/use-session';
import { openLoginPrompt, openPlanDialog } from '#src/lib/session/prompts';
import { forgetLoginIntent, hasLoginIntent, openLoginPromptFor } from '#src/lib/session/login-intent';
import { showSnackbar } from '#src/components/ui/snackbar-atom';
import { Button } from '#src/components/ui/button';
import type { BasketDetails } from '#contract/baskets/details';
import { basketPageQueries } from '../api/basket-page-queries';
import { watchlistMutationOptions } from '../api/watchlist-mutation';
import { basketPageMessages as m } from '../basket-page-messages';
import { shareBasket } from './share-basket';
import * as styles from './basket-page.css';

/** The buy flow, composed in by the app (features do not import each other): rendered while it is open. */
export type InvestSlot = (basket: BasketDetails, onClose: () => void) => ReactNode;

/**
 * The reader's actions on a basket: watchlist, share (only a shareable basket), Invest and Subscribe.
 * Subscribe opens the basket's plans (choosing one signs a visitor in first, then the checkout); a
 * visitor gets the login prompt for the others but share, and Invest carries on after signing in; a user's watchlist state comes from
 * details/user and flips at once (rolled back if refused).
 */
export function BasketActions({ basket, invest }: { basket: BasketDetails; invest: InvestSlot }) {
  const api = useApi();
  const store = useStore();
  const brand = useBrand();
  const queryClient = useQueryClient();
  const { isLoggedIn } = useSession();
  const [investOpen, setInvestOpen] = useState(false);
  const hash = basket.basket_hash;
  const user = useQuery({ ...basketPageQueries.user(api, hash), enabled: isLoggedIn });
  const login = () => openLoginPrompt(store, brand);
  const watchlist = useMutation(
    watchlistMutationOptions(api, queryClient, hash, {
      onNeedsLogin: login,
      onDone: (on) => showSnackbar(store, on ? m.watchlistAdded : m.watchlistRemoved, 'success'),
      onFailed: () => showSnackbar(store, m.watchlistFailed, 'error'),
    }),
  );
  const watchlisted = isLoggedIn && user.data?.watchlisted === true;

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

  const toggleWatchlist = () => {
    if (!isLoggedIn) return login();
    if (watchlist.isPending || !user.data) return;
    watchlist.mutate(!watchlisted);
  };
  const share = async () => {
    const outcome = await shareBasket(navigator, window.location.origin, basket);
    if (outcome === 'copied') showSnackbar(store, m.shareCopied, 'success');
    if (outcome === 'failed') showSnackbar(store, m.shareFailed, 'error');
  };

  return (
    <div className={styles.actions} role="group" aria-label={m.actions}>
      <Button onClick={() => (isLoggedIn ? setInvestOpen(true) : openLoginPromptFor(store, brand, 'invest'))}>
        {m.invest}
      </Button>
      {user.data?.subscribed ? null : (
        <Button variant="secondary" onClick={() => openPlanDialog(store, { basket: hash })}>
          {m.subscribe}
        </Button>
      )}
      <Button
        variant="secondary"
        aria-pressed={watchlisted}
        busy={isLoggedIn && (user.isPending || watchlist.isPending)}
        onClick={toggleWatchlist}
      >
        {watchlisted ? m.watchlistRemove : m.watchlistAdd}
      </Button>
      {basket.is_shareable ? (
        <Button variant="secondary" onClick={() => void share()}>
          {m.share}
        </Button>
      ) : null}
      {investOpen || resuming ? invest(basket, closeInvest) : null}
    </div>
  );
}
