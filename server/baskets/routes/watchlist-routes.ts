import { Hono, type Context } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import {
  setShareableRequest,
  watchlistChangeRequest,
  type SetShareableBody,
  type WatchlistChangeBody,
} from '#contract/baskets/lists';
import type { AppEnv } from '../../app-env';
import { requireUser, type UserEnv } from '../../auth/guards';
import { cacheScope } from '../../cache/cache-marks';
import { setShareable, setWatchlisted, visibleBasketId } from '../watchlist-store';
import { fail, ok } from '../../http/envelope';
import { jsonBodyNeeded, validate } from '../../http/validate';

type WatchlistContext = Context<UserEnv, string, { out: { json: { basket_hash: string } } }>;

/**
 * The signed-in user's watchlist (add and delete, both idempotent) and the owning adviser's
 * shareable flag (docs/api.md, "Watchlist", "Sharing"). Each needs a user (HTTP 401 for a visitor,
 * '100'/'110' for an expired session) and the CSRF header, as every POST. Answers are private.
 */
export function watchlistRoutes() {
  const r = new Hono<AppEnv>();

  const change = (watchlisted: boolean) =>
    [
      requireUser,
      validate('json', watchlistChangeRequest, { badBody: jsonBodyNeeded('{"basket_hash": "quality-compounders"}') }),
      async (c: WatchlistContext) => {
        const { basket_hash } = c.req.valid('json');
        const id = await visibleBasketId(c.var.db, basket_hash);
        if (id === undefined) return fail(c, 404, `There is no published basket ${basket_hash}.`);
        await setWatchlisted(c.var.db, c.var.user.id, id, watchlisted);
        cacheScope(c, 'private');
        return ok<WatchlistChangeBody>(c, { basket_hash, watchlisted });
      },
    ] as const;
  r.post(at(API.baskets.watchlistAdd), ...change(true));
  r.post(at(API.baskets.watchlistDelete), ...change(false));

  r.post(
    at(API.baskets.setShareable),
    requireUser,
    validate('json', setShareableRequest, {
      badBody: jsonBodyNeeded('{"basket_hash": "quality-compounders", "is_shareable": true}'),
    }),
    async (c) => {
      const { basket_hash, is_shareable } = c.req.valid('json');
      // Only the adviser whose account owns the basket; anyone else is told it does not exist (never 403).
      const shareable = await setShareable(c.var.db, c.var.user.id, basket_hash, is_shareable);
      if (shareable === undefined) return fail(c, 404, `You manage no basket ${basket_hash}.`);
      cacheScope(c, 'private');
      return ok<SetShareableBody>(c, { basket_hash, is_shareable: shareable });
    },
  );

  return r;
}
