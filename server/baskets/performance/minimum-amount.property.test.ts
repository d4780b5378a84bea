import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minimumAmount } from './minimum-amount';
import { apportionHundredths, WHOLE_HUNDREDTHS as WHOLE } from '#contract/money/hundredths';
import { MAX_RUPEES } from '#contract/money/paise';
import { quantitiesFromWeights } from '../../trading/rules/quantities';

/** A basket of 1–15 stocks: prices ₹0.05 to ₹1,00,000 in 5-paise ticks, weights that sum to 100.00. */
const basket = fc
  .array(fc.record({ ticks: fc.integer({ min: 1, max: 2_000_000 }), share: fc.integer({ min: 1, max: 1000 }) }), {
    minLength: 1,
    maxLength: 15,
  })
  .map((stocks) => {
    const hundredths = apportionHundredths(stocks.map((s) => s.share));
    return stocks.map((s, i) => ({ symbol: `S${i}`, paise: s.ticks * 5, hundredths: hundredths[i]! }));
  });
const inputs = (stocks: { symbol: string; paise: number; hundredths: number }[]) => ({
  constituents: stocks.map((s) => ({ symbol: s.symbol, weight: s.hundredths / 100 })),
  prices: new Map(stocks.map((s) => [s.symbol, s.paise / 100])),
});

describe('minimum amount and quantities, whatever the prices and weights', () => {
  it('equals max ⌈price / weight⌉ worked out in BigInt', () => {
    fc.assert(
      fc.property(basket, (stocks) => {
        const { constituents, prices } = inputs(stocks);
        // ⌈100 × paise / hundredths⌉ rupees, with BigInt division as the independent check.
        const expected = stocks.reduce((most, s) => {
          const [a, b] = [BigInt(100 * s.paise), BigInt(s.hundredths)];
          const needed = Number(a / b + (a % b === 0n ? 0n : 1n));
          return Math.max(most, needed);
        }, 0);
        expect(minimumAmount(constituents, prices).computed).toBe(expected);
      }),
    );
  });

  it('is exactly A when one stock costs exactly A × its weight (no rounding up of a whole amount)', () => {
    fc.assert(
      fc.property(basket, fc.integer({ min: 1, max: 10_000 }), (stocks, hundreds) => {
        // A = ₹100 × k; the first stock costs A × its weight (k × hundredths paise), the others no more.
        const amount = 100 * hundreds;
        const priced = stocks.map((s, i) => {
          const exact = hundreds * s.hundredths; // A × weight in paise
          return { ...s, paise: i === 0 ? exact : Math.max(1, Math.min(s.paise, exact)) };
        });
        const { constituents, prices } = inputs(priced);
        expect(minimumAmount(constituents, prices).computed).toBe(amount);
      }),
    );
  });

  it('buys at least one share of every stock in the buy flow, and a rupee less leaves one unbought by its weight', () => {
    fc.assert(
      fc.property(basket, fc.nat({ max: 1_000_000 }), (stocks, extra) => {
        const { constituents, prices } = inputs(stocks);
        const { computed } = minimumAmount(constituents, prices);
        const lines = constituents.map(({ symbol, weight }) => ({ symbol, weight, price: prices.get(symbol)! }));
        const at = (amount: number) => quantitiesFromWeights(amount, lines).lines.map((l) => l.quantity);
        expect(Math.min(...at(computed))).toBeGreaterThanOrEqual(1);
        // More than the minimum, within the most an amount may be (₹100 crore: a ₹1,00,000 share at
        // 0.01 % already needs all of it).
        expect(Math.min(...at(Math.min(computed + extra, MAX_RUPEES)))).toBeGreaterThanOrEqual(1);
        // A rupee less: some stock's share, ⌊amount × weight / price⌋ in BigInt, is no whole share (the buy flow
        // may still buy it from what the others leave over).
        const floors = (rupees: number) =>
          stocks.map((s) => (BigInt(rupees * 100) * BigInt(s.hundredths)) / (BigInt(WHOLE) * BigInt(s.paise)));
        if (computed > 1) expect(floors(computed - 1).some((q) => q === 0n)).toBe(true);
      }),
    );
  });
});
