import type { OrderSide } from '#contract/trading/types';
import { wholeShares } from '#contract/money/paise';

/** Spec §4, exact: a sell of the whole holding. */
export const FULL_SELL = 'full sell';
/** Spec §4, exact: a line that trades nothing. */
export const NO_CHANGE = 'no change';
/** Spec §4, exact: a sell that leaves some shares. */
export const PARTIAL_SELL = 'partial sell';
/** A buy of a stock not held before (decision 0102). */
export const BUY = 'buy';
/** A buy of more of a stock already held (decision 0102). */
export const ADD = 'add';

export const ACTION_TAGS = [FULL_SELL, NO_CHANGE, PARTIAL_SELL, BUY, ADD] as const;
export type ActionTag = (typeof ACTION_TAGS)[number];

export interface TaggedLine {
  /** BUY, SELL, or null for a line that trades nothing. */
  side: OrderSide | null;
  /** The holding after the rebalance. */
  totalShareQty: number;
  /** The shares this line trades. */
  newShareQty: number;
}

/**
 * A rebalance line's action tag (docs/trading-rules.md, "Action tags"). A buy is 'buy' when nothing was held
 * before (totalShareQty = newShareQty) and 'add' otherwise, so a buy is never called a sell. Every other line
 * follows docs/trading-rules.md ("Action tags") in its order: 'full sell' when the total is 0; 'no change' when the new
 * quantity is 0; 'partial sell' otherwise.
 *
 * A RangeError for quantities that are not whole and ≥ 0, or that contradict the side: a BUY or SELL of 0
 * shares, a line with no side that trades shares, a buy whose total is less than what it buys.
 */
export function actionTag({ side, totalShareQty, newShareQty }: TaggedLine): ActionTag {
  wholeShares(totalShareQty, 'totalShareQty');
  wholeShares(newShareQty, 'newShareQty');
  if (side !== null && newShareQty === 0) throw new RangeError(`A ${side} line trades at least one share`);
  if (side === null && newShareQty !== 0) throw new RangeError('A line that trades shares has a side');
  if (side === 'BUY') {
    if (totalShareQty < newShareQty) throw new RangeError('A buy leaves at least the shares it buys');
    return totalShareQty === newShareQty ? BUY : ADD;
  }
  if (totalShareQty === 0) return FULL_SELL;
  if (newShareQty === 0) return NO_CHANGE;
  return PARTIAL_SELL;
}
