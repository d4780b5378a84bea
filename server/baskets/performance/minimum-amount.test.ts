import { describe, expect, it } from 'vitest';
import { quantitiesFromWeights } from '../../trading/rules/quantities';
import { BasketDataError } from './basket-data-error';
import { minimumAmount } from './minimum-amount';
import type { Constituent } from './types';

const basket = (weights: Record<string, number>): Constituent[] =>
  Object.entries(weights).map(([symbol, weight]) => ({ symbol, weight }));
const prices = (entries: Record<string, number>) => new Map(Object.entries(entries));

const three = basket({ A: 33.34, B: 33.33, C: 33.33 });
const threePrices = prices({ A: 2500, B: 1000, C: 166.65 });

describe('minimumAmount', () => {
  it('is the largest price / weight, rounded up to the rupee', () => {
    // A: 2,500 / 0.3334 = 7,498.50 → ₹7,499 (7,499 × 33.34 % = ₹2,500.17; 7,498 would give ₹2,499.83).
    // B: 1,000 / 0.3333 = 3,000.30 → ₹3,001. C: 166.65 / 0.3333 = 500 exactly → ₹500.
    expect(minimumAmount(three, threePrices)).toEqual({
      amount: 7499,
      computed: 7499,
      limitingSymbol: 'A',
      fixed: null,
      source: 'computed',
    });
  });

  it('rounds up only what is not already whole, in exact arithmetic', () => {
    // 166.65 / 0.3333 in floating point is 500.00000000000006, which Math.ceil would make ₹501; in paise and
    // hundredths it is 16,665 × 100 / 3,333 = 500 exactly. D: 1 / 0.6667 = 1.4999 → ₹2.
    expect(minimumAmount(basket({ C: 33.33, D: 66.67 }), prices({ C: 166.65, D: 1 })).computed).toBe(500);
    // ₹2,500.05 at 33.33 %: 250,005 × 100 / 3,333 = 7,500.90 → ₹7,501.
    expect(minimumAmount(basket({ E: 33.33, F: 66.67 }), prices({ E: 2500.05, F: 1 })).computed).toBe(7501);
    // ₹1,000 at 10 %: 10,000 exactly, not 10,001.
    expect(minimumAmount(basket({ G: 10, H: 90 }), prices({ G: 1000, H: 1 })).computed).toBe(10_000);
  });

  it("the adviser's fixed minimum applies when it is at least the computed one", () => {
    expect(minimumAmount(three, threePrices, 25_000)).toMatchObject({ amount: 25_000, fixed: 25_000, source: 'fixed' });
    expect(minimumAmount(three, threePrices, 7499)).toMatchObject({ amount: 7499, source: 'fixed' });
    // Prices have risen past it: the computed amount applies, and the fixed one is still reported.
    expect(minimumAmount(three, threePrices, 5000)).toMatchObject({
      amount: 7499,
      computed: 7499,
      fixed: 5000,
      source: 'computed',
    });
    expect(minimumAmount(three, threePrices, 25_000.4)).toMatchObject({ amount: 25_001, fixed: 25_001 });
    expect(minimumAmount(three, threePrices, undefined).source).toBe('computed');
  });

  it('refuses what it cannot price', () => {
    expect(() => minimumAmount(three, prices({ A: 2500, B: 1000 }))).toThrow(BasketDataError);
    expect(() => minimumAmount(three, prices({ A: 2500, B: 1000 }))).toThrow('No price for C');
    expect(() => minimumAmount(three, prices({ A: 2500, B: 1000, C: 0 }))).toThrow(
      'The price of C must be from ₹0.01 to ₹100 crore, not 0',
    );
    expect(() => minimumAmount(three, threePrices, 0)).toThrow('A fixed minimum must be from ₹0.01');
    expect(() => minimumAmount(basket({ A: 50, B: 49.99 }), threePrices)).toThrow('The weights sum to 99.99 %');
  });
});

// What an order buys is the buy flow's rule (server/trading/rules/quantities.ts, with its own tables);
// here, that the minimum amount really buys one share of each there.
describe('the minimum amount in the buy flow', () => {
  const stocks = (weights: Constituent[], p: Map<string, number>) =>
    weights.map(({ symbol, weight }) => ({ symbol, weight, price: p.get(symbol)! }));

  it('buys one of each at the minimum amount', () => {
    // ₹7,499: A gets ₹2,500.17 (1 at ₹2,500), B ₹2,499.42 (2 at ₹1,000), C ₹2,499.42 (14 at ₹166.65); the
    // ₹665.90 left buys one more C (₹166.32 short of its weight), and ₹499.25 is left.
    const order = quantitiesFromWeights(7499, stocks(three, threePrices));
    expect(order.lines.map((l) => l.quantity)).toEqual([1, 2, 15]);
    expect(order.leftover).toBe(499.25);
    // The floating point trap above: ₹500 buys one C at ₹166.65.
    const trap = basket({ C: 33.33, D: 66.67 });
    expect(quantitiesFromWeights(500, stocks(trap, prices({ C: 166.65, D: 1 }))).lines[0]!.quantity).toBe(1);
  });

  it('rounds the amount to the paisa', () => {
    expect(quantitiesFromWeights(100.004, stocks(basket({ A: 100 }), prices({ A: 50.002 }))).leftover).toBe(0);
  });
});
