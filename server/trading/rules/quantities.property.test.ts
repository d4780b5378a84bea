import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quantitiesFromWeights } from './quantities';

/** 1–12 stocks priced ₹0.05 to ₹1,00,000, weights in hundredths that sum to exactly 100.00 %. */
const basket = fc.integer({ min: 1, max: 12 }).chain((n) =>
  fc
    .tuple(
      fc.uniqueArray(fc.integer({ min: 1, max: 9_999 }), { minLength: n - 1, maxLength: n - 1 }),
      fc.array(fc.integer({ min: 5, max: 10_000_000 }), { minLength: n, maxLength: n }),
    )
    .map(([cuts, prices]) => {
      const edges = [0, ...cuts.sort((a, b) => a - b), 10_000];
      return prices.map((paise, i) => ({ symbol: `S${i}`, hundredths: edges[i + 1]! - edges[i]!, paise }));
    }),
);
/** ₹0.01 to ₹1 crore. */
const amountPaise = fc.integer({ min: 1, max: 1_000_000_000 });
const call = (paise: number, stocks: { symbol: string; hundredths: number; paise: number }[]) =>
  quantitiesFromWeights(
    paise / 100,
    stocks.map((s) => ({ symbol: s.symbol, weight: s.hundredths / 100, price: s.paise / 100 })),
  );
const inPaise = (rupees: number) => Math.round(rupees * 100);

describe('quantitiesFromWeights, whatever the amount, prices and weights', () => {
  it('never spends more than the amount, never goes negative, and accounts for every paisa', () => {
    fc.assert(
      fc.property(amountPaise, basket, (paise, stocks) => {
        const q = call(paise, stocks);
        let spent = 0;
        q.lines.forEach((line, i) => {
          expect(Number.isInteger(line.quantity)).toBe(true);
          expect(line.quantity).toBeGreaterThanOrEqual(0);
          expect(inPaise(line.value)).toBe(line.quantity * stocks[i]!.paise);
          spent += line.quantity * stocks[i]!.paise;
        });
        expect(inPaise(q.total)).toBe(spent);
        expect(spent).toBeLessThanOrEqual(paise);
        expect(q.leftover).toBeGreaterThanOrEqual(0);
        expect(inPaise(q.leftover)).toBe(paise - spent);
      }),
    );
  });

  it('buys the floor of each target and at most one share more (checked in BigInt)', () => {
    fc.assert(
      fc.property(amountPaise, basket, (paise, stocks) => {
        const q = call(paise, stocks);
        stocks.forEach((s, i) => {
          const floor = Number((BigInt(paise) * BigInt(s.hundredths)) / (10_000n * BigInt(s.paise)));
          expect(q.lines[i]!.quantity - floor).toBeOneOf([0, 1]);
        });
      }),
    );
  });

  it('stops only when every stock still short of its weight costs more than the leftover', () => {
    fc.assert(
      fc.property(amountPaise, basket, (paise, stocks) => {
        const q = call(paise, stocks);
        const left = inPaise(q.leftover);
        stocks.forEach((s, i) => {
          // short of target: quantity × price × 100 % < amount × weight
          const short = q.lines[i]!.quantity * s.paise * 10_000 < paise * s.hundredths;
          if (short) expect(s.paise).toBeGreaterThan(left);
        });
      }),
    );
  });

  it('buys at least one share of each stock from the minimum amount, max ⌈price × 100 / weight⌉', () => {
    fc.assert(
      fc.property(basket, (stocks) => {
        const minimum = Math.max(...stocks.map((s) => Math.ceil((s.paise * 10_000) / s.hundredths)));
        if (minimum > 1_000_000_000) return;
        for (const line of call(minimum, stocks).lines) expect(line.quantity).toBeGreaterThanOrEqual(1);
      }),
    );
  });

  it('gives the same answer for the same inputs', () => {
    fc.assert(
      fc.property(amountPaise, basket, (paise, stocks) => {
        expect(call(paise, stocks)).toEqual(call(paise, structuredClone(stocks)));
      }),
    );
  });
});
