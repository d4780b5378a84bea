import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../market/ist';
import { matchLots, type Fill } from './fifo-lots';
import { yearTax } from './year-tax';

/** Up to 30 fills of one symbol in two accounts, a day apart from 2025-04-01, ₹0.05 to ₹10,000 a share. */
const fills = fc
  .array(
    fc.record({
      account: fc.constantFrom(1, 2),
      side: fc.constantFrom('BUY' as const, 'SELL' as const),
      quantity: fc.integer({ min: 1, max: 500 }),
      pricePaise: fc.integer({ min: 5, max: 1_000_000 }),
      gap: fc.integer({ min: 0, max: 200 }),
    }),
    { maxLength: 30 },
  )
  .map((xs) => {
    let date = '2025-04-01';
    return xs.map(({ gap, ...x }, i): Fill => {
      date = addDays(date, gap);
      return { ...x, symbol: 'INFY', date, ref: `t${i}` };
    });
  });

describe('matchLots, whatever the fills', () => {
  it('accounts for every share and every paisa, oldest lots first', () => {
    fc.assert(
      fc.property(fills, (fs) => {
        const { sales, open } = matchLots(fs);
        for (const account of [1, 2]) {
          const mine = fs.filter((f) => f.account === account);
          const bought = mine.filter((f) => f.side === 'BUY');
          const boughtShares = bought.reduce((s, f) => s + f.quantity, 0);
          const boughtCost = bought.reduce((s, f) => s + f.quantity * f.pricePaise, 0);
          const mySales = sales.filter((s) => s.account === account);
          const pieces = mySales.flatMap((s) => s.pieces);
          const lots = open.filter((l) => l.account === account);
          expect(pieces.reduce((s, p) => s + p.quantity, 0) + lots.reduce((s, l) => s + l.quantity, 0)).toBe(
            boughtShares,
          );
          expect(
            pieces.reduce((s, p) => s + p.costPaise, 0) + lots.reduce((s, l) => s + l.quantity * l.pricePaise, 0),
          ).toBe(boughtCost);
          // FIFO: the purchase dates consumed never go back in time, and open lots are the newest.
          const dates = [...pieces.map((p) => p.boughtOn), ...lots.map((l) => l.boughtOn)];
          expect(dates).toEqual([...dates].sort());
          // Each sale matches as many shares as the account held then; only the rest is unmatched.
          let held = 0;
          let n = 0;
          for (const f of mine) {
            if (f.side === 'BUY') held += f.quantity;
            else {
              const s = mySales[n++]!;
              const matched = s.pieces.reduce((q, p) => q + p.quantity, 0);
              expect(matched).toBe(Math.min(held, f.quantity));
              expect(matched + s.unmatchedQuantity).toBe(s.quantity);
              for (const p of s.pieces) expect(p.proceedsPaise - p.costPaise).toBe(p.gainPaise);
              held -= matched;
            }
          }
        }
      }),
    );
  });
});

describe('yearTax, whatever the gains and losses of a year', () => {
  const pieces = fc.array(
    fc.record({
      soldOn: fc.integer({ min: 0, max: 364 }).map((d) => addDays('2024-04-01', d)),
      term: fc.constantFrom('short' as const, 'long' as const),
      gainPaise: fc.integer({ min: -50_000_000, max: 50_000_000 }),
    }),
    { maxLength: 25 },
  );

  it('takes off no more than the gains, never taxes below zero, and carries forward every loss not used', () => {
    fc.assert(
      fc.property(pieces, (ps) => {
        const t = yearTax('2024-25', ps);
        let taken = 0;
        for (const b of t.buckets) {
          expect(b.taxablePaise).toBeGreaterThanOrEqual(0);
          expect(b.setOffPaise + b.exemptPaise + b.taxablePaise).toBe(b.gainsPaise);
          expect(b.taxPaise).toBeGreaterThanOrEqual(0);
          taken += b.setOffPaise;
        }
        const losses = t.shortTermLossesPaise + t.longTermLossesPaise;
        expect(taken + t.carriedForward.shortTermPaise + t.carriedForward.longTermPaise).toBe(losses);
        expect(t.exemptionUsedPaise).toBeLessThanOrEqual(t.exemptionPaise);
        // A long-term loss never lowers short-term gains.
        const short = t.buckets.filter((b) => b.term === 'short');
        expect(short.reduce((s, b) => s + b.setOffPaise, 0)).toBeLessThanOrEqual(t.shortTermLossesPaise);
        expect(t.taxPaise).toBe(t.buckets.reduce((s, b) => s + b.taxPaise, 0));
      }),
    );
  });
});
