/** The basket listing and curators API: shapes and sort rules the app, the server and brand configs share. */

/**
 * Every sort option a brand may offer (docs/baskets.md, "What the brand decides"); a brand lists its own in brand.json.
 */
export const SORT_OPTIONS = [
  'popularity',
  'cagr',
  'minAmount-asc',
  'minAmount-desc',
  'riskProfile-asc',
  'riskProfile-desc',
  'fee-asc',
  'fee-desc',
] as const;
export const REBALANCE_FREQUENCIES = ['monthly', 'quarterly'] as const;

/** premium: subscriber-only baskets; free: open to everyone. */
export type BasketType = 'premium' | 'free' | 'all';
export type SortOrder = '' | 'asc' | 'desc';
export const SORT_FIELDS = ['popularity', 'cagr', 'minAmount', 'riskProfile', 'fee'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
/** A brand's sort option: 'popularity', 'cagr', 'minAmount-asc', …, 'fee-desc'. */
export type SortOption = (typeof SORT_OPTIONS)[number];

export type RiskType = 'high' | 'medium' | 'low';
export type FeeKind = 'FIXFEE' | 'AUM';
export type RebalanceFrequency = (typeof REBALANCE_FREQUENCIES)[number];
export type AdviserType = 'Registered Investment Adviser' | 'Research Analyst';

/** Spec §3 and §9: how each fee kind is shown. */
export const FEE_LABELS = { FIXFEE: 'FEES', AUM: 'AUA Fee' } as const satisfies Record<FeeKind, string>;
export type FeeLabel = (typeof FEE_LABELS)[FeeKind];

/**
 * Both fee kinds are charged by the year: a FIXFEE of ₹1,499 is ₹1,499 a year, an AUM fee of 1.25 is
 * 1.25 % a year of the amount invested (what the fee sort compares, docs/decisions/0030).
 */
export const FEE_PERIOD_MONTHS = 12;

export const isSortField = (value: unknown): value is SortField =>
  typeof value === 'string' && (SORT_FIELDS as readonly string[]).includes(value);

/**
 * The sort option a field and order ask for. Popularity and CAGR only sort descending (an empty
 * order means that); the other fields default to ascending.
 */
export function sortOptionFor(field: SortField, order: SortOrder): string {
  if (field === 'popularity' || field === 'cagr') return order === 'asc' ? `${field}-asc` : field;
  return `${field}-${order || 'asc'}`;
}

/** The search params that ask for a sort option. */
export function sortParamsFor(option: SortOption): { 'order-by': SortOrder; 'order-by-field': SortField } {
  const [field, order = ''] = option.split('-') as [SortField, SortOrder?];
  return { 'order-by': order, 'order-by-field': field };
}

export const isSortOffered = (brand: { sortOptions: readonly SortOption[] }, option: string): option is SortOption =>
  (brand.sortOptions as readonly string[]).includes(option);

/** The period a card's CAGR covers: three years, or since the basket's launch. */
export type CagrPeriod = '3yr' | 'sinceLaunch';

export interface BasketSummary {
  basketId: number;
  basket_hash: string;
  name: string;
  description: string;
  fixedMinimumAmount: number;
  riskType: RiskType;
  fundType: string;
  /**
   * The card's CAGR in percent (docs/basket-performance.md, "The card's CAGR"): the 3-year CAGR, or the
   * since-launch CAGR for a basket one to three years old; null under a year. The 'cagr' sort orders by it.
   */
  cagr: number | null;
  /** Which CAGR `cagr` is: the card labels it '3Y CAGR' or 'CAGR since launch'. */
  cagrPeriod: CagrPeriod | null;
  /** The benchmark's name, and its CAGR over the same period as `cagr` (null when `cagr` is), percent. */
  benchmark: { name: string; cagr: number | null };
  isPremium: boolean;
  is_shareable: boolean;
  /** FIXFEE: rupees a year; AUM: percent a year of the amount invested (FEE_PERIOD_MONTHS). */
  fee: { kind: FeeKind; label: FeeLabel; amount: number };
  rebalanceFrequency: RebalanceFrequency;
  adviser: { name: string; slug: string; adviserType: AdviserType };
}

export interface BasketListingBody {
  baskets: BasketSummary[];
}

export interface CuratorPlan {
  /** Spec §9 period labels: '1 month', '3 months', '6 months', '1 year'. */
  label: string;
  amount: number;
  /** Spec §3: a year counts as 12. */
  durationMonths: number;
}

export interface Curator {
  name: string;
  slug: string;
  adviserType: AdviserType;
  sebiRegistration: string;
  bio: string;
  basketCount: number;
  plans: CuratorPlan[];
}

export interface CuratorsBody {
  curators: Curator[];
}

/** GET curators/details/{slug}/: the adviser's profile page. */
export interface CuratorDetailsBody {
  curator: Curator & {
    /** SEBI registration date, YYYY-MM-DD, when known. */
    registeredOn: string | null;
    city: string | null;
    /** The adviser's own website (http or https) and contact email, as an admin set them; null when none. */
    website: string | null;
    contactEmail: string | null;
    /** Published baskets, most popular first; subscriber-only ones are listed (their details are gated). */
    baskets: BasketSummary[];
  };
}
