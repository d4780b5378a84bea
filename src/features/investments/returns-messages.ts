import type { ReturnsUnknownReason } from '#contract/investments/returns-types';
import type { TradeKind } from '#contract/trading/types';

/** The words of an investment's "Returns after costs" section (docs/investments.md, "Returns after costs"). */
export const returnsMessages = {
  title: 'Returns after costs',
  intro: (from: string, to: string) =>
    `From your first investment on ${from} to ${to}: what you made, what it cost you, and what the basket’s model made over the same dates.`,
  loading: 'Working out your returns after costs',
  failed: 'Your returns after costs could not be loaded',
  empty: 'Nothing has been invested yet, so there is no return to work out.',
  figures: 'Your return before and after costs, beside the basket’s model',
  before: 'Your return before costs',
  beforeHint: 'What this page shows above: your profit or loss on the money invested.',
  charges: 'Charges (brokerage and statutory)',
  chargesHint: (trades: number) =>
    `Estimated by the contract-note rule (STT, exchange and SEBI fees, stamp duty, GST) over ${trades} ${trades === 1 ? 'trade' : 'trades'}.`,
  fees: 'Subscription fees',
  feesHint: (subscriptions: number) =>
    subscriptions === 0
      ? 'No subscription to this basket was paid for while you held it.'
      : `Your share of ${subscriptions} ${subscriptions === 1 ? 'subscription' : 'subscriptions'}, with GST, for the days you held this investment.`,
  tax: 'Tax (estimated)',
  taxHint: (realised: string, exit: string) =>
    `${realised} on your sales so far, and an estimated ${exit} if you sold the rest today. Not tax advice.`,
  after: 'Your return after costs',
  afterHint: 'Your return before costs, less the charges, fees and tax above.',
  model: 'The basket’s model over the same dates',
  modelHint: (from: string, to: string) =>
    `The basket’s index from the close on ${from} to the close on ${to}: no costs, no tax.`,
  gapTitle: 'Tracking gap: your fills against the model’s prices',
  gapIntro:
    'For each trade that followed the model, what your fills cost against the same shares at the day’s closing prices the model uses. More means you paid more than the model.',
  noGapTrades: 'No buy, SIP or rebalance has filled yet.',
  gapTrade: (kind: string, date: string) => `${kind} on ${date}`,
  yourFills: 'Your fills cost',
  modelCost: 'At the model’s prices',
  gap: 'Gap',
  gapTotal: 'Total tracking gap',
  more: (amount: string, percent: string) => `${amount} more (${percent})`,
  less: (amount: string, percent: string) => `${amount} less (${percent})`,
  same: 'Same as the model',
  kinds: { buy: 'Buy', sip: 'SIP instalment', rebalance: 'Rebalance', repair: 'Repair', exit: 'Exit' } satisfies Record<
    TradeKind,
    string
  >,
  unknown: {
    no_cost_basis: 'Not known: some shares sold have no purchase here to give their cost.',
    nothing_invested: 'Not known: nothing was invested.',
    no_model_history: 'Not known: the basket’s model has no prices yet.',
    model_dates_outside_index: 'Not known: the model has no closing prices for these dates yet.',
    no_model_price: 'Not known yet: the day’s closing prices are not in.',
    part_unknown: 'Not known: a figure it needs is not known (see above).',
  } satisfies Record<ReturnsUnknownReason, string>,
} as const;
