import { describe, expect, it } from 'vitest';
import { buyOnlyLines, type BuyOnlyInput } from './buy-only-lines';

/** rebalance-lines.test.ts's investment: ₹1,000 each of A, B, C, D; the new version A 25, B 15, C 30, E 30. */
const holdings = [
  { symbol: 'A', quantity: 10 },
  { symbol: 'B', quantity: 20 },
  { symbol: 'C', quantity: 5 },
  { symbol: 'D', quantity: 4 },
];
const toWeights = { A: 25, B: 15, C: 30, E: 30 };
const prices = { A: 100, B: 50, C: 200, D: 250, E: 120 };
const base: BuyOnlyInput = { holdings, toWeights, prices, amount: 2_000 };
const brief = (plan: ReturnType<typeof buyOnlyLines>) =>
  plan.lines.map((l) => [l.symbol, l.side, l.newShareQty, l.totalShareQty, l.tag]);

describe('buyOnlyLines', () => {
  it('levels the largest shortfalls first and sells nothing', () => {
    // T = ₹4,000 + ₹2,000 = ₹6,000: targets A 1,500, B 900, C 1,800, E 1,800. Short: E 1,800, C 800, A 500
    // (B and D are over). Level λ: (1,800 + 800 + 500 − 2,000) / 3 = 366.67 → E 1,433.33 = 11 shares, C 433.33
    // = 2, A 133.33 = 1; ₹180 left: E is furthest short (480) and fits (₹120) → 12; ₹60 fits nothing.
    const plan = buyOnlyLines(base);
    expect(brief(plan)).toEqual([
      ['A', 'BUY', 1, 11, 'add'],
      ['B', null, 0, 20, 'no change'],
      ['C', 'BUY', 2, 7, 'add'],
      ['E', 'BUY', 12, 12, 'buy'],
      ['D', null, 0, 4, 'no change'],
    ]);
    // Buys 100 + 400 + 1,440 = 1,940.
    expect(plan).toMatchObject({ value: 4_000, amount: 2_000, buys: 1_940, leftover: 60, unbought: [] });
    // Before: ½ (0 + 10 + 5 + 30 + 25) = 35 %. After, of ₹5,940: Σ |10⁴·value − target·5,940| in paise-hundredths
    // = 3,850,000 + 1,090,000 + 3,820,000 + 3,420,000 + 10,000,000 = 22,180,000; / (2 × 5,940) = 1,867 → 18.67 %.
    expect(plan.drift_before.total).toBe(35);
    expect(plan.drift_after.total).toBe(18.67);
    expect(plan.drift_after.stocks.find((s) => s.symbol === 'D')).toEqual({
      symbol: 'D',
      weight: 16.84,
      target: 0,
      drift: 16.84,
    });
    // D is outside the new version: only a sale takes it to 0.
    expect(plan.to_target).toBeNull();
    expect(plan.cheapest).toBe(50);
  });

  it('says how much more money reaches the target weights', () => {
    // No D. T = ₹4,000: short E 1,200, C 200; λ = 200 (C's 200 is not above it) → E ₹1,000 = 8 shares (₹960).
    const plan = buyOnlyLines({ ...base, holdings: holdings.slice(0, 3), amount: 1_000 });
    expect(brief(plan)).toEqual([
      ['A', null, 0, 10, 'no change'],
      ['B', null, 0, 20, 'no change'],
      ['C', null, 0, 5, 'no change'],
      ['E', 'BUY', 8, 8, 'buy'],
    ]);
    expect(plan).toMatchObject({ buys: 960, leftover: 40 });
    // Before, of ₹3,000: ½ (8.33 + 18.33 + 3.33 + 30) = 30 %. After, of ₹3,960: 8,320,000 / 7,920 = 1,050.5 → 10.51 %.
    expect([plan.drift_before.total, plan.drift_after.total]).toEqual([30, 10.51]);
    expect(plan.drift_after.stocks.map((s) => [s.symbol, s.weight, s.drift])).toEqual([
      ['A', 25.25, 0.25],
      ['B', 25.25, 10.25],
      ['C', 25.25, -4.75],
      ['E', 24.24, -5.76],
    ]);
    // B (₹1,000) is 15 % of ₹6,666.67: ₹2,706.67 more, rounded up to the rupee.
    expect(plan.to_target).toBe(2_707);
  });

  it('lets a whole share overshoot a weight while the drift stays below what it was', () => {
    // A 1 %, B 99 % (₹2,000 a share, held once). ₹1,000 buys A up to 1 % of ₹3,000 = ₹30 = 6 shares; B does not
    // fit, so ₹2,030 is held after: A is 1.48 %, over its weight, but the drift falls from 1 % to 0.48 %.
    const plan = buyOnlyLines({
      holdings: [{ symbol: 'B', quantity: 1 }],
      toWeights: { A: 1, B: 99 },
      prices: { A: 5, B: 2_000 },
      amount: 1_000,
    });
    expect(brief(plan)).toEqual([
      ['A', 'BUY', 6, 6, 'buy'],
      ['B', null, 0, 1, 'no change'],
    ]);
    expect(plan).toMatchObject({ buys: 30, leftover: 970 });
    expect([plan.drift_before.total, plan.drift_after.total]).toEqual([1, 0.48]);
  });

  it('takes back the shares that would make the drift grow, one at a time, the worst first', () => {
    // On target already: A 10 × ₹100 and B 1 × ₹1,000, 50 % each. ₹600 buys A up to 50 % of ₹2,600 = 3 shares;
    // B does not fit. Held after: ₹2,300, A 56.52 %, drift 6.52 % where it was 0: all three shares go back.
    const plan = buyOnlyLines({
      holdings: [
        { symbol: 'A', quantity: 10 },
        { symbol: 'B', quantity: 1 },
      ],
      toWeights: { A: 50, B: 50 },
      prices: { A: 100, B: 1_000 },
      amount: 600,
    });
    expect(plan.buys).toBe(0);
    expect([plan.drift_before.total, plan.drift_after.total]).toEqual([0, 0]);
  });

  it('puts new money as large as the holdings to work when the shares are dear', () => {
    // Ten stocks at about 10 % each, ₹771 to ₹5,200 a share, about ₹2,500 of each held (whole shares, so the
    // weights sit off target): ₹20,000 more buys most of them, though every share overshoots some stock's
    // weight of ₹20,000 + holdings. A rule that left every bought stock at or below its weight bought nothing.
    const prices = { A: 4_100, B: 1_850, C: 1_600, D: 1_450, E: 780, F: 5_200, G: 1_300, H: 771.4, I: 2_900, J: 1_700 };
    const symbols = Object.keys(prices) as (keyof typeof prices)[];
    const plan = buyOnlyLines({
      holdings: symbols.map((s) => ({ symbol: s, quantity: Math.max(1, Math.round(2_500 / prices[s])) })),
      toWeights: Object.fromEntries(symbols.map((s) => [s, s === 'A' ? 11 : s === 'B' ? 9 : 10])),
      prices,
      amount: 20_000,
    });
    expect(plan.buys).toBeGreaterThan(15_000);
    expect(plan.lines.every((l) => l.side !== 'SELL')).toBe(true);
    expect(plan.drift_after.total).toBeLessThan(plan.drift_before.total / 2);
  });

  it('buys nothing with an amount below every share it may buy, and names the cheapest', () => {
    const plan = buyOnlyLines({
      holdings: [{ symbol: 'B', quantity: 1 }],
      toWeights: { A: 1, B: 99 },
      prices: { A: 5, B: 2_000 },
      amount: 4,
    });
    expect(plan).toMatchObject({ buys: 0, leftover: 4, cheapest: 5, unbought: ['A'] });
    expect(plan.drift_after).toEqual(plan.drift_before);
  });

  it('starts from nothing held at 100 % drift', () => {
    const plan = buyOnlyLines({ holdings: [], toWeights: { A: 50, B: 50 }, prices: { A: 100, B: 100 }, amount: 1_000 });
    expect(brief(plan)).toEqual([
      ['A', 'BUY', 5, 5, 'buy'],
      ['B', 'BUY', 5, 5, 'buy'],
    ]);
    expect([plan.drift_before.total, plan.drift_after.total, plan.to_target]).toEqual([100, 0, 0]);
  });

  it.each([
    ['no amount', { ...base, amount: 0 }, /amount/],
    ['a missing price', { ...base, prices: { ...prices, E: undefined as unknown as number } }, /price of E/],
    ['new weights under 100', { ...base, toWeights: { ...toWeights, E: 29 } }, /99 %/],
    ['a fractional holding', { ...base, holdings: [{ symbol: 'A', quantity: 1.5 }] }, /quantity of A/],
    ['over ₹100 crore', { ...base, amount: 999_999_000 }, /100 crore/],
  ])('%s is a RangeError', (_, input, message) => {
    expect(() => buyOnlyLines(input)).toThrow(RangeError);
    expect(() => buyOnlyLines(input)).toThrow(message);
  });
});
