import { useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { Link, useBrand } from '#src/lib/navigation';
import { useApi } from '#src/lib/http/api-context';
import { ApiError } from '#src/lib/http/api-error';
import { useSession } from '#src/lib/session/use-session';
import { showSnackbar } from '#src/components/ui/snackbar-atom';
import { Button } from '#src/components/ui/button';
import { Notice, Page, leadClass } from '#src/components/ui/page';
import { basketQueries } from '../api/basket-queries';
import { DISCOVER_DESTINATION } from '../discover-search';
import { removeFromWatchlistOptions } from '../api/watchlist-mutations';
import { basketMessages, discoverMessages, watchlistMessages as m } from '../messages';
import { BasketCard } from './basket-card';
import { BasketSkeleton } from './basket-skeleton';
import * as cards from './cards.css';
import * as styles from './watchlist-page.css';
import { SignInNotice } from '#src/components/ui/sign-in-notice';

/** The signed-in reader's watchlist, each basket with a way off it; a visitor is asked to log in. */
export function WatchlistPage() {
  const { isLoggedIn } = useSession();
  return (
    <Page title={m.title}>
      {isLoggedIn ? <Watchlist /> : <SignInNotice title={m.signInTitle} text={m.signInText} action={m.logIn} />}
    </Page>
  );
}

/** The watchlist itself, without the page around it: /account/watchlist/ and the investments page's 'My Baskets' tab show it. */
export function Watchlist() {
  const api = useApi();
  const brand = useBrand();
  const store = useStore();
  const queryClient = useQueryClient();
  const list = useQuery(basketQueries.watchlist(api));
  const remove = useMutation(removeFromWatchlistOptions(api, queryClient));
  // The removed card's button goes with it: focus lands on the count, which says what is left.
  const countRef = useRef<HTMLParagraphElement>(null);
  if (list.isPending) return <BasketSkeleton count={3} label={m.loading} />;
  if (list.isError)
    return (
      <Notice title={m.failed} role="alert">
        <p>
          {list.error instanceof ApiError && list.error.isOffline ? basketMessages.offline : basketMessages.serverError}
        </p>
        <Button onClick={() => void list.refetch()}>{basketMessages.retry}</Button>
      </Notice>
    );
  const { baskets } = list.data;
  return (
    <>
      <p className={leadClass}>{m.lead}</p>
      <p ref={countRef} tabIndex={-1} role="status" className={leadClass}>
        {basketMessages.basketCount(baskets.length)}
      </p>
      {baskets.length === 0 ? (
        <Notice title={m.emptyTitle}>
          <p>{m.emptyText}</p>
          <Link to="/discover/expertbaskets/" search={DISCOVER_DESTINATION}>
            {discoverMessages.exploreAll}
          </Link>
        </Notice>
      ) : (
        <ul className={cards.grid} aria-label={m.title}>
          {baskets.map((basket) => (
            <li key={basket.basket_hash} className={styles.item}>
              <BasketCard basket={basket} wording={brand.wording} />
              <Button
                variant="secondary"
                aria-label={m.remove(basket.name)}
                busy={remove.isPending && remove.variables?.basket_hash === basket.basket_hash}
                onClick={() =>
                  remove.mutate(basket, {
                    onSuccess: () => {
                      countRef.current?.focus();
                      showSnackbar(store, m.removed(basket.name), 'success');
                    },
                    onError: (error) => {
                      if (!(error instanceof ApiError && error.handled))
                        showSnackbar(store, m.removeFailed(basket.name), 'error');
                    },
                  })
                }
              >
                {m.removeShort}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
