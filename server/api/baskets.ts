import { Hono } from 'hono';
import { API, routePath as at } from '#contract/api-paths';
import { basketListingQuery } from '#contract/basket-requests';
import { isSortOffered, sortOptionFor, type BasketListingBody, type CuratorsBody } from '#contract/baskets';
import { CACHE_SCOPE_HEADER } from '#contract/http';
import type { AppEnv } from '../app-env';
import { fail, ok } from './envelope';
import { listBaskets, listCurators } from './baskets-queries';
import { validate } from './validate';

export function basketRoutes() {
  const r = new Hono<AppEnv>();

  r.get(at(API.baskets.listing), validate('query', basketListingQuery), async (c) => {
    const brand = c.var.brand;
    const query = c.req.valid('query');
    const option = sortOptionFor(query['order-by-field'], query['order-by']);
    if (!isSortOffered(brand, option)) {
      const message = `Sorting by ${option} is not offered on ${brand.displayName}. Choose one of: ${brand.sortOptions.join(', ')}.`;
      return fail(c, 400, message, { 'order-by-field': message });
    }
    const baskets = await listBaskets(c.var.db, {
      basketType: query['basket-type'],
      sort: option,
      frequencies: brand.rebalanceFrequencies,
    });
    c.header(CACHE_SCOPE_HEADER, 'public');
    return ok<BasketListingBody>(c, { baskets });
  });

  r.get(at(API.baskets.curators), async (c) => {
    const curators = await listCurators(c.var.db, c.var.brand.rebalanceFrequencies);
    c.header(CACHE_SCOPE_HEADER, 'public');
    return ok<CuratorsBody>(c, { curators });
  });

  return r;
}
