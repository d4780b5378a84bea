import { basketListingQuery, MAX_AMOUNT_FILTER } from '#contract/basket-requests';
import type { BasketType, FeeKind, RebalanceFrequency, RiskType, SortOption } from '#contract/baskets';
import { offeredSearch, parseBasketSearch, type BasketSearch } from './basket-search';

export const RISK_LEVELS = ['high', 'medium', 'low'] as const satisfies readonly RiskType[];
export const FEE_KINDS = ['FIXFEE', 'AUM'] as const satisfies readonly FeeKind[];
export const ADVISER_TYPES = ['ria', 'ra'] as const;
export type AdviserTypeCode = (typeof ADVISER_TYPES)[number];

/**
 * /discover/expertbaskets/'s search params: the listing's own names (contract/basket-requests.ts),
 * so a shared link reproduces the view. Numbers stay numbers in the address (?min-amount-min=5000).
 */
export interface DiscoverSearch extends BasketSearch {
  /** Comma-separated, in the order high, medium, low. */
  risk?: string;
  'min-amount-min'?: number;
  'min-amount-max'?: number;
  'fee-kind'?: FeeKind;
  frequency?: RebalanceFrequency;
  'adviser-type'?: AdviserTypeCode;
  sector?: string;
  stock?: string;
}

export type DiscoverFilter = Exclude<keyof DiscoverSearch, keyof BasketSearch>;
export const FILTER_KEYS = [
  'risk',
  'min-amount-min',
  'min-amount-max',
  'fee-kind',
  'frequency',
  'adviser-type',
  'sector',
  'stock',
] as const satisfies readonly DiscoverFilter[];

/** Discover lists every basket unless asked otherwise (the spec's destination names no type). */
export const DEFAULT_DISCOVER_TYPE: BasketType = 'all';

const shape = basketListingQuery.shape;
/** One param as the listing would read it, or undefined when it would refuse it. */
function accepted<K extends keyof typeof shape>(key: K, raw: unknown) {
  const text = typeof raw === 'number' && Number.isInteger(raw) ? String(raw) : raw;
  if (typeof text !== 'string' || text === '') return undefined;
  const result = shape[key].safeParse(text);
  return result.success ? result.data : undefined;
}

/** The risk levels a param names, in a fixed order (so one view has one address). */
export const riskList = (risk: string | undefined): RiskType[] =>
  risk ? RISK_LEVELS.filter((level) => risk.split(',').includes(level)) : [];

export const riskParam = (levels: readonly RiskType[]): string | undefined => {
  const list = RISK_LEVELS.filter((level) => levels.includes(level));
  return list.length ? list.join(',') : undefined;
};

/**
 * Search params for discover. Anything the listing would refuse is dropped quietly, a range whose
 * ends are the wrong way round keeps only its lower end; nothing here throws.
 */
export function parseDiscoverSearch(raw: Record<string, unknown>): DiscoverSearch {
  const base = parseBasketSearch(raw);
  const type = raw['basket-type'] === 'premium' || raw['basket-type'] === 'free' ? raw['basket-type'] : 'all';
  const search: DiscoverSearch = { ...base, 'basket-type': type };
  const risk = riskParam(accepted('risk', raw.risk) ?? []);
  const min = accepted('min-amount-min', raw['min-amount-min']);
  let max = accepted('min-amount-max', raw['min-amount-max']);
  if (min !== undefined && max !== undefined && min > max) max = undefined;
  const found: Partial<DiscoverSearch> = {
    risk,
    'min-amount-min': min,
    'min-amount-max': max,
    'fee-kind': accepted('fee-kind', raw['fee-kind']),
    frequency: accepted('frequency', raw.frequency),
    'adviser-type': accepted('adviser-type', raw['adviser-type']),
    sector: accepted('sector', raw.sector),
    stock: accepted('stock', raw.stock),
  };
  for (const key of FILTER_KEYS) if (found[key] !== undefined) Object.assign(search, { [key]: found[key] });
  return search;
}

interface DiscoverBrand {
  sortOptions: readonly SortOption[];
  rebalanceFrequencies: readonly RebalanceFrequency[];
}

/** The search itself when the brand offers its sort and frequency; otherwise without what it lacks. */
export function offeredDiscoverSearch(brand: DiscoverBrand, search: DiscoverSearch): DiscoverSearch {
  const sorted = offeredSearch(brand, search) as DiscoverSearch;
  if (!search.frequency || brand.rebalanceFrequencies.includes(search.frequency)) return sorted;
  const { frequency: _dropped, ...rest } = sorted;
  return rest;
}

/** Whether any filter (not the sort or the basket type) is set. */
export const hasFilters = (search: DiscoverSearch) => FILTER_KEYS.some((key) => search[key] !== undefined);

/** The same sort and basket type with every filter cleared. */
export const withoutFilters = (search: DiscoverSearch): DiscoverSearch => ({
  'basket-type': search['basket-type'],
  'order-by': search['order-by'],
  'order-by-field': search['order-by-field'],
});

/** The listing call's query: every param as text, the basket type always sent. */
export function listingQuery(search: DiscoverSearch): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(search)) if (value !== undefined) query[key] = String(value);
  return query;
}

/** A typed amount as the filter reads it: blank is no bound; anything else must be whole rupees. */
export function readAmount(text: string): { ok: true; value: number | undefined } | { ok: false } {
  const clean = text.replace(/[,\s₹]/g, '');
  if (clean === '') return { ok: true, value: undefined };
  if (!/^\d{1,8}$/.test(clean) || Number(clean) > MAX_AMOUNT_FILTER) return { ok: false };
  return { ok: true, value: Number(clean) };
}
