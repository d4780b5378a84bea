import type { BasketStatus } from '#contract/baskets/details';

/** The studio dashboard's and the studio navigation's words. */
export const dashboardMessages = {
  title: 'Studio',
  loading: 'Loading your dashboard',
  failed: 'Your dashboard could not be loaded',
  offline: 'You are offline. Check your connection and try again.',
  serverError: 'Something went wrong on our side. Please try again.',
  retry: 'Try again',
  empty: 'No baskets yet — create your first',
  emptyHelp: 'Your baskets appear here by state once you create one.',
  emptyNoCreate: 'Baskets cannot be created on this site.',
  totals: 'Totals',
  subscribers: 'Subscribers',
  assetsUnderAdvice: 'Assets under advice',
  investors: 'Investors',
  /** Investments left out of assets under advice: their figures are out of range (docs/investments.md). */
  skipped: (count: number, baskets: readonly string[]) =>
    `Assets under advice leave out ${count === 1 ? 'one investment' : `${count} investments`} in ${baskets.join(', ')}: ${
      count === 1 ? 'its figures are' : 'their figures are'
    } out of range. Please contact support to have ${count === 1 ? 'it' : 'them'} checked.`,
  upcoming: 'Upcoming rebalances',
  noUpcoming: 'No rebalance is due: no basket is published.',
  newBasket: 'New basket',
  newAutomatedBasket: 'New automated basket',
  posts: 'Posts',
  dashboard: 'Dashboard',
  studioNav: 'Studio',
  automated: 'Automated',
  returnVsBenchmark: 'Return vs benchmark',
  nextRebalance: 'Next rebalance',
  edit: 'Edit',
  changeStocks: 'Change stocks',
  preview: 'Preview',
  reviewProposal: 'Review proposal',
  actionsFor: (name: string) => `Actions for ${name}`,
  noneInState: (label: string) => `No ${label.toLowerCase()} baskets.`,
  sinceLaunch: (basket: string, benchmarkId: string, benchmark: string) =>
    `${basket} since launch vs ${benchmarkId} ${benchmark}`,
} as const;

/** The sections of the basket list, in order, with their headings. */
export const STATUS_SECTIONS: readonly { status: BasketStatus; label: string }[] = [
  { status: 'published', label: 'Published' },
  { status: 'draft', label: 'Drafts' },
  { status: 'closed', label: 'Closed' },
  { status: 'hidden', label: 'Hidden' },
];
