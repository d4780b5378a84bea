import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useBrand } from '#src/lib/navigation';
import { useApi } from '#src/lib/http/api-context';
import { useCachedQuery } from '#src/lib/http/cached-query';
import { useSession } from '#src/lib/session/use-session';
import { openLoginPrompt, openPlanDialog } from '#src/lib/session/prompts';
import { showSnackbar } from '#src/components/ui/snackbar-atom';
import { Button } from '#src/components/ui/button';
import type { BasketDetails } from '#contract/baskets/details';
import { basketPageQueries } from '../api/basket-page-queries';
import { basketPageMessages as m } from '../basket-page-messages';
import { shareBasket } from './share-basket';
import * as styles from './basket-page.css';

/**
 * The reader's actions on a basket: watchlist, share (only a shareable basket), Invest and Subscribe.
 * Subscribe opens the basket's plans (choosing one signs a visitor in first, then the checkout); a
 * visitor gets the login prompt for the others but share, and Invest carries on after signing in
 * (`useInvestFlow`, which `onInvest` starts); a user's watchlist state comes from details/user and flips
 * at once (rolled back if refused); its code loads with the first press (decision 0305).
 */
export function BasketActions({ basket, onInvest }: { basket: BasketDetails; onInvest: () => void }) {
  const api = useApi();
  const store = useStore();
  const brand = useBrand();
  const queryClient = useQueryClient();
  const { isLoggedIn } = useSession();
  const hash = basket.basket_hash;
  const user = useCachedQuery({ ...basketPageQueries.user(api, hash), enabled: isLoggedIn });
  const login = () => openLoginPrompt(store, brand);
  const [pending, setPending] = useState(false);
  const watchlisted = isLoggedIn && user.data?.watchlisted === true;

  const toggleWatchlist = () => {
    if (!isLoggedIn) return login();
    if (pending || !user.data) return;
    const failed = () => showSnackbar(store, m.watchlistFailed, 'error');
    setPending(true);
    void import('../api/watchlist-mutation')
      .then(({ watchlistOnce }) =>
        watchlistOnce(api, queryClient, hash, !watchlisted, {
          onNeedsLogin: login,
          onDone: (on) => showSnackbar(store, on ? m.watchlistAdded : m.watchlistRemoved, 'success'),
          onFailed: failed,
        }),
      )
      .catch(failed)
      .finally(() => setPending(false));
  };
  const share = async () => {
    const outcome = await shareBasket(navigator, window.location.origin, basket);
    if (outcome === 'copied') showSnackbar(store, m.shareCopied, 'success');
    if (outcome === 'failed') showSnackbar(store, m.shareFailed, 'error');
  };

  return (
    <div className={styles.actions} role="group" aria-label={m.actions}>
      <Button onClick={onInvest}>{m.invest}</Button>
      {user.data?.subscribed ? null : (
        <Button variant="secondary" onClick={() => openPlanDialog(store, { basket: hash })}>
          {m.subscribe}
        </Button>
      )}
      <Button
        variant="secondary"
        aria-pressed={watchlisted}
        busy={isLoggedIn && (user.isPending || pending)}
        onClick={toggleWatchlist}
      >
        {watchlisted ? m.watchlistRemove : m.watchlistAdd}
      </Button>
      {basket.is_shareable ? (
        <Button variant="secondary" onClick={() => void share()}>
          {m.share}
        </Button>
      ) : null}
    </div>
  );
}
