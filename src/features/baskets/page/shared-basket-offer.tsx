import { useStore } from 'jotai';
import type { BasketDetails } from '#contract/baskets/details';
import { SESSION_MESSAGES as M } from '#contract/auth/session-messages';
import { Button } from '#src/components/ui/button';
import { useApi } from '#src/lib/http/api-context';
import { useCachedQuery } from '#src/lib/http/cached-query';
import { openSubscribe } from '#src/lib/session/prompts';
import { useSession } from '#src/lib/session/use-session';
import { basketPageQueries } from '../api/basket-page-queries';
import { basketPageMessages as m } from '../basket-page-messages';
import { prose } from './basket-page.css';
import { offer } from './shared-basket-offer.css';

/**
 * The shared page's offer (/public/baskets/{hash}/): a subscriber-only basket names its adviser and offers
 * their plans, as the app's screener does for the same basket (`openSubscribe`: the plan dialog, a
 * visitor through the subscription prompt), returning to the app's page after paying. Nothing for a free
 * basket or for a reader a plan in force already entitles. Only the shared route imports it.
 */
export function SharedBasketOffer({ basket }: { basket: BasketDetails }) {
  const api = useApi();
  const store = useStore();
  const { isLoggedIn } = useSession();
  const hash = basket.basket_hash;
  const user = useCachedQuery({ ...basketPageQueries.user(api, hash), enabled: isLoggedIn && basket.isPremium });
  if (!basket.isPremium || user.data?.subscribed) return null;
  return (
    <div className={offer} role="group" aria-label={m.actions}>
      <p className={prose}>{M.screenerLocked(basket.name, basket.adviser.name)}</p>
      <Button onClick={() => openSubscribe(store, { basket: hash, from: `/baskets/${hash}/` })}>
        {M.screenerSubscribe(basket.adviser.name)}
      </Button>
    </div>
  );
}
