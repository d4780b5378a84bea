import type { RebalanceFrequency, RiskType, SortOption } from '#contract/baskets';

/** Every string this feature shows, in one place (spec §2, §3, §9). */
export const basketMessages = {
  featuredTitle: 'Featured Baskets',
  featuredLead: 'The most popular baskets, curated by SEBI-registered advisers and research analysts.',
  sortLabel: 'Sort by',
  basketTypeLabel: 'Baskets shown',
  premiumOnly: 'Premium only',
  allBaskets: 'All baskets',
  premium: 'Premium',
  loadingBaskets: 'Loading baskets…',
  loadingBasket: 'Loading the basket…',
  updatingBaskets: 'Updating the list…',
  basketsFailed: 'Baskets could not be loaded',
  emptyPremium: 'No premium baskets are listed here right now.',
  emptyAll: 'No baskets are listed here right now.',
  showAllBaskets: 'Show all baskets',
  basketCount: (n: number) => (n === 1 ? '1 basket' : `${n} baskets`),
  /** "Recommended by Meera Iyer" or "Suggested by …", in the brand's wording. */
  curatedBy: (wording: string, adviser: string) =>
    `${wording.charAt(0).toUpperCase()}${wording.slice(1)} by ${adviser}`,
  minimumAmount: 'Minimum amount',
  cagr: '3Y CAGR',
  rebalanced: 'Rebalanced',
  risk: (level: RiskType) => `${riskNames[level]} risk`,
  managersLead: 'SEBI-registered investment advisers and research analysts who publish baskets here.',
  loadingManagers: (label: string) => `Loading ${label.toLowerCase()}…`,
  managersFailed: (label: string) => `${label} could not be loaded`,
  emptyManagers: (label: string) => `No ${label.toLowerCase()} are listed here right now.`,
  sebiRegistration: 'SEBI registration',
  baskets: 'Baskets',
  plans: 'Plans',
  planPeriod: 'Period',
  planFee: 'Fee',
  noPlans: 'No plans offered yet.',
  retry: 'Try again',
  offline: 'You appear to be offline. Check your connection and try again.',
  serverError: 'Our server had a problem answering. Please try again in a moment.',
} as const;

const riskNames: Record<RiskType, string> = { high: 'High', medium: 'Medium', low: 'Low' };

/** Spec §9 sort options, as the sort control reads them. */
export const sortLabels: Record<SortOption, string> = {
  popularity: 'Popularity',
  cagr: 'CAGR',
  'minAmount-asc': 'Minimum amount (low to high)',
  'minAmount-desc': 'Minimum amount (high to low)',
  'riskProfile-asc': 'Risk (low to high)',
  'riskProfile-desc': 'Risk (high to low)',
  'fee-asc': 'Fee (low to high)',
  'fee-desc': 'Fee (high to low)',
};

export const frequencyLabels: Record<RebalanceFrequency, string> = { monthly: 'Monthly', quarterly: 'Quarterly' };
