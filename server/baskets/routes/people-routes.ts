import { Hono } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import type { WatchlistBody } from '#contract/baskets/details';
import { curatorSlugParams } from '../rules/detail-requests';
import { CURATOR_NOT_FOUND } from '../basket-messages';
import type { CuratorDetailsBody } from '#contract/baskets/types';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth/guards';
import { basketSummaries } from '../basket-listing';
import { cacheScope } from '../../cache/cache-marks';
import { adviserProfile, listCurators } from '../baskets-store';
import { fail, ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { showsBaskets } from '../../studio/basket-cache';

/** An adviser's profile and the signed-in user's watchlist (docs/baskets.md). */
export function basketPeopleRoutes() {
  const r = new Hono<AppEnv>();

  r.get(at(API.baskets.curatorDetails(':slug')), validate('param', curatorSlugParams), async (c) => {
    const { slug } = c.req.valid('param');
    showsBaskets(c);
    const frequencies = c.var.brand.rebalanceFrequencies;
    const curator = (await listCurators(c.var.db, frequencies)).find((x) => x.slug === slug);
    if (!curator) return fail(c, 404, CURATOR_NOT_FOUND);
    const [profile, baskets] = await Promise.all([
      adviserProfile(c.var.db, slug),
      basketSummaries(c.var.db, c.var.market, { frequencies, adviserSlug: slug }),
    ]);
    cacheScope(c, 'public');
    const p = profile!;
    return ok<CuratorDetailsBody>(c, {
      curator: {
        ...curator,
        registeredOn: p.registered_on,
        city: p.city,
        website: p.website,
        contactEmail: p.contact_email,
        baskets,
      },
    });
  });

  /** Published and closed baskets on the user's watchlist that this brand lists, most popular first. */
  r.get(at(API.baskets.myWatchlist), requireUser, async (c) => {
    const baskets = await basketSummaries(c.var.db, c.var.market, {
      statuses: ['published', 'closed'],
      frequencies: c.var.brand.rebalanceFrequencies,
      watchlistOf: c.var.user.id,
    });
    cacheScope(c, 'private');
    return ok<WatchlistBody>(c, { baskets });
  });

  return r;
}
