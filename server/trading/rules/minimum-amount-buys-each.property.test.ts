import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quantitiesFromWeights } from './quantities';
import { minimumAmount } from '../../baskets/performance/minimum-amount';

/** 1–12 stocks priced ₹0.05 to ₹1,00,000 with weights that sum to 100.00. */
const basket = fc.integer({ min: 1, max: 12 }).chain((n) =>
  fc
    .tuple(
      fc.uniqueArray(fc.integer({ min: 1, max: 9_999 }), { minLength: n - 1, maxLength: n - 1 }),
      fc.array(fc.integer({ min: 5, max: 10_000_000 }), { minLength: n, maxLength: n }),
    )
    .map(([cuts, prices]) => {
      const edges = [0, ...cuts.sort((a, b) => a - b), 10_000];
      return prices.map((p, i) => ({ symbol: `S${i}`, weight: (edges[i + 1]! - edges[i]!) / 100, price: p / 100 }));
    }),
);

describe('the basket page’s minimum amount and the buy flow’s quantities agree', () => {
  it('the minimum amount buys at least one share of every stock', () => {
    fc.assert(
      fc.property(basket, (stocks) => {
        const { amount } = minimumAmount(stocks, new Map(stocks.map((s) => [s.symbol, s.price])));
        if (amount > 1_000_000_000) return;
        for (const line of quantitiesFromWeights(amount, stocks).lines) expect(line.quantity).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});
