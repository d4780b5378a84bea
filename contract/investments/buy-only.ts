/**
 * The buy-only rebalance's shapes, limits and words (decision 0297): zod-free, so the app's amount field checks
 * what the server's schema checks, with the same messages.
 */

/** New money, rupees: as a basket buy's amount, from ₹1 to ₹10 crore, to the paisa. */
export const BUY_ONLY_LIMITS = { minAmount: 1, maxAmount: 100_000_000 } as const;

export const BUY_ONLY_MESSAGES = {
  badAmount: 'Enter the new money to invest: from ₹1 to ₹10,00,00,000, to the paisa.',
  amountNeeded: 'A buy-only rebalance needs the new money to invest.',
  amountOnlyBuyOnly: 'Only a buy-only rebalance takes an amount.',
} as const;

/** The amount's problem, or undefined when it is one BUY_ONLY takes. */
export function buyOnlyAmountProblem(amount: number): string | undefined {
  const paise = Math.round(amount * 100);
  const fine =
    Number.isFinite(amount) &&
    amount >= BUY_ONLY_LIMITS.minAmount &&
    amount <= BUY_ONLY_LIMITS.maxAmount &&
    Math.abs(amount * 100 - paise) < 1e-6;
  return fine ? undefined : BUY_ONLY_MESSAGES.badAmount;
}

/** The depository (DP) charge of a rebalance's sells: once a day per stock sold, whatever the quantity. */
export interface DpCharges {
  /** The charge per stock sold, GST included, rupees. */
  per_stock: number;
  stocks_sold: number;
  total: number;
}

/** One stock's weight after a buy-only rebalance against its target, percent. */
export interface StockDrift {
  symbol: string;
  weight: number;
  target: number;
  /** weight − target: below 0 short of its weight, above 0 over it. */
  drift: number;
}

/** What BUY_ONLY's new money does (docs/trading-rules.md, "Buy-only rebalance"). */
export interface BuyOnlyFigures {
  /** The new money. */
  amount: number;
  /** What the buys cost (at most the amount; charges come on top, as for a basket buy). */
  spent: number;
  /** amount − spent: left with the investor. */
  leftover: number;
  /** ½ Σ |weight − target| over the stocks, percent, before and after the buys. */
  drift_before: number;
  drift_after: number;
  /** Each stock after the buys. */
  stocks: StockDrift[];
  /** The money still needed, without selling, to reach the target weights; null when only a sale can (a stock held outside them). */
  to_target: number | null;
}
