import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Constituent } from './types';
import { WHOLE_HUNDREDTHS as WHOLE } from '#contract/money/hundredths';
import { toHundredths, weightTotal } from './weight-units';
import { addStock, equalWeights, marketCapWeights, normaliseWeights, removeStock, setWeight } from './weights';

/** Every edit leaves this true: two-decimal weights, each at least 0.01, summing to exactly 100.00. */
function expectWhole(weights: readonly Constituent[]): void {
  const hundredths = weights.map((w) => toHundredths(w.weight)); // throws for a third decimal or a negative
  expect(hundredths.every((h) => h >= 1)).toBe(true);
  expect(hundredths.reduce((a, b) => a + b, 0)).toBe(WHOLE);
  expect(weightTotal(weights)).toBe(100);
  expect(weights.reduce((sum, w) => sum + w.weight, 0).toFixed(2)).toBe('100.00');
  expect(new Set(weights.map((w) => w.symbol)).size).toBe(weights.length);
}

const share = fc.double({ min: 1e-6, max: 1e9, noNaN: true });
const edit = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('set' as const), pick: fc.nat(), at: fc.nat() }),
  fc.record({ kind: fc.constant('equal' as const) }),
  fc.record({ kind: fc.constant('marketCap' as const), caps: fc.array(share, { minLength: 1, maxLength: 8 }) }),
  fc.record({ kind: fc.constant('normalise' as const), shares: fc.array(share, { minLength: 1, maxLength: 8 }) }),
);
type Edit = typeof edit extends fc.Arbitrary<infer T> ? T : never;

/** Applies an edit to the current weights, choosing only edits the basket allows (valid ranges, one stock left). */
function apply(weights: Constituent[], e: Edit, added: number): Constituent[] {
  const n = weights.length;
  const symbols = weights.map((w) => w.symbol);
  switch (e.kind) {
    case 'add': // a new stock at 0.01 .. 100 − 0.01 × n
      return addStock(weights, `NEW${added}`, (1 + (e.at % (WHOLE - n))) / 100);
    case 'remove':
      return n > 1 ? removeStock(weights, symbols[e.pick % n]!) : weights;
    case 'set': // 0.01 .. 100 − 0.01 × (n − 1), or 100 for a single stock
      return setWeight(weights, symbols[e.pick % n]!, n === 1 ? 100 : (1 + (e.at % (WHOLE - n))) / 100);
    case 'equal':
      return equalWeights(symbols);
    case 'marketCap':
      return marketCapWeights(symbols.map((symbol, i) => ({ symbol, marketCap: e.caps[i % e.caps.length]! })));
    case 'normalise':
      return normaliseWeights(symbols.map((symbol, i) => ({ symbol, weight: e.shares[i % e.shares.length]! })));
  }
}

describe('weights, whatever the edits', () => {
  it('sum to exactly 100.00 with no weight below 0.01 after every edit of a sequence', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.array(edit, { maxLength: 25 }), (count, edits) => {
        let weights = equalWeights(Array.from({ length: count }, (_, i) => `S${i}`));
        expectWhole(weights);
        edits.forEach((e, i) => {
          const before = structuredClone(weights);
          const next = apply(weights, e, i);
          expect(weights).toEqual(before); // edits return a new list and leave the old one alone
          weights = next;
          expectWhole(weights);
        });
      }),
    );
  });

  it('give the edited stock exactly the weight asked for', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 20 }), fc.nat(), fc.nat(), (count, pick, at) => {
        const weights = equalWeights(Array.from({ length: count }, (_, i) => `S${i}`));
        const weight = (1 + (at % (WHOLE - count))) / 100;
        const symbol = `S${pick % count}`;
        expect(setWeight(weights, symbol, weight).find((w) => w.symbol === symbol)!.weight).toBe(weight);
        expect(addStock(weights, 'NEW', weight).at(-1)).toEqual({ symbol: 'NEW', weight });
      }),
    );
  });

  it('equal weights differ by at most 0.01', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2000 }), (count) => {
        const hundredths = equalWeights(Array.from({ length: count }, (_, i) => `S${i}`)).map((w) =>
          toHundredths(w.weight),
        );
        expect(Math.max(...hundredths) - Math.min(...hundredths)).toBeLessThanOrEqual(1);
      }),
    );
  });
  // Each part within 0.01 of its exact share: contract/money/hundredths.test.ts
});
