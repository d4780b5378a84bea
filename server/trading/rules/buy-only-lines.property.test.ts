import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SYMBOLS, subset, weightsOver } from '../testing/weight-arbitraries';
import { buyOnlyLines, type BuyOnlyInput } from './buy-only-lines';

/**
 * Holdings of any stocks (some outside the new version), prices from ₹0.05 to ₹50,000 and new money from ₹1 to
 * ₹10 crore: at most 8 × 2,000 × ₹50,000 + ₹10 crore, below the ₹100 crore an investment may be worth.
 */
const input: fc.Arbitrary<BuyOnlyInput> = fc
  .record({
    heldSymbols: fc.subarray(SYMBOLS),
    toSymbols: subset,
    quantities: fc.array(fc.integer({ min: 0, max: 2_000 }), { minLength: 8, maxLength: 8 }),
    pricePaise: fc.array(fc.integer({ min: 5, max: 5_000_000 }), { minLength: 8, maxLength: 8 }),
    amountPaise: fc.oneof(fc.integer({ min: 100, max: 1_000_000 }), fc.integer({ min: 100, max: 10_000_000_000 })),
  })
  .chain((r) =>
    weightsOver(r.toSymbols).map((toWeights) => ({
      holdings: r.heldSymbols.map((s) => ({ symbol: s, quantity: r.quantities[SYMBOLS.indexOf(s)]! })),
      prices: Object.fromEntries(SYMBOLS.map((s, i) => [s, r.pricePaise[i]! / 100])),
      amount: r.amountPaise / 100,
      toWeights,
    })),
  );
const paise = (rupees: number) => Math.round(rupees * 100);

describe('buyOnlyLines, whatever the holdings, weights, prices and amount', () => {
  it('never sells', () => {
    fc.assert(
      fc.property(input, (i) => {
        for (const line of buyOnlyLines(i).lines) {
          const before = i.holdings.find((h) => h.symbol === line.symbol)?.quantity ?? 0;
          expect(line.side).not.toBe('SELL');
          expect(line.totalShareQty).toBe(before + line.newShareQty);
          expect(line.tag).toBe(line.side === null ? 'no change' : before === 0 ? 'buy' : 'add');
        }
      }),
    );
  });

  it('never spends more than the money given, and adds up', () => {
    fc.assert(
      fc.property(input, (i) => {
        const plan = buyOnlyLines(i);
        const cost = plan.lines.reduce((t, l) => t + paise(l.price) * l.newShareQty, 0);
        expect(paise(plan.buys)).toBe(cost);
        expect(cost).toBeLessThanOrEqual(paise(i.amount));
        expect(paise(plan.leftover)).toBe(paise(i.amount) - cost);
      }),
    );
  });

  it('never lets the drift grow', () => {
    fc.assert(
      fc.property(input, (i) => {
        const plan = buyOnlyLines(i);
        expect(plan.drift_after.total).toBeLessThanOrEqual(plan.drift_before.total);
      }),
    );
  });

  it('asks, when no stock outside the weights is held, for the least whole rupees that lift every stock to its weight', () => {
    fc.assert(
      fc.property(input, (i) => {
        const plan = buyOnlyLines(i);
        const held = plan.lines.filter((l) => l.totalShareQty > 0);
        if (held.some((l) => !(l.symbol in i.toWeights))) {
          expect(plan.to_target).toBeNull();
          return;
        }
        const after = held.reduce((t, l) => t + paise(l.price) * l.totalShareQty, 0);
        const fitsWith = (extra: number) =>
          held.every(
            (l) =>
              10_000 * paise(l.price) * l.totalShareQty <= Math.round(i.toWeights[l.symbol]! * 100) * (after + extra),
          );
        const more = paise(plan.to_target!);
        expect(more % 100).toBe(0);
        expect(fitsWith(more)).toBe(true);
        if (more > 0) expect(fitsWith(more - 100)).toBe(false);
      }),
    );
  });
});
