import type { SortOption } from '#contract/baskets/types';
import { basketPendingMessages } from './pending-messages';
import { cardTexts } from './card-texts';
import { basketWords } from './basket-words';

export { frequencyLabels } from './basket-words';

/** Every string this feature shows, in one place (docs/baskets.md). */
export const basketMessages = {
  ...basketPendingMessages,
  ...cardTexts,
  ...basketWords,
  featuredLead: 'The most popular baskets, curated by SEBI-registered advisers and research analysts.',
  sortLabel: 'Sort by',
  basketTypeLabel: 'Baskets shown',
  premiumOnly: 'Premium only',
  allBaskets: 'All baskets',
  updatingBaskets: 'Updating the list…',
  basketsFailed: 'Baskets could not be loaded',
  emptyPremium: 'No premium baskets are listed here right now.',
  emptyAll: 'No baskets are listed here right now.',
  showAllBaskets: 'Show all baskets',
  basketCount: (n: number) => (n === 1 ? '1 basket' : `${n} baskets`),
  rebalanced: 'Rebalanced',
  managersLead: 'SEBI-registered investment advisers and research analysts who publish baskets here.',
  sharedLead: 'Baskets their advisers have shared: anyone may open them, with or without an account.',
  emptyShared: 'No adviser has shared a basket here yet.',
  sharedFailed: 'The shared baskets could not be loaded',
  managersFailed: (label: string) => `${label} could not be loaded`,
  emptyManagers: (label: string) => `No ${label.toLowerCase()} are listed here right now.`,
  sebiRegistration: 'SEBI registration',
  baskets: 'Baskets',
  plans: 'Plans',
  planPeriod: 'Period',
  planFee: 'Fee',
  noPlans: 'No plans offered yet.',
} as const;

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

/** The stock search combobox (discover's stock filter, the adviser studio). */
export const stockSearchMessages = {
  listLabel: (label: string) => `${label}: suggestions`,
  searching: 'Searching stocks…',
  failed: 'Stock search failed. Check your connection and type again.',
  noMatch: (q: string) => `No stocks match "${q}".`,
  found: (n: number) =>
    n === 1
      ? '1 stock found. Use the up and down keys to choose.'
      : `${n} stocks found. Use the up and down keys to choose.`,
} as const;

/** /discover/expertbaskets/: every basket, with filters. */
export const discoverMessages = {
  title: 'Discover baskets',
  lead: 'Every basket on offer, with filters for risk, amount, fees, rebalancing, adviser and sector.',
  exploreAll: 'Explore all baskets',
  filters: 'Filters',
  showFilters: 'Show filters',
  hideFilters: 'Hide filters',
  activeFilters: (n: number) => (n === 1 ? '1 filter on' : `${n} filters on`),
  clearFilters: 'Clear filters',
  risk: 'Risk',
  amountRange: 'Minimum amount (₹)',
  amountFrom: 'From',
  amountTo: 'To',
  amountHint: 'Whole rupees; leave a box empty for no limit.',
  amountInvalid: 'Enter whole rupees, up to ₹1,00,00,000, in each box you use.',
  amountOrder: 'The "From" amount must not be more than the "To" amount.',
  feeKind: 'Fee kind',
  frequency: 'Rebalance frequency',
  adviserType: 'Adviser type',
  sector: 'Sector',
  loadingSectors: 'Loading sectors…',
  freeOrPaid: 'Free or paid',
  typeAll: 'All',
  typeFree: 'Free',
  typePremium: 'Premium (subscribers)',
  any: 'Any',
  stock: 'Holds the stock',
  stockHint: 'Type a symbol or a company name.',
  empty: 'No baskets match these filters',
  emptyHint: 'Try fewer filters, or clear them to see every basket.',
  updateFailed: 'The list could not be updated',
  results: 'Baskets found',
} as const;

export const adviserTypeLabels = { ria: 'Registered Investment Adviser', ra: 'Research Analyst' } as const;

/** /discover/managers/{slug}/: one adviser's profile. */
export const adviserMessages = {
  subscribe: 'Subscribe',
  registration: 'Registration',
  registeredAs: 'Registered as',
  registeredSince: 'Registered since',
  city: 'City',
  website: 'Website',
  contactEmail: 'Contact email',
  about: 'About',
  publishedBaskets: 'Published baskets',
  noBaskets: 'No published baskets yet.',
  profileFailed: 'This profile could not be loaded',
  viewProfile: (name: string) => `View ${name}'s profile`,
} as const;

/** /account/watchlist/: the baskets the signed-in reader watches. */
export const watchlistMessages = {
  title: 'Watchlist',
  lead: 'Baskets you are keeping an eye on.',
  signInTitle: 'Log in to see your watchlist',
  signInText: 'Your watchlist is kept with your account, so it follows you to every device.',
  logIn: 'Log in to continue',
  loading: 'Loading your watchlist…',
  failed: 'Your watchlist could not be loaded',
  emptyTitle: 'Your watchlist is empty',
  emptyText: 'Add baskets to your watchlist from their pages to follow them here.',
  remove: (name: string) => `Remove ${name} from watchlist`,
  removeShort: 'Remove',
  removed: (name: string) => `${name} was removed from your watchlist.`,
  removeFailed: (name: string) => `${name} could not be removed. Please try again.`,
} as const;
