import type { BasketType, FeeKind, RebalanceFrequency, RiskType, SortOption } from '#contract/baskets/types';
import { offeredSearch, parseBasketSearch, type BasketSearch } from './basket-search';

export const RISK_LEVELS = ['high', 'medium', 'low'] as const satisfies readonly RiskType[];
export const FEE_KINDS = ['FIXFEE', 'AUM'] as const satisfies readonly FeeKind[];
export const ADVISER_TYPES = ['ria', 'ra'] as const;
export type AdviserTypeCode = (typeof ADVISER_TYPES)[number];

/**
 * /discover/expertbaskets/'s search params: the listing's own names (server/baskets/rules/basket-requests.ts),
 * so a shared link reproduces the view. Numbers stay numbers in the address (?min-amount-min=5000).
 */
export interface DiscoverSearch extends Omit<BasketSearch, 'basket-type'> {
  /** Absent: every basket (DEFAULT_DISCOVER_TYPE), so the spec's destination is the default view. */
  'basket-type'?: Exclude<BasketType, 'all'>;
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

/** What a link may give: any of the params, each unchecked (parseDiscoverSearch decides). */
export type DiscoverSearchInput = Partial<Record<keyof DiscoverSearch, unknown>> & Record<string, unknown>;

export type DiscoverFilter = Exclude<keyof DiscoverSearch, keyof BasketSearch>;
export const SORT_KEYS = ['basket-type', 'order-by', 'order-by-field'] as const;
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

/** Spec §2's destination: /discover/expertbaskets/?order-by=&order-by-field=popularity. */
export const DISCOVER_DESTINATION = { 'order-by': '', 'order-by-field': 'popularity' } as const;

/** Discover lists every basket unless asked otherwise (the spec's destination names no type). */
export const DEFAULT_DISCOVER_TYPE: BasketType = 'all';

/** Most a minimum-amount filter may ask for, in rupees (MAX_AMOUNT_FILTER, server/baskets/rules/basket-requests.ts). */
export const MAX_AMOUNT = 10_000_000;

/**
 * Each param as the listing reads it (server/baskets/rules/basket-requests.ts, which the app bundle does not
 * carry: it is zod). discover-search.test.ts holds the two to the same answers.
 */
const RULES = {
  risk: /^(high|medium|low)(,(high|medium|low))*$/,
  'min-amount-min': /^\d{1,8}$/,
  'min-amount-max': /^\d{1,8}$/,
  'fee-kind': /^(FIXFEE|AUM)$/,
  frequency: /^(monthly|quarterly)$/,
  'adviser-type': /^(ria|ra)$/,
  sector: /^[A-Z]{2,6}$/,
  stock: /^[A-Z0-9&-]{1,20}$/,
} as const satisfies Record<DiscoverFilter, RegExp>;

/** A param's text when the listing would accept it, else undefined (numbers from the address count as text). */
export function acceptedParam(key: DiscoverFilter, raw: unknown): string | undefined {
  const text = typeof raw === 'number' && Number.isInteger(raw) && raw >= 0 ? String(raw) : raw;
  if (typeof text !== 'string' || !RULES[key].test(text)) return undefined;
  if (key.startsWith('min-amount') && Number(text) > MAX_AMOUNT) return undefined;
  return text;
}

const amount = (raw: unknown) => {
  const text = acceptedParam('min-amount-min', raw);
  return text === undefined ? undefined : Number(text);
};
const oneOf = <T extends string>(key: DiscoverFilter, raw: unknown) => acceptedParam(key, raw) as T | undefined;

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
export function parseDiscoverSearch(raw: DiscoverSearchInput): DiscoverSearch {
  const { 'basket-type': _featured, ...sort } = parseBasketSearch(raw);
  const type = raw['basket-type'] === 'premium' || raw['basket-type'] === 'free' ? raw['basket-type'] : undefined;
  const search: DiscoverSearch = type ? { 'basket-type': type, ...sort } : sort;
  const risk = riskParam(riskList(acceptedParam('risk', raw.risk)));
  const min = amount(raw['min-amount-min']);
  let max = amount(raw['min-amount-max']);
  if (min !== undefined && max !== undefined && min > max) max = undefined;
  const found: Partial<DiscoverSearch> = {
    risk,
    'min-amount-min': min,
    'min-amount-max': max,
    'fee-kind': oneOf<FeeKind>('fee-kind', raw['fee-kind']),
    frequency: oneOf<RebalanceFrequency>('frequency', raw.frequency),
    'adviser-type': oneOf<AdviserTypeCode>('adviser-type', raw['adviser-type']),
    sector: acceptedParam('sector', raw.sector),
    stock: acceptedParam('stock', raw.stock),
  };
  // Every key is named, undefined when dropped: the router lays the validated search over the raw one,
  // so a key left out would let the refused value through.
  return { 'basket-type': search['basket-type'], ...search, ...found };
}

interface DiscoverBrand {
  sortOptions: readonly SortOption[];
  rebalanceFrequencies: readonly RebalanceFrequency[];
}

/** The search itself when the brand offers its sort and frequency; otherwise without what it lacks. */
export function offeredDiscoverSearch(brand: DiscoverBrand, search: DiscoverSearch): DiscoverSearch {
  const sorted = offeredSearch(brand, search);
  if (!search.frequency || brand.rebalanceFrequencies.includes(search.frequency)) return sorted;
  const { frequency: _dropped, ...rest } = sorted;
  return rest;
}

/** The listing call's query: every param as text, the basket type always sent. */
export function listingQuery(search: DiscoverSearch): Record<string, string> {
  const query: Record<string, string> = { 'basket-type': DEFAULT_DISCOVER_TYPE };
  for (const key of [...SORT_KEYS, ...FILTER_KEYS]) {
    const value = search[key];
    if (value !== undefined) query[key] = String(value);
  }
  return query;
}
