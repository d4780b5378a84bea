/**
 * What the trading screens and calls say (docs/trading.md; docs/trading-rules.md, "Order window"). Exact: tests compare
 * letter for letter.
 */
export const TRADING = {
  /** Spec §8: an order outside 9:15 AM–3:25 PM IST on a trading day. */
  outsideWindow: 'Orders can be placed between 9:15 AM and 3:25 PM on trading days',
  /** Appended to outsideWindow with the next session's opening, e.g. 'Monday 23 Nov, 9:15 AM'. */
  nextWindow: (when: string) => `The next window opens ${when}.`,
  /**
   * Beside outsideWindow when that day or the next session is a special one (Muhurat trading, a weekend Budget day),
   * whose hours the spec's sentence does not state: 'Sunday 8 Nov is Muhurat trading (Samvat 2083): orders can be
   * placed between 6:00 PM and 6:55 PM.'
   */
  specialSession: (day: string, name: string, from: string, to: string) =>
    `${day} is ${name}: orders can be placed between ${from} and ${to}.`,
  belowMinimum: (minimum: string) => `The minimum amount for this basket is ${minimum}.`,
  tooSmall: 'This amount buys no whole share of any stock in the basket. Enter a larger amount.',
  insufficientFunds: (needed: string, available: string) =>
    `Your broker account has ${available} available; this order needs ${needed} including margin and charges.`,
  noBroker: 'Connect a broker to invest.',
  brokerNotConnected: 'This broker is not connected.',
  duplicateInvestment: 'You already hold this basket through this broker.',
  /** An after-market order asked for outside the broker's AMO hours (docs/trading.md, "After-market orders"). */
  amoClosed:
    'After-market orders are accepted from 4:00 PM to 8:58 AM on trading days, and all day on weekends and holidays.',
  /** An after-market order is only for a closed window: during it, the order is placed as usual. */
  amoWhileOpen: 'The market is open: place the order as usual.',
  /** A queued after-market order's status, e.g. 'Monday 23 Nov, 9:15 AM'. */
  queuedForOpen: (when: string) => `Queued at the broker for the open on ${when}.`,
  /** A line the broker never received: the session there ended while the trade was being placed (decision 0286). */
  notPlacedSessionEnded: 'Not placed: your session at the broker ended before this order reached it.',
  notPlacedTooLate:
    'Not placed: this order could not reach your broker in time. Buy again at today’s prices if you still want it.',
} as const;

/** The broker connection screens (settings/brokers/, /loginerror/). */
export const BROKER_LINK = {
  connected: (name: string) => `${name} is connected.`,
  disconnected: (name: string) => `${name} is disconnected.`,
  signInFailed: 'We could not sign you in at your broker.',
  cancelled: 'You cancelled the sign-in at your broker.',
  expired: 'The sign-in at your broker took too long. Try again.',
  popupBlocked: 'Your browser blocked the broker window. Allow pop-ups for this site, or continue in this tab.',
} as const;

/**
 * What updateorder/ answers when a change of an open line is refused before the broker is asked (docs/trading.md,
 * "Changing an order"); the app's Modify dialog checks the same rules with the same words.
 */
export const ORDER_CHANGE = {
  nothingToChange: 'Send a new quantity, order type or limit price.',
  limitNeedsPrice: 'A limit order needs a limit price.',
  enterLimitPrice: 'Enter a limit price.',
  quantityNotAboveFilled: 'The new quantity must be more than the shares already bought.',
} as const;
