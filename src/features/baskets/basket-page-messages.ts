import type { ChartPeriod, ReturnPeriod } from '#contract/baskets/details';
import type { RiskType } from '#contract/baskets/types';

const RISK: Record<RiskType, string> = { high: 'High', medium: 'Medium', low: 'Low' };

/** Every string the basket page and the public basket page show, in one place. */
export const basketPageMessages = {
  failed: 'The basket could not be loaded',
  notShared: 'This basket is not shared.',
  subscriberOnlyTitle: 'For subscribers',
  subscriberOnly: 'This basket is for the adviser’s subscribers. Its holdings and returns are shown to them only.',
  seeFeatured: 'See Featured Baskets',
  adviser: 'Adviser',
  viewProfile: (name: string) => `View ${name}’s profile`,
  about: 'About this basket',
  methodology: 'Methodology',
  actions: 'Basket actions',
  invest: 'Invest',
  subscribe: 'Subscribe',
  watchlistAdd: 'Add to watchlist',
  watchlistRemove: 'Remove from watchlist',
  watchlistAdded: 'Added to your watchlist.',
  watchlistRemoved: 'Removed from your watchlist.',
  watchlistFailed: 'Your watchlist could not be changed. Please try again.',
  share: 'Share',
  shareCopied: 'Link copied.',
  shareFailed: 'The link could not be copied.',
  close: 'Close',
  constituents: 'Constituents',
  constituentsCaption: (n: number) => `${n} stocks, with their weights and today’s prices`,
  symbol: 'Symbol',
  name: 'Name',
  sector: 'Sector',
  weight: 'Weight',
  ltp: 'Last price',
  dayChange: 'Day change',
  sectors: 'Sector breakdown',
  performance: 'Performance',
  period: 'Chart period',
  /** Spec §9, as written. */
  periodLabels: { '1yr': '1yr', '3yr': '3yr', '5yr': '5yr' } as Record<ChartPeriod, string>,
  periodNames: { '1yr': '1 year', '3yr': '3 years', '5yr': '5 years' } as Record<ChartPeriod, string>,
  /** What the chart covers: 'over 5 years', or 'since its launch on 06 Nov 2024' for a younger basket. */
  chartSpan: (period: string, launchedOn: string | null) =>
    launchedOn ? `since its launch on ${launchedOn}` : `over ${period}`,
  chartLabel: (span: string, benchmark: string) =>
    `The basket’s value against ${benchmark} ${span}, both starting at 100`,
  /** The chart as a slider over its days: the arrow keys read a day's values (decision 0312). */
  chartDay: 'Day on the chart',
  /** Shown under the period buttons when the basket is younger than the period chosen. */
  youngerThanPeriod: (period: string, launchedOn: string) =>
    `This basket is younger than ${period}: the chart starts at its launch on ${launchedOn}.`,
  chartLoading: 'Loading the chart…',
  chartFailed: 'The chart could not be loaded.',
  retryChart: 'Load the chart again',
  showTable: 'Show as table',
  hideTable: 'Hide table',
  tableCaption: (span: string) => `Month-end values ${span}, both starting at 100`,
  date: 'Date',
  basket: 'Basket',
  figures: 'Returns and risk',
  returnsCaption: 'Returns (a year or more: a yearly rate)',
  returnPeriods: { '1yr': '1 year', '3yr': '3 years', '5yr': '5 years', sinceLaunch: 'Since launch' } as Record<
    ReturnPeriod,
    string
  >,
  cagr: 'CAGR since launch',
  volatility: 'Volatility (a year)',
  maxDrawdown: 'Maximum drawdown',
  riskLabel: 'Risk',
  risk: (level: RiskType | null) => (level ? `${RISK[level]} risk` : 'Not yet rated'),
  asOf: (date: string) => `As of ${date}`,
  launched: (date: string) => `Launched ${date}`,
  investing: 'Investing',
  minimumAmount: 'Minimum amount',
  investBar: (name: string) => `Invest in ${name}`,
  rebalanceFrequency: 'Rebalanced',
  factsheet: 'Factsheet (PDF)',
  rebalances: 'Rebalance history',
  version: (n: number) => `Version ${n}`,
  launchVersion: 'Launch',
  added: (to: string) => `added at ${to}`,
  removed: (from: string) => `removed (was ${from})`,
  changed: (from: string, to: string) => `${from} → ${to}`,
  noChanges: 'No weight changes.',
  faqs: 'Questions and answers',
} as const;
