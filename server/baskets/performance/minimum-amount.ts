import { BasketDataError } from './basket-data-error';
import { ceilDiv, toPaise } from '#contract/money/paise';
import type { Constituent } from './types';
import { wholeBasket } from './weight-units';

export interface MinimumAmount {
  /** Whole rupees: what the basket page shows and the least an order may invest. */
  amount: number;
  /** The least amount that buys one whole share of every stock at its weight at these prices. */
  computed: number;
  /** The stock that sets `computed` (the largest price / weight; the first on a tie). */
  limitingSymbol: string;
  /** The adviser's fixed minimum, whole rupees, when there is one. */
  fixed: number | null;
  /** `fixed` when it is at least `computed`; otherwise `computed`, since less would leave a stock unbought. */
  source: 'computed' | 'fixed';
}

/**
 * The minimum amount (docs/basket-performance.md): max over stocks of price / weight, rounded up to the
 * rupee, so that amount × weight buys at least one share of each. Worked in paise and hundredths of a percent:
 * A rupees give stock i A × h_i / 100 paise, at least its price P_i when A ≥ 100 × P_i / h_i.
 *
 * `fixedMinimumAmount` (rupees, rounded up to the rupee) replaces the computed amount when it is at least
 * that: an adviser may ask for more, never for an amount that cannot buy the basket. Prices move, so a fixed
 * minimum can fall below the computed one; then the computed one applies until prices come back.
 */
export function minimumAmount(
  constituents: readonly Constituent[],
  prices: ReadonlyMap<string, number>,
  fixedMinimumAmount?: number | null,
): MinimumAmount {
  const hundredths = wholeBasket(constituents);
  let computed = 0;
  let limitingSymbol = '';
  constituents.forEach(({ symbol }, i) => {
    const needed = ceilDiv(100 * pricePaise(symbol, prices), hundredths[i]!);
    if (needed > computed) [computed, limitingSymbol] = [needed, symbol];
  });
  const fixed = fixedMinimumAmount == null ? null : Math.ceil(toPaise(fixedMinimumAmount, 'A fixed minimum') / 100);
  const source = fixed !== null && fixed >= computed ? 'fixed' : 'computed';
  return { amount: source === 'fixed' ? fixed! : computed, computed, limitingSymbol, fixed, source };
}

/** A stock's last price in paise; a BasketDataError when there is none. */
export function pricePaise(symbol: string, prices: ReadonlyMap<string, number>): number {
  const price = prices.get(symbol);
  if (price === undefined) throw new BasketDataError(`No price for ${symbol}`);
  return toPaise(price, `The price of ${symbol}`);
}
