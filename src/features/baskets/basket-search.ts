import {
  isSortField,
  isSortOffered,
  sortOptionFor,
  sortParamsFor,
  type BasketType,
  type SortField,
  type SortOption,
  type SortOrder,
} from '#contract/baskets/types';

export type BasketSearch = {
  'basket-type': BasketType;
  'order-by': SortOrder;
  'order-by-field': SortField;
};

/** Spec §2: the featured baskets destination, premium baskets by popularity. */
export const DEFAULT_BASKET_SEARCH: BasketSearch = {
  'basket-type': 'premium',
  'order-by': '',
  'order-by-field': 'popularity',
};

/** Search params for /featured/all/; anything unknown falls back to the spec's defaults. */
export function parseBasketSearch(raw: Record<string, unknown>): BasketSearch {
  const type = raw['basket-type'] === 'all' ? 'all' : 'premium';
  const order = raw['order-by'] === 'asc' || raw['order-by'] === 'desc' ? raw['order-by'] : '';
  const field = isSortField(raw['order-by-field']) ? raw['order-by-field'] : 'popularity';
  return { 'basket-type': type, 'order-by': order, 'order-by-field': field };
}

/** The brand sort option a search asks for ('popularity', 'minAmount-desc', …). */
type SortSearch = Pick<BasketSearch, 'order-by' | 'order-by-field'>;

export const sortOptionOf = (search: SortSearch) => sortOptionFor(search['order-by-field'], search['order-by']);

/** The sort the brand's control shows for a search: its own, or popularity when not offered. */
export function shownSortOption(brand: { sortOptions: readonly SortOption[] }, search: SortSearch): SortOption {
  const option = sortOptionOf(search);
  return isSortOffered(brand, option) ? option : 'popularity';
}

/**
 * The search itself when the brand offers its sort; otherwise the same baskets by popularity
 * (a link shared from a brand with fee sorts still opens on one without).
 */
export function offeredSearch<S extends SortSearch>(brand: { sortOptions: readonly SortOption[] }, search: S): S {
  if (isSortOffered(brand, sortOptionOf(search))) return search;
  return { ...search, ...sortParamsFor('popularity') };
}
