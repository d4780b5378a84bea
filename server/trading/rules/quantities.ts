import { allocate } from './allocate';
import { fromPaise, toPaise } from '#contract/money/paise';
import { WHOLE_HUNDREDTHS } from '#contract/money/hundredths';
import { checkedWeightHundredths, checkSymbols } from './weights';

export interface WeightedStock {
  symbol: string;
  /** Percent of the basket, two decimals at most; the stocks' weights sum to 100. */
  weight: number;
  /** The last price, rupees. */
  price: number;
}

export interface QuantityLine {
  symbol: string;
  quantity: number;
  price: number;
  /** quantity × price, rupees. */
  value: number;
}

export interface Quantities {
  lines: QuantityLine[];
  /** Σ value. */
  total: number;
  /** amount − total: never negative. */
  leftover: number;
}

/**
 * Whole shares of each stock for an amount (docs/trading-rules.md, "Quantities from weights"): first
 * ⌊amount × weight / 100 / price⌋ of each, then the leftover buys one more share of the stock furthest below
 * its target weight whose price still fits, until none does. Never spends more than the amount; the same
 * inputs give the same answer. Amounts and prices are rounded to the paisa.
 *
 * A RangeError (with what is wrong) for an amount or price that is not from ₹0.01 to ₹100 crore, no stocks, a
 * repeated symbol, a weight that is not above 0 with two decimals at most, or weights not summing to 100.00.
 * An amount too small for any share is not an error: every quantity is 0 and the leftover is the amount.
 */
export function quantitiesFromWeights(amount: number, stocks: readonly WeightedStock[]): Quantities {
  const amountPaise = toPaise(amount, 'The amount');
  if (stocks.length === 0) throw new RangeError('A basket needs at least one stock');
  checkSymbols(stocks.map((s) => s.symbol));
  const shares = stocks.map((s) => ({
    units: checkedWeightHundredths(s.weight, s.symbol),
    pricePaise: toPaise(s.price, `The price of ${s.symbol}`),
  }));
  const sum = shares.reduce((total, s) => total + s.units, 0);
  if (sum !== WHOLE_HUNDREDTHS) throw new RangeError(`The weights sum to ${sum / 100} %, not 100 %`);
  const { quantities, spentPaise, leftoverPaise } = allocate(amountPaise, shares);
  return {
    lines: stocks.map((s, i) => ({
      symbol: s.symbol,
      quantity: quantities[i]!,
      price: fromPaise(shares[i]!.pricePaise),
      value: fromPaise(quantities[i]! * shares[i]!.pricePaise),
    })),
    total: fromPaise(spentPaise),
    leftover: fromPaise(leftoverPaise),
  };
}
