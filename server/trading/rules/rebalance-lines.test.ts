import { describe, expect, it } from 'vitest';
import { rebalanceLines, type RebalanceInput } from './rebalance-lines';

/** Four stocks at 25 % each, ₹1,000 of each at these prices; the adviser's new version trims B, lifts C,
 * drops D and adds E: A 25, B 15, C 30, E 30. */
const holdings = [
  { symbol: 'A', quantity: 10 },
  { symbol: 'B', quantity: 20 },
  { symbol: 'C', quantity: 5 },
  { symbol: 'D', quantity: 4 },
];
const fromWeights = { A: 25, B: 25, C: 25, D: 25 };
const toWeights = { A: 25, B: 15, C: 30, E: 30 };
const prices = { A: 100, B: 50, C: 200, D: 250, E: 120 };
const base: RebalanceInput = { mode: 'RECOMMENDED_CHANGES', holdings, fromWeights, toWeights, prices };
const brief = (plan: ReturnType<typeof rebalanceLines>) =>
  plan.lines.map((l) => [l.symbol, l.side, l.newShareQty, l.totalShareQty, l.tag]);

describe('rebalanceLines: RECOMMENDED_CHANGES', () => {
  it('trades only what the adviser changed, the sells paying for the buys', () => {
    // Changed: B, C, E and the removed D. Their money: B ₹1,000 + C ₹1,000 + D ₹1,000 = ₹3,000, shared
    // 15 : 30 : 30 → B ₹600 = 12 shares, C ₹1,200 = 6, E ₹1,200 = 10. A (unchanged) is left alone.
    const plan = rebalanceLines(base);
    expect(brief(plan)).toEqual([
      ['A', null, 0, 10, 'no change'],
      ['B', 'SELL', 8, 12, 'partial sell'],
      ['C', 'BUY', 1, 6, 'add'],
      ['E', 'BUY', 10, 10, 'buy'],
      ['D', 'SELL', 4, 0, 'full sell'],
    ]);
    expect(plan.lines.find((l) => l.symbol === 'B')).toMatchObject({ quantity: 8, price: 50, value: 400 });
    // Sells: B 8 × 50 + D 4 × 250 = 1,400; buys: C 1 × 200 + E 10 × 120 = 1,400.
    expect(plan).toMatchObject({ value: 4_000, sells: 1_400, buys: 1_400, net_cash: 0, cash_after: 0, unbought: [] });
  });

  it('leaves an unchanged stock that drifted above its weight as it is', () => {
    // A rose to ₹150 (₹1,500 of ₹4,500, 33 %); the adviser kept it at 25 %, so it is not traded.
    const plan = rebalanceLines({ ...base, prices: { ...prices, A: 150 } });
    expect(brief(plan)[0]).toEqual(['A', null, 0, 10, 'no change']);
    expect(brief(plan).slice(1)).toEqual(brief(rebalanceLines(base)).slice(1));
    expect(plan.value).toBe(4_500);
  });

  it('adds the investment’s cash to the money the changed stocks share', () => {
    // ₹3,000 + ₹600 cash shared 15 : 30 : 30 → B ₹720 = 14 (₹700), C ₹1,440 = 7 (₹1,400), E ₹1,440 = 12
    // (₹1,440); ₹60 left: C is ₹40 short but costs ₹200, B is ₹20 short and fits (₹50) → 15; ₹10 left.
    const plan = rebalanceLines({ ...base, cash: 600 });
    expect(brief(plan)).toEqual([
      ['A', null, 0, 10, 'no change'],
      ['B', 'SELL', 5, 15, 'partial sell'],
      ['C', 'BUY', 2, 7, 'add'],
      ['E', 'BUY', 12, 12, 'buy'],
      ['D', 'SELL', 4, 0, 'full sell'],
    ]);
    // Sells 5 × 50 + 1,000 = 1,250; buys 2 × 200 + 12 × 120 = 1,840; 600 + 1,250 − 1,840 = 10.
    expect(plan).toMatchObject({ sells: 1_250, buys: 1_840, net_cash: -590, cash_after: 10 });
  });

  it('keeps a held stock that is in neither version, and lists a new stock it cannot afford', () => {
    const plan = rebalanceLines({
      ...base,
      holdings: [...holdings, { symbol: 'X', quantity: 3 }],
      toWeights: { A: 25, B: 15, C: 30, E: 29, F: 1 },
      prices: { ...prices, X: 10, F: 5_000 },
    });
    expect(plan.unbought).toEqual(['F']);
    expect(brief(plan).find(([s]) => s === 'X')).toEqual(['X', null, 0, 3, 'no change']);
    expect(plan.lines.some((l) => l.symbol === 'F')).toBe(false);
  });
});

describe('rebalanceLines: ADJUST_ALL_STOCK', () => {
  it('takes every stock back to its weight of the whole value', () => {
    // A at ₹150: value ₹4,500. Targets A ₹1,125 → 7 (short 75), B ₹675 → 13 (short 25), C ₹1,350 → 6
    // (short 150), E ₹1,350 → 11 (short 30); ₹280 left → C (furthest short, ₹200 fits) = 7, ₹80 left →
    // B (₹50 fits, short 25) = 14, ₹30 left.
    const plan = rebalanceLines({ ...base, mode: 'ADJUST_ALL_STOCK', prices: { ...prices, A: 150 } });
    expect(brief(plan)).toEqual([
      ['A', 'SELL', 3, 7, 'partial sell'],
      ['B', 'SELL', 6, 14, 'partial sell'],
      ['C', 'BUY', 2, 7, 'add'],
      ['E', 'BUY', 11, 11, 'buy'],
      ['D', 'SELL', 4, 0, 'full sell'],
    ]);
    // Sells 450 + 300 + 1,000 = 1,750; buys 400 + 1,320 = 1,720.
    expect(plan).toMatchObject({ value: 4_500, sells: 1_750, buys: 1_720, net_cash: 30, cash_after: 30 });
  });

  it('shows a stock already at its weight as no change, and agrees with RECOMMENDED_CHANGES when nothing drifted', () => {
    const plan = rebalanceLines({ ...base, mode: 'ADJUST_ALL_STOCK' });
    expect(brief(plan)).toEqual(brief(rebalanceLines(base)));
    expect(brief(plan)[0]).toEqual(['A', null, 0, 10, 'no change']);
  });

  it('sells stocks outside the new version even when their weight did not change', () => {
    const plan = rebalanceLines({
      ...base,
      mode: 'ADJUST_ALL_STOCK',
      holdings: [...holdings, { symbol: 'X', quantity: 3 }],
      prices: { ...prices, X: 10 },
    });
    expect(brief(plan).find(([s]) => s === 'X')).toEqual(['X', 'SELL', 3, 0, 'full sell']);
  });
});

describe('rebalanceLines: bad input', () => {
  it.each([
    ['a missing price', { ...base, prices: { ...prices, E: undefined as unknown as number } }, /price of E/],
    ['new weights under 100', { ...base, toWeights: { ...toWeights, E: 29 } }, /99 %/],
    ['a bad old weight', { ...base, fromWeights: { ...fromWeights, A: -1 } }, /weight of A/],
    ['a fractional holding', { ...base, holdings: [{ symbol: 'A', quantity: 1.5 }] }, /quantity of A/],
    ['a negative cash', { ...base, cash: -1 }, /cash/],
    ['over ₹100 crore', { ...base, holdings: [{ symbol: 'A', quantity: 20_000_000 }] }, /100 crore/],
    ['a repeated holding', { ...base, holdings: [...holdings, { symbol: 'A', quantity: 1 }] }, /twice/],
  ])('%s is a RangeError', (_, input, message) => {
    expect(() => rebalanceLines(input)).toThrow(RangeError);
    expect(() => rebalanceLines(input)).toThrow(message);
  });
});
