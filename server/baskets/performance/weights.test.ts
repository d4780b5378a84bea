import { describe, expect, it } from 'vitest';
import type { Constituent } from './types';
import { toHundredths, weightTotal, wholeBasket } from './weight-units';
import { addStock, equalWeights, marketCapWeights, normaliseWeights, removeStock, setWeight } from './weights';

const basket = (weights: Record<string, number>): Constituent[] =>
  Object.entries(weights).map(([symbol, weight]) => ({ symbol, weight }));
const asRecord = (weights: Constituent[]) => Object.fromEntries(weights.map((w) => [w.symbol, w.weight]));

describe('weightTotal', () => {
  it('adds in hundredths, where floating point would miss 100', () => {
    expect(32.12 + 33.33 + 34.55).toBe(99.99999999999999);
    expect(weightTotal(basket({ A: 32.12, B: 33.33, C: 34.55 }))).toBe(100);
  });

  it('refuses a weight with more than two decimals or below 0', () => {
    expect(() => toHundredths(10.005)).toThrow('A weight is a percentage with at most two decimals, not 10.005');
    expect(() => toHundredths(-1)).toThrow(RangeError);
    expect(toHundredths(33.33)).toBe(3333);
    expect(toHundredths(0.07)).toBe(7); // 0.07 × 100 = 7.000000000000001
  });

  it('wholeBasket holds a basket to 100.00 with no stock at 0', () => {
    expect(wholeBasket(basket({ A: 60, B: 40 }))).toEqual([6000, 4000]);
    expect(() => wholeBasket(basket({ A: 60, B: 39.99 }))).toThrow('The weights sum to 99.99 %, not 100 %');
    expect(() => wholeBasket(basket({ A: 100, B: 0 }))).toThrow('B has no weight');
  });
});

// apportionHundredths's own table: contract/money/hundredths.test.ts

describe('weight edits', () => {
  it('equal weights', () => {
    expect(asRecord(equalWeights(['A', 'B', 'C']))).toEqual({ A: 33.34, B: 33.33, C: 33.33 });
    expect(equalWeights(['A'])).toEqual([{ symbol: 'A', weight: 100 }]);
    expect(() => equalWeights(['A', 'A'])).toThrow('A is in the basket twice');
  });

  it('market-cap weights', () => {
    const caps = [
      { symbol: 'A', marketCap: 500 },
      { symbol: 'B', marketCap: 300 },
      { symbol: 'C', marketCap: 200 },
    ];
    expect(asRecord(marketCapWeights(caps))).toEqual({ A: 50, B: 30, C: 20 });
    // 17,42,000, 10,42,000 and 16,000 crore of 28,00,000: 6221.43, 3721.43 and 57.14 hundredths. The floors
    // leave one hundredth, for the largest remainder: .43 and .43 tie, so the larger weight, RELIANCE.
    const big = [
      { symbol: 'RELIANCE', marketCap: 1_742_000 },
      { symbol: 'TCS', marketCap: 1_042_000 },
      { symbol: 'SMALL', marketCap: 16_000 },
    ];
    expect(asRecord(marketCapWeights(big))).toEqual({ RELIANCE: 62.22, TCS: 37.21, SMALL: 0.57 });
  });

  it('normalises any positive shares', () => {
    expect(asRecord(normaliseWeights(basket({ A: 3, B: 1 })))).toEqual({ A: 75, B: 25 });
    expect(() => normaliseWeights([])).toThrow('A basket needs at least one stock');
  });

  it('removing a stock grows the others in proportion', () => {
    expect(asRecord(removeStock(basket({ A: 50, B: 30, C: 20 }), 'A'))).toEqual({ B: 60, C: 40 });
    // 33.34 and 33.33 of 66.67: 5000.75 and 4999.25 hundredths → 50.01, 49.99.
    expect(asRecord(removeStock(equalWeights(['A', 'B', 'C']), 'C'))).toEqual({ A: 50.01, B: 49.99 });
    expect(() => removeStock(basket({ A: 100 }), 'A')).toThrow('A basket needs at least one stock');
    expect(() => removeStock(basket({ A: 100 }), 'Z')).toThrow('Z is not in the basket');
  });

  it('adding a stock shrinks the others in proportion', () => {
    expect(asRecord(addStock(basket({ A: 50, B: 30, C: 20 }), 'D', 10))).toEqual({ A: 45, B: 27, C: 18, D: 10 });
    expect(() => addStock(basket({ A: 100 }), 'A', 10)).toThrow('A is in the basket twice');
    expect(() => addStock(basket({ A: 100 }), 'B', 100)).toThrow("B's weight must be from 0.01 to 99.99 %, not 100");
    expect(() => addStock(basket({ A: 100 }), 'B', 10.005)).toThrow('at most two decimals');
  });

  it('setting a weight moves the others in proportion', () => {
    expect(asRecord(setWeight(basket({ A: 50, B: 30, C: 20 }), 'A', 60))).toEqual({ A: 60, B: 24, C: 16 });
    expect(asRecord(setWeight(basket({ A: 50, B: 50 }), 'B', 0.01))).toEqual({ A: 99.99, B: 0.01 });
    expect(setWeight(basket({ A: 100 }), 'A', 100)).toEqual([{ symbol: 'A', weight: 100 }]);
    expect(() => setWeight(basket({ A: 100 }), 'A', 50)).toThrow("A's weight must be 100 %, not 50");
    expect(() => setWeight(basket({ A: 50, B: 30, C: 20 }), 'A', 0)).toThrow('from 0.01 to 99.98 %, not 0');
    expect(() => setWeight(basket({ A: 50, B: 30, C: 20 }), 'A', -1)).toThrow('at most two decimals');
    expect(() => setWeight(basket({ A: 100 }), 'Z', 1)).toThrow('Z is not in the basket');
  });
});
