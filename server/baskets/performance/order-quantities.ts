import { floorDiv, fromPaise, toPaise } from './money-units';
import { pricePaise } from './minimum-amount';
import type { Constituent } from './types';
import { WHOLE, wholeBasket } from './weight-units';

export interface OrderLine {
  symbol: string;
  weight: number;
  /** The last price used, rupees. */
  price: number;
  /** Whole shares: ⌊amount × weight / price⌋. */
  quantity: number;
  /** quantity × price, rupees. */
  cost: number;
}

export interface OrderQuantities {
  lines: OrderLine[];
  /** Σ cost, rupees. */
  invested: number;
  /** amount − invested, rupees: what whole shares leave over. It is not spent on extra shares. */
  leftover: number;
}

/**
 * Whole shares of each stock for an amount, at the basket's weights and last prices: each stock gets
 * amount × weight, which buys ⌊that / price⌋ shares (rounded down: an order never spends more than the
 * amount). Worked in paise and hundredths of a percent, so the minimum amount always buys a share of each.
 * The amount is rupees, rounded to the paisa.
 */
export function orderQuantities(
  amount: number,
  constituents: readonly Constituent[],
  prices: ReadonlyMap<string, number>,
): OrderQuantities {
  const hundredths = wholeBasket(constituents);
  const amountPaise = toPaise(amount, 'An amount');
  let investedPaise = 0;
  const lines = constituents.map(({ symbol, weight }, i) => {
    const price = pricePaise(symbol, prices);
    const quantity = floorDiv(amountPaise * hundredths[i]!, WHOLE * price);
    investedPaise += quantity * price;
    return { symbol, weight, price: fromPaise(price), quantity, cost: fromPaise(quantity * price) };
  });
  return { lines, invested: fromPaise(investedPaise), leftover: fromPaise(amountPaise - investedPaise) };
}
