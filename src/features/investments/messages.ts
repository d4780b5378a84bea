import type { CashFlow, RebalanceMode } from '#contract/investments/types';

/** Spec §9 tab names, letter for letter. */
export const TAB_NAMES = { baskets: 'My Baskets', investments: 'My Investments' } as const;
export type InvestmentsTab = keyof typeof TAB_NAMES;

const FLOW_KINDS: Record<CashFlow['kind'], string> = {
  buy: 'Bought',
  sip: 'SIP instalment',
  sell: 'Sold',
  fee: 'Fee',
  rebalance: 'Rebalance',
  repair: 'Repair',
  exit: 'Closed',
};

/** Every string the investments screens show, in one place (tests and brands share it). */
export const investmentMessages = {
  title: 'Investments',
  signInTitle: 'Log in to see your investments',
  signInText: 'Your baskets and investments are kept with your account.',
  logIn: 'Log in',
  tabs: 'Your baskets and investments',
  loading: 'Loading your investments…',
  failed: 'Your investments could not be loaded',
  offline: 'You are offline, and this device has no copy of these figures yet. Connect and try again.',
  serverError: 'The server could not answer just now. Please try again in a moment.',
  retry: 'Try again',
  summary: 'Summary',
  invested: 'Invested',
  currentValue: 'Current value',
  profitLoss: 'Profit and loss',
  returns: 'Absolute return',
  xirr: 'XIRR',
  /** Held a year, and still no rate solves the flows. */
  xirrUndefined: 'Not defined',
  /** Under a year held: XIRR is not shown yet (decision 0244). */
  xirrAfterAYear: 'After a year held',
  paidIn: 'Money put in',
  takenOut: 'Money taken out',
  realisedProfitLoss: 'Realised profit and loss',
  gain: 'Gain',
  loss: 'Loss',
  even: 'No change',
  active: 'Active investments',
  closed: 'Closed investments',
  noneClosed: 'No closed investments.',
  emptyTitle: 'No investments yet',
  emptyText: 'Find a basket that suits you and invest in it through your broker.',
  discover: 'Discover baskets',
  broker: 'Broker',
  adviser: 'Adviser',
  closedOn: (date: string) => `Closed on ${date}`,
  startedOn: (date: string) => `Since ${date}`,
  open: (name: string) => `Open ${name}`,
  attention: 'Needs attention',
  /** What stands on an investment until the investor changes it: its SIP and its stop-loss. */
  running: 'Running plans',
  sipRunning: (amount: string, frequency: string, day: number, next: string) =>
    `SIP ${amount} ${frequency.toLowerCase()} on day ${day}, next ${next}`,
  stoplossRunning: (percent: string, trigger: string) => `Stop-loss ${percent}: told below ${trigger}`,
  targetRunning: (percent: string, value: string) => `Target ${percent}: told at ${value}`,
  badges: {
    rebalance: 'Rebalance pending',
    sip: 'SIP due',
    stoploss: 'Stop-loss breached',
    repair: 'Needs repair',
  },
  watchlist: 'Watchlist',
  watchlistEmpty: 'You are not watching any basket.',
  published: 'Published',
  draft: 'Drafts',
  hidden: 'Hidden',
  noneInState: 'None.',
  adviserBaskets: 'Your baskets as an adviser',
  flowKinds: FLOW_KINDS,
  /** Investments a read left out: their figures are out of range (docs/investments.md, "Impossible figures"). */
  skipped: (names: readonly string[]) =>
    names.length === 1
      ? `Left out here: ${names[0]}. Its figures are out of range; please contact support to have it checked.`
      : `Left out here: ${names.join(', ')}. Their figures are out of range; please contact support to have them checked.`,
} as const;

/** The investment's own page and its dialogs. */
export const investmentPageMessages = {
  failed: 'This investment could not be loaded',
  notFound: 'There is no such investment in your account.',
  back: 'All investments',
  figures: 'Figures',
  holdings: 'Holdings',
  holdingsCaption: (n: number) => `${n} stocks held, with their value today`,
  /** A closed investment's page, in place of the holdings table. */
  closedHoldings: (date: string) => `Everything was sold when this investment closed on ${date}: nothing is held.`,
  symbol: 'Symbol',
  quantity: 'Quantity',
  averagePrice: 'Average price',
  lastPrice: 'Last price',
  value: 'Value',
  weight: 'Weight',
  chart: 'Value against money invested',
  period: 'Period',
  periodLabels: { '1yr': '1yr', '3yr': '3yr', '5yr': '5yr' },
  periodNames: { '1yr': 'one year', '3yr': 'three years', '5yr': 'five years' },
  chartLabel: (period: string) => `Chart of the investment's value and the money put in, over ${period}`,
  /** The chart as a slider over its days: the arrow keys read a day's values (decision 0312). */
  chartDay: 'Day on the chart',
  chartLoading: 'Loading the chart…',
  chartFailed: 'The chart could not be loaded.',
  showTable: 'Show as table',
  hideTable: 'Hide table',
  tableCaption: (period: string) => `Value and money invested over ${period}, month by month`,
  date: 'Date',
  cashFlows: 'Cash flows',
  cashFlowsCaption: 'Money in (negative) and out (positive) of this investment',
  kind: 'Kind',
  amount: 'Amount',
  noFlows: 'No cash flows yet.',
  trades: 'Trades',
  noTrades: 'No trades yet.',
  tradesFailed: 'The trades could not be loaded.',
  actions: 'Actions',
  sipDueTitle: 'Your SIP instalment is due',
  sipDueText: (amount: string, date: string) =>
    `Review what ${amount} buys in this basket and confirm it (due ${date}).`,
  reviewSip: 'Review and confirm',
  stoplossTitle: 'Stop-loss breached',
  stoplossText: (value: string, trigger: string) =>
    `The value is ${value}, below your stop-loss at ${trigger}. Nothing has been sold: you decide.`,
  exitNow: 'Exit this investment',
} as const;

/** Spec §4's constants, in the order offered (types only from contract/investments/types.ts: its zod stays out of the app). */
export const REBALANCE_MODES: readonly RebalanceMode[] = ['RECOMMENDED_CHANGES', 'ADJUST_ALL_STOCK', 'BUY_ONLY'];

/** Rebalance modes in words (docs/investments.md, "Rebalance"; BUY_ONLY: decision 0297). */
export const REBALANCE_MODE_LABELS: Record<RebalanceMode, string> = {
  RECOMMENDED_CHANGES: 'Only the adviser’s changes',
  ADJUST_ALL_STOCK: 'Every stock back to its weight',
  BUY_ONLY: 'Buy only, with new money',
};
