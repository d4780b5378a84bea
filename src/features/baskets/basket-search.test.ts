import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BASKET_SEARCH,
  offeredSearch,
  parseBasketSearch,
  shownSortOption,
  sortOptionOf,
} from './basket-search';
import { sortParamsFor } from '#contract/baskets/types';

const withFee = { sortOptions: ['popularity', 'cagr', 'fee-asc', 'fee-desc'] as const };
const withoutFee = { sortOptions: ['popularity', 'cagr', 'minAmount-asc'] as const };

describe('featured baskets search', () => {
  it('reads the spec destination and falls back to it for garbage', () => {
    expect(parseBasketSearch({ 'basket-type': 'premium', 'order-by': '', 'order-by-field': 'popularity' })).toEqual(
      DEFAULT_BASKET_SEARCH,
    );
    expect(parseBasketSearch({})).toEqual(DEFAULT_BASKET_SEARCH);
    expect(parseBasketSearch({ 'basket-type': 'gold', 'order-by': 'up', 'order-by-field': 'name' })).toEqual(
      DEFAULT_BASKET_SEARCH,
    );
    expect(parseBasketSearch({ 'basket-type': 'all', 'order-by': 'desc', 'order-by-field': 'fee' })).toEqual({
      'basket-type': 'all',
      'order-by': 'desc',
      'order-by-field': 'fee',
    });
  });

  it('maps a search to its sort option and back', () => {
    expect(sortOptionOf(DEFAULT_BASKET_SEARCH)).toBe('popularity');
    expect(sortOptionOf({ ...DEFAULT_BASKET_SEARCH, 'order-by-field': 'cagr', 'order-by': 'desc' })).toBe('cagr');
    expect(sortOptionOf({ ...DEFAULT_BASKET_SEARCH, 'order-by-field': 'minAmount' })).toBe('minAmount-asc');
    expect(sortOptionOf({ ...DEFAULT_BASKET_SEARCH, 'order-by-field': 'riskProfile', 'order-by': 'desc' })).toBe(
      'riskProfile-desc',
    );
    expect(sortParamsFor('fee-desc')).toEqual({ 'order-by': 'desc', 'order-by-field': 'fee' });
    expect(sortParamsFor('cagr')).toEqual({ 'order-by': '', 'order-by-field': 'cagr' });
  });

  it('keeps an offered sort and replaces one the brand does not offer with popularity', () => {
    const fee = { 'basket-type': 'all', 'order-by': 'asc', 'order-by-field': 'fee' } as const;
    expect(offeredSearch(withFee, fee)).toBe(fee);
    expect(offeredSearch(withoutFee, fee)).toEqual({
      'basket-type': 'all',
      'order-by': '',
      'order-by-field': 'popularity',
    });
    expect(offeredSearch(withFee, { ...DEFAULT_BASKET_SEARCH, 'order-by': 'asc' })).toEqual(DEFAULT_BASKET_SEARCH);
    expect(shownSortOption(withFee, fee)).toBe('fee-asc');
    expect(shownSortOption(withoutFee, fee)).toBe('popularity');
  });
});
