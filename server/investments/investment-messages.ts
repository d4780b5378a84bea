/** What the investment calls say (docs/investments.md). Exact: tests compare letter for letter. */
export const INVESTMENT = {
  notFound: 'You have no such investment.',
  closed: 'This investment is closed.',
  noPendingRebalance: 'This investment has no pending rebalance.',
  noSip: 'This investment has no SIP.',
  sipNotDue: (due: string) => `The next SIP instalment is due on ${due}.`,
  sipTooSmall: 'This SIP amount buys no whole share of any stock in the basket. Enter a larger amount.',
  nothingToRebalance: 'The holdings already match the new version: nothing to trade. The investment now follows it.',
  nothingToSell: 'This investment holds no shares to sell.',
  /** A second exit while the first still waits at the broker (a queued after-market exit; decision 0277). */
  exitWaiting: 'An exit of this investment is already waiting at your broker.',
  figuresImpossible:
    'This investment’s figures are out of range, so they cannot be shown. Please contact support to have it checked.',
} as const;
