import { describe, expect, it } from 'vitest';
import { quantitiesFromWeights } from './quantities';

const stock = (symbol: string, weight: number, price: number) => ({ symbol, weight, price });

describe('quantitiesFromWeights: hand-computed baskets', () => {
  it('floors each stock, then spends the leftover on the stock furthest below its weight that fits', () => {
    // A: 5,000 / 100 = 50 (short 0); B: 3,000 / 333 = 9 (₹2,997, short ₹3); C: 2,000 / 1,500 = 1 (short ₹500).
    // Leftover ₹503: C is furthest below but costs ₹1,500; B fits (₹333) → 10; ₹170 left buys nothing short.
    const q = quantitiesFromWeights(10_000, [stock('A', 50, 100), stock('B', 30, 333), stock('C', 20, 1_500)]);
    expect(q).toEqual({
      lines: [
        { symbol: 'A', quantity: 50, price: 100, value: 5_000 },
        { symbol: 'B', quantity: 10, price: 333, value: 3_330 },
        { symbol: 'C', quantity: 1, price: 1_500, value: 1_500 },
      ],
      total: 9_830,
      leftover: 170,
    });
  });

  it('prefers the stock furthest below its weight over a cheaper one', () => {
    // A: 400 / 150 = 2 (short ₹100); B: 350 / 100 = 3 (short ₹50); C: 250 / 60 = 4 (short ₹10). ₹160 left:
    // A is furthest below and fits → 3, ₹10 left.
    const q = quantitiesFromWeights(1_000, [stock('A', 40, 150), stock('B', 35, 100), stock('C', 25, 60)]);
    expect(q.lines.map((l) => l.quantity)).toEqual([3, 3, 4]);
    expect([q.total, q.leftover]).toEqual([990, 10]);
  });

  it('breaks a tie by the order of the stocks', () => {
    // Both ₹500 targets buy 1 share (short ₹200 each); ₹400 left buys one more of the first.
    const q = quantitiesFromWeights(1_000, [stock('A', 50, 300), stock('B', 50, 300)]);
    expect(q.lines.map((l) => l.quantity)).toEqual([2, 1]);
    expect(q.leftover).toBe(100);
  });

  it('skips a stock already at its weight even when cash is left', () => {
    // A: 500 / 100 = 5 exactly; B: 500 / 300 = 1 (short ₹200); ₹200 left: B does not fit, A is not short.
    const q = quantitiesFromWeights(1_000, [stock('A', 50, 100), stock('B', 50, 300)]);
    expect(q.lines.map((l) => l.quantity)).toEqual([5, 1]);
    expect(q.leftover).toBe(200);
  });

  it('buys nothing from an amount below every share, without an error', () => {
    const q = quantitiesFromWeights(100, [stock('A', 50, 500), stock('B', 50, 600)]);
    expect(q.lines.map((l) => l.quantity)).toEqual([0, 0]);
    expect([q.total, q.leftover]).toEqual([0, 100]);
  });

  it('works in paise: 0.07 % of ₹1,000 is exactly 10 shares at ₹0.07, with nothing left', () => {
    // In floating point 1,000 × 0.07 / 100 / 0.07 is 9.999999999999998; in paise it is 7,000 / 700 = 10.
    const q = quantitiesFromWeights(1_000, [stock('A', 0.07, 0.07), stock('B', 99.93, 99.93)]);
    expect(q.lines).toEqual([
      { symbol: 'A', quantity: 10, price: 0.07, value: 0.7 },
      { symbol: 'B', quantity: 10, price: 99.93, value: 999.3 },
    ]);
    expect([q.total, q.leftover]).toEqual([1_000, 0]);
  });

  it('rounds the amount and prices to the paisa', () => {
    // ₹999.996 is ₹1,000.00 and ₹100.004 is ₹100.00: 10 shares (unrounded, 9.9994 would buy 9).
    const q = quantitiesFromWeights(999.996, [stock('A', 100, 100.004)]);
    expect(q.lines[0]).toEqual({ symbol: 'A', quantity: 10, price: 100, value: 1_000 });
    expect(q.leftover).toBe(0);
  });
});

describe('quantitiesFromWeights: bad input is a RangeError that says what is wrong', () => {
  const basket = [stock('A', 60, 100), stock('B', 40, 200)];
  it.each([
    ['a zero amount', () => quantitiesFromWeights(0, basket), /amount/],
    ['a negative amount', () => quantitiesFromWeights(-500, basket), /amount/],
    ['NaN', () => quantitiesFromWeights(Number.NaN, basket), /amount/],
    ['an infinite amount', () => quantitiesFromWeights(Infinity, basket), /amount/],
    ['no stocks', () => quantitiesFromWeights(1_000, []), /at least one stock/],
    ['a zero price', () => quantitiesFromWeights(1_000, [stock('A', 60, 0), stock('B', 40, 200)]), /price of A/],
    ['a negative price', () => quantitiesFromWeights(1_000, [stock('A', 60, -1), stock('B', 40, 200)]), /price of A/],
    ['a zero weight', () => quantitiesFromWeights(1_000, [stock('A', 0, 100), stock('B', 100, 200)]), /weight of A/],
    ['three decimals', () => quantitiesFromWeights(1_000, [stock('A', 33.333, 1), stock('B', 66.667, 2)]), /weight/],
    ['weights under 100', () => quantitiesFromWeights(1_000, [stock('A', 60, 100), stock('B', 39.99, 2)]), /99.99 %/],
    ['weights over 100', () => quantitiesFromWeights(1_000, [stock('A', 60, 100), stock('B', 41, 2)]), /101 %/],
    ['a repeated symbol', () => quantitiesFromWeights(1_000, [stock('A', 50, 1), stock('A', 50, 2)]), /twice/],
    ['an empty symbol', () => quantitiesFromWeights(1_000, [stock(' ', 100, 1)]), /no symbol/],
  ])('%s', (_, call, message) => {
    expect(call).toThrow(RangeError);
    expect(call).toThrow(message);
  });
});
