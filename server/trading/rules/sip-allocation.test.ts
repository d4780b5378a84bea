import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SYMBOLS, subset, weightsOver } from '../testing/weight-arbitraries';
import { buyOnlyLines } from './buy-only-lines';
import { sipAllocation, type SipInput } from './sip-allocation';

/** The SIP allocation table (decision 0301): per stock target, now, after, shares, amount and why. */
const table = (i: SipInput) =>
  sipAllocation(i).stocks.map((s) => [s.symbol, s.target, s.weight_now, s.weight_after, s.shares, s.amount, s.reason]);

describe('sipAllocation, worked by hand', () => {
  it('buys the most underweight stocks first, skips the overweight and the one it cannot afford, sells nothing', () => {
    // Held: A 20 × ₹100, B 10 × ₹250, C 10 × ₹400, D none (₹1,500): ₹8,500. The instalment ₹3,000 makes T = ₹11,500:
    // targets A 4,600, B 3,450, C 2,300, D 1,150. Short: A 2,600, D 1,150, B 950 (C is over by 1,700).
    // Levels: (2,600 + 1,150 + 950 − 3,000) / 3 = 566.67 → A 2,033.33 = 20 shares, D 583.33 = 0, B 383.33 = 1.
    // ₹750 left: B (700 short) 1 → ₹500; A (600) 1 → ₹400; A (500) 1 → ₹300; B (450) 1 → ₹50: no share fits.
    const input: SipInput = {
      holdings: [
        { symbol: 'A', quantity: 20 },
        { symbol: 'B', quantity: 10 },
        { symbol: 'C', quantity: 10 },
      ],
      weights: { A: 40, B: 30, C: 20, D: 10 },
      prices: { A: 100, B: 250, C: 400, D: 1_500 },
      amount: 3_000,
    };
    // Now, of ₹8,500: A 23.53, B 29.41, C 47.06, D 0. After, of ₹11,450: A 4,200 = 36.68, B 3,250 = 28.38,
    // C 4,000 = 34.93, D 0.
    expect(table(input)).toEqual([
      ['A', 40, 23.53, 36.68, 22, 2_200, 'most underweight'],
      ['B', 30, 29.41, 28.38, 3, 750, 'underweight'],
      ['C', 20, 47.06, 34.93, 0, 0, 'at or above target: not bought'],
      ['D', 10, 0, 0, 0, 0, 'one share costs more than what is left'],
    ]);
    const plan = sipAllocation(input);
    expect(plan.stocks.map((s) => [s.symbol, s.short_by, s.price])).toEqual([
      ['A', 2_600, 100],
      ['B', 950, 250],
      ['C', -1_700, 400],
      ['D', 1_150, 1_500],
    ]);
    expect(plan.orders).toEqual([
      { symbol: 'A', quantity: 22, price: 100 },
      { symbol: 'B', quantity: 3, price: 250 },
    ]);
    expect(plan).toMatchObject({ amount: 3_000, spent: 2_950, leftover: 50 });
    // Before: Σ |10⁴·value − target·8,500| = 14,000,000 + 500,000 + 23,000,000 + 8,500,000 = 46,000,000; / 17,000
    // = 2,705.9 → 27.06 %. After: 3,800,000 + 1,850,000 + 17,100,000 + 11,450,000 = 34,200,000; / 22,900 → 14.93 %.
    expect([plan.drift_before, plan.drift_after]).toEqual([27.06, 14.93]);
  });

  it('spends the instalment as far as whole shares allow even on target, where a buy-only rebalance buys nothing', () => {
    // On target: 5 × ₹1,000 of each of A and B, 50 % each. ₹1,500 makes T = ₹11,500, each ₹750 short; no level buys
    // a whole share, so the leftover buys A's (the first of two equally short); ₹500 is left, less than B's share.
    const input: SipInput = {
      holdings: [
        { symbol: 'A', quantity: 5 },
        { symbol: 'B', quantity: 5 },
      ],
      weights: { A: 50, B: 50 },
      prices: { A: 1_000, B: 1_000 },
      amount: 1_500,
    };
    expect(table(input)).toEqual([
      ['A', 50, 50, 54.55, 1, 1_000, 'most underweight'],
      ['B', 50, 50, 45.45, 0, 0, 'one share costs more than what is left'],
    ]);
    expect(sipAllocation(input)).toMatchObject({ spent: 1_000, leftover: 500, drift_before: 0, drift_after: 4.55 });
    // The rebalance keeps the drift where it was, so the share goes back (decision 0297); a SIP keeps it.
    expect(
      buyOnlyLines({ holdings: input.holdings, toWeights: input.weights, prices: input.prices, amount: 1_500 }).buys,
    ).toBe(0);
  });

  it('buys no share that would take its stock further past its target than it is below it', () => {
    // Held: A 10 × ₹100 and B 1 × ₹6,500 (₹7,500). The instalment ₹7,000 makes T = ₹14,500: A and B 50 % → ₹7,250
    // each, A ₹6,250 short, B ₹750. Levels: the shortfalls add up to the instalment → A 62 shares (₹6,200), B none.
    // ₹800 left: A is ₹50 short, half its ₹100 share: one more (₹6,300). B is ₹750 short of a ₹6,500 share: one
    // would put it ₹5,750 past its target, so none is bought whatever is left (a rebalance's step 2 would buy it
    // where it fits, then take it back).
    const lumpy = (a: number) =>
      sipAllocation({
        holdings: [
          { symbol: 'A', quantity: a },
          { symbol: 'B', quantity: 1 },
        ],
        weights: { A: 50, B: 50 },
        prices: { A: 100, B: 6_500 },
        amount: 7_000,
      });
    const plan = lumpy(10);
    expect(plan.stocks.map((s) => [s.symbol, s.shares, s.short_by, s.reason])).toEqual([
      ['A', 63, 6_250, 'most underweight'],
      ['B', 0, 750, 'less than half a share short: not bought'],
    ]);
    // Before, of ₹7,500: ½ (|13.33 − 50| + |86.67 − 50|) = 36.67 %; after, A ₹6,300 + ₹1,000 of ₹13,800: 2.9 %.
    expect(plan).toMatchObject({ spent: 6_300, leftover: 700, drift_before: 36.67, drift_after: 2.9 });
    // Rich in A (₹13,500): T = ₹27,000, A at its ₹13,500, B ₹7,000 short, more than half a share: B's share is
    // bought (₹6,500) and ₹500 is left, less than any share still wanted. 17.5 % → 0.94 %.
    expect(lumpy(135).stocks.map((s) => [s.symbol, s.shares, s.reason])).toEqual([
      ['A', 0, 'at or above target: not bought'],
      ['B', 1, 'most underweight'],
    ]);
    expect(lumpy(135)).toMatchObject({ spent: 6_500, leftover: 500, drift_before: 17.5, drift_after: 0.94 });
  });

  it('never buys a stock held outside the version, and counts it in the drift at target 0', () => {
    const plan = sipAllocation({
      holdings: [
        { symbol: 'A', quantity: 10 },
        { symbol: 'X', quantity: 10 },
      ],
      weights: { A: 60, B: 40 },
      prices: { A: 100, B: 50, X: 100 },
      amount: 1_000,
    });
    // X is no part of T (the version's stocks held + the instalment): T = ₹2,000, A 1,200 (200 short), B 800 (800
    // short): the instalment covers both shortfalls, A 2 shares and B 16.
    expect(plan.stocks.map((s) => [s.symbol, s.shares, s.short_by, s.reason])).toEqual([
      ['A', 2, 200, 'underweight'],
      ['B', 16, 800, 'most underweight'],
      ['X', 0, -1_000, 'at or above target: not bought'],
    ]);
    expect(plan).toMatchObject({ spent: 1_000, leftover: 0 });
    // Before, of ₹2,000: ½ (|50 − 60| + 40 + 50) = 50 %; after, of ₹3,000: A 40, B 26.67, X 33.33: 33.33 %.
    expect([plan.drift_before, plan.drift_after]).toEqual([50, 33.33]);
  });

  it('buys nothing when the instalment is less than one share of every stock still short', () => {
    const plan = sipAllocation({
      holdings: [{ symbol: 'A', quantity: 1 }],
      weights: { A: 50, B: 50 },
      prices: { A: 2_000, B: 3_000 },
      amount: 1_000,
    });
    expect(plan.orders).toEqual([]);
    expect(plan).toMatchObject({ spent: 0, leftover: 1_000 });
    expect(plan.stocks.map((s) => s.reason)).toEqual([
      'at or above target: not bought',
      'one share costs more than what is left',
    ]);
  });

  it('refuses a missing price or an amount out of range, as buyOnlyLines', () => {
    const base: SipInput = { holdings: [], weights: { A: 100 }, prices: { A: 10 }, amount: 100 };
    expect(() => sipAllocation({ ...base, prices: {} })).toThrow(RangeError);
    expect(() => sipAllocation({ ...base, amount: 0 })).toThrow(RangeError);
  });
});

/** Holdings of any stocks (some outside the version), prices from ₹0.05 to ₹50,000, instalments up to ₹1 crore. */
const input: fc.Arbitrary<SipInput> = fc
  .record({
    heldSymbols: fc.subarray(SYMBOLS),
    toSymbols: subset,
    quantities: fc.array(fc.integer({ min: 0, max: 2_000 }), { minLength: 8, maxLength: 8 }),
    pricePaise: fc.array(fc.integer({ min: 5, max: 5_000_000 }), { minLength: 8, maxLength: 8 }),
    amountPaise: fc.oneof(fc.integer({ min: 100, max: 1_000_000 }), fc.integer({ min: 100, max: 1_000_000_000 })),
  })
  .chain((r) =>
    weightsOver(r.toSymbols).map((weights) => ({
      holdings: r.heldSymbols.map((s) => ({ symbol: s, quantity: r.quantities[SYMBOLS.indexOf(s)]! })),
      prices: Object.fromEntries(SYMBOLS.map((s, i) => [s, r.pricePaise[i]! / 100])),
      amount: r.amountPaise / 100,
      weights,
    })),
  );
const paise = (rupees: number) => Math.round(rupees * 100);

describe('sipAllocation, whatever the holdings, weights, prices and instalment', () => {
  it('never sells, never buys outside the version, never spends more than the instalment, and adds up', () => {
    fc.assert(
      fc.property(input, (i) => {
        const plan = sipAllocation(i);
        const cost = plan.stocks.reduce((t, s) => t + paise(s.price) * s.shares, 0);
        expect(plan.stocks.every((s) => s.shares >= 0 && paise(s.amount) === paise(s.price) * s.shares)).toBe(true);
        expect(plan.stocks.filter((s) => s.shares > 0).every((s) => s.symbol in i.weights)).toBe(true);
        expect(plan.orders.every((o) => o.quantity > 0)).toBe(true);
        expect(paise(plan.spent)).toBe(cost);
        expect(cost).toBeLessThanOrEqual(paise(i.amount));
        expect(paise(plan.leftover)).toBe(paise(i.amount) - cost);
      }),
    );
  });

  it('leaves less than one share of every stock at least half a share short, each unbought one saying why', () => {
    fc.assert(
      fc.property(input, (i) => {
        const plan = sipAllocation(i);
        for (const s of plan.stocks.filter((x) => x.shares === 0 && x.symbol in i.weights)) {
          // short_by is rounded to the paisa: within a paisa of half a share either reason may be the exact one.
          const twice = 2 * paise(s.short_by);
          if (s.short_by <= 0) expect(s.reason).toBe('at or above target: not bought');
          else if (twice < paise(s.price) - 2) expect(s.reason).toBe('less than half a share short: not bought');
          else if (twice > paise(s.price) + 2) {
            expect(paise(s.price)).toBeGreaterThan(paise(plan.leftover));
            expect(s.reason).toBe('one share costs more than what is left');
          }
        }
        const bought = plan.stocks.filter((s) => s.shares > 0);
        const most = Math.max(...bought.map((s) => s.short_by));
        for (const s of bought) expect(s.reason).toBe(s.short_by === most ? 'most underweight' : 'underweight');
        // No stock ends more than half a share past its target (a paisa of rounding either way).
        for (const s of bought)
          expect(2 * (paise(s.amount) - paise(s.short_by))).toBeLessThanOrEqual(paise(s.price) + 2);
      }),
    );
  });
});
