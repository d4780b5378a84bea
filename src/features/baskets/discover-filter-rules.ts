import { DEFAULT_DISCOVER_TYPE, FILTER_KEYS, MAX_AMOUNT, SORT_KEYS, type DiscoverSearch } from './discover-search';

/*
 * The filter panel's rules (discover-filters.tsx, amount-range.tsx, discover-page.tsx). They load with
 * discover's page, not with the route's search rules in every page's first load (decision 0298).
 */

/** Whether any filter (not the sort or the basket type) is set. */
export const hasFilters = (search: DiscoverSearch) => FILTER_KEYS.some((key) => search[key] !== undefined);

/**
 * How many choices of the filter panel differ from what discover shows unasked, for its toggle ('2 filters on'):
 * each filter, the amount range once whichever end is set, and the basket type when it is not every basket.
 */
export function choicesOn(search: DiscoverSearch): number {
  const filters = FILTER_KEYS.filter(
    (k) => search[k] !== undefined && !(k === 'min-amount-max' && search['min-amount-min'] !== undefined),
  ).length;
  const type = search['basket-type'];
  return filters + (type !== undefined && type !== DEFAULT_DISCOVER_TYPE ? 1 : 0);
}

/** The same sort and basket type with every filter cleared. */
export function withoutFilters(search: DiscoverSearch): DiscoverSearch {
  const kept: DiscoverSearch = { 'order-by': search['order-by'], 'order-by-field': search['order-by-field'] };
  for (const key of SORT_KEYS) if (search[key] !== undefined) Object.assign(kept, { [key]: search[key] });
  return kept;
}

/** A typed amount as the filter reads it: blank is no bound; anything else must be whole rupees. */
export function readAmount(text: string): { ok: true; value: number | undefined } | { ok: false } {
  const clean = text.replace(/[,\s₹]/g, '');
  if (clean === '') return { ok: true, value: undefined };
  if (!/^\d{1,8}$/.test(clean) || Number(clean) > MAX_AMOUNT) return { ok: false };
  return { ok: true, value: Number(clean) };
}
