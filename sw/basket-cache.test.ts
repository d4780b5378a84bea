import { describe, expect, it } from 'vitest';
import { API, apiPath } from '#contract/http/api-paths';
import { BASKET_API_PATH } from './basket-cache';

const path = (p: string) => apiPath('starfolio', p);
const HASH = 'quality-compounders';

describe('basket responses the service worker may keep', () => {
  it.each([
    API.baskets.details(HASH),
    API.baskets.performanceChart(HASH),
    API.baskets.sharedDetails(HASH),
    API.baskets.sharedPerformanceChart(HASH),
    API.baskets.charges(HASH),
  ])('matches the public read %s', (p) => {
    expect(BASKET_API_PATH.test(path(p))).toBe(true);
  });

  it.each([
    API.baskets.detailsUser(HASH),
    API.baskets.watchlistAdd,
    API.baskets.watchlistDelete,
    API.baskets.myWatchlist,
    API.baskets.myBasketDetails(HASH),
    API.baskets.factsheet(HASH),
    API.baskets.listing,
    API.baskets.setShareable,
  ])('never matches %s', (p) => {
    expect(BASKET_API_PATH.test(path(p))).toBe(false);
  });

  it('matches only a path under an API segment, with one hash', () => {
    expect(BASKET_API_PATH.test(`/api/basket/details/${HASH}/`)).toBe(false);
    expect(BASKET_API_PATH.test(`/starfolio/api/basket/details/a/b/`)).toBe(false);
    expect(BASKET_API_PATH.test(`/starfolio/api/basket/details//`)).toBe(false);
  });
});
