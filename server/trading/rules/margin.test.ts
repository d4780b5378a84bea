import { describe, expect, it } from 'vitest';
import { MARGIN_CROSSOVER, marketOrderMargin, tradeMargin } from './margin';

describe('marketOrderMargin: 2 % of the order value or ₹5,000, whichever is lower', () => {
  it.each([
    // order value → margin (hand-computed)
    [0, 0],
    [0.01, 0], // 0.02 paise rounds to nothing
    [0.25, 0.01], // half a paisa rounds up
    [100, 2],
    [1_234.56, 24.69], // 24.6912
    [10_000, 200],
    [99_999.99, 2_000],
    [1_00_000, 2_000],
    [2_49_999.99, 5_000], // 4,999.9998 rounds to the paisa
    [2_49_999.5, 4_999.99],
    [2_49_000, 4_980],
    [2_50_000, 5_000], // the crossover: both rules give ₹5,000
    [2_50_000.01, 5_000],
    [2_51_000, 5_000],
    [10_00_000, 5_000],
    [1_00_00_00_000, 5_000],
  ])('₹%d → ₹%d', (value, margin) => {
    expect(marketOrderMargin(value)).toBe(margin);
  });

  it('crosses over at ₹2,50,000', () => {
    expect(MARGIN_CROSSOVER).toBe(250_000);
    expect(marketOrderMargin(MARGIN_CROSSOVER - 50)).toBe(4_999);
    expect(marketOrderMargin(MARGIN_CROSSOVER + 50)).toBe(5_000);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY, 2e9])('refuses %d', (value) => {
    expect(() => marketOrderMargin(value)).toThrow(RangeError);
  });
});

describe('tradeMargin', () => {
  it('asks margin of market orders only', () => {
    expect(tradeMargin('MARKET', 1_00_000)).toBe(2_000);
    expect(tradeMargin('MARKET', 5_00_000)).toBe(5_000);
    expect(tradeMargin('LIMIT', 1_00_000)).toBe(0);
    expect(tradeMargin('LIMIT', 5_00_000)).toBe(0);
  });

  it('refuses a bad value whatever the order type', () => {
    expect(() => tradeMargin('LIMIT', -5)).toThrow(RangeError);
  });
});
