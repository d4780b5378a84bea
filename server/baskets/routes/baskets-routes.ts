import { Hono } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import { basketListingQuery } from '../rules/basket-requests';
import { isSortOffered, sortOptionFor, type BasketListingBody, type CuratorsBody } from '#contract/baskets/types';
import { CACHE_SCOPE_HEADER } from '#contract/http/headers';
import type { AppEnv } from '../../app-env';
import { basketSummaries } from '../basket-listing';
import { SECTORS, isSectorCode } from '../../market/sectors';
import { fail, ok } from '../../http/envelope';
import { listCurators } from '../baskets-store';
import { validate } from '../../http/validate';
import { showsBaskets } from '../../studio/basket-cache';

const ADVISER_TYPES = { ria: 'Registered Investment Adviser', ra: 'Research Analyst' } as const;

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
    const frequency = query.frequency;
    if (frequency && !brand.rebalanceFrequencies.includes(frequency)) {
      const message = `Baskets rebalanced ${frequency} are not offered on ${brand.displayName}. Choose one of: ${brand.rebalanceFrequencies.join(', ')}.`;
      return fail(c, 400, message, { frequency: message });
    }
    const sector = query.sector;
    if (sector !== undefined && !isSectorCode(sector)) {
      const message = `sector must be one of ${Object.keys(SECTORS).join(', ')}.`;
      return fail(c, 400, message, { sector: message });
    }
    showsBaskets(c);
    const adviserType = query['adviser-type'];
    const baskets = await basketSummaries(
      c.var.db,
      c.var.market,
      {
        basketType: query['basket-type'],
        frequencies: frequency ? [frequency] : brand.rebalanceFrequencies,
        feeKind: query['fee-kind'],
        adviserType: adviserType && ADVISER_TYPES[adviserType],
        symbol: query.stock,
      },
      {
        sort: option,
        risks: query.risk,
        minAmountMin: query['min-amount-min'],
        minAmountMax: query['min-amount-max'],
        sector: sector === undefined ? undefined : SECTORS[sector],
      },
    );
    c.header(CACHE_SCOPE_HEADER, 'public');
    return ok<BasketListingBody>(c, { baskets });
  });

  r.get(at(API.baskets.curators), async (c) => {
    showsBaskets(c);
    const curators = await listCurators(c.var.db, c.var.brand.rebalanceFrequencies);
    c.header(CACHE_SCOPE_HEADER, 'public');
    return ok<CuratorsBody>(c, { curators });
  });

  return r;
}
