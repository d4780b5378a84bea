/** What the investment calls say (docs/investments.md). Exact: tests compare letter for letter. */
export const INVESTMENT = {
  notFound: 'You have no such investment.',
  closed: 'This investment is closed.',
  noPendingRebalance: 'This investment has no pending rebalance.',
  noSip: 'This investment has no SIP.',
  sipNotDue: (due: string) => `The next SIP instalment is due on ${due}.`,
  sipTooSmall: 'This SIP amount buys no whole share of any stock in the basket. Enter a larger amount.',
  /** BUY_ONLY's new money buys no whole share (decision 0297). */
  buyOnlyTooSmall: (amount: string, cheapest: string) =>
    `${amount} buys no whole share of a stock below its weight. Enter a larger amount: the cheapest share of the new weights costs ${cheapest}.`,
  /** A retried buy-only accept whose key placed another amount: the review it came from was for that amount. */
  buyOnlyOtherAmount: (placed: string) =>
    `This review already placed a buy-only rebalance of ${placed}. Open the rebalance again to invest another amount.`,
  nothingToRebalance: 'The holdings already match the new version: nothing to trade. The investment now follows it.',
  nothingToSell: 'This investment holds no shares to sell.',
  /** A second exit while the first still waits at the broker (a queued after-market exit; decision 0277). */
  exitWaiting: 'An exit of this investment is already waiting at your broker.',
  figuresImpossible:
    'This investment’s figures are out of range, so they cannot be shown. Please contact support to have it checked.',
} as const;
