/**
 * A SIP instalment's allocation (docs/investments.md, "SIP"; decision 0301): the instalment buys whole shares of
 * the stocks furthest below their weights first, as a buy-only rebalance does, and sells nothing. Zod-free, so the
 * app takes its words and reasons (the confirm's schema: sip-requests.ts).
 */

/**
 * Why a stock is or is not bought: bought as the largest shortfall of those bought, or as short of its weight of
 * holdings + instalment; not bought as short of nothing, or as still short with one share dearer than what is left.
 */
export const SIP_REASONS = [
  'most underweight',
  'underweight',
  'at or above target: not bought',
  'one share costs more than what is left',
  'less than half a share short: not bought',
] as const;
export type SipReason = (typeof SIP_REASONS)[number];

/** One stock of the instalment: the version's, and any held outside it (target 0, never bought). */
export interface SipStockLine {
  symbol: string;
  name: string;
  /** Weights, percent: the version's, of the shares held now, and of the shares held after the instalment. */
  target: number;
  weight_now: number;
  weight_after: number;
  /** Whole shares the instalment buys (0: none), at `price`, for `amount`, rupees. */
  shares: number;
  price: number;
  amount: number;
  /** Rupees below its target of what is held plus the instalment (below 0: over it); the largest is bought first. */
  short_by: number;
  reason: SipReason;
}

/** GET sip/preview/?investment=: what the instalment buys at last prices; sip/confirm/ places exactly this. */
export interface SipPreviewBody {
  investment: string;
  /** The instalment, rupees. */
  amount: number;
  /** When it is due (YYYY-MM-DD), and whether that is today or passed (market clock): only then is it confirmed. */
  next_due: string;
  due: boolean;
  /** Most short first. */
  stocks: SipStockLine[];
  /**
   * What the shares cost (at most the amount), and what is not spent: less than one share of each stock at least
   * half a share short.
   */
  spent: number;
  leftover: number;
  /** ½ Σ |weight − target|, percent, before and after the instalment. */
  drift_before: number;
  drift_after: number;
}

/** What sip/preview/ and sip/confirm/ refuse with, beside the investment calls' words. */
export const SIP_ALLOCATION_MESSAGES = {
  /** A stock of the version or held has no last price: nothing can be worked out. */
  noPrice: (symbol: string) => `There is no last price for ${symbol} now, so the instalment cannot be worked out.`,
  /** The instalment is less than one share of every stock still short: nothing is bought, nothing placed. */
  nothingBought: (amount: string) =>
    `${amount} is less than one share of each stock your investment is short of, so this instalment buys nothing. Enter a larger SIP amount.`,
  /** The SIP's amount changed since the preview (or the key placed another amount). */
  otherAmount: (now: string) => `Your SIP instalment is now ${now}. Review what it buys again before you confirm.`,
} as const;
