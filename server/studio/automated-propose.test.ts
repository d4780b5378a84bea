import { describe, expect, it } from 'vitest';
import { automatedRules, type AutomatedRulesInput } from '#contract/studio/automated-rules';
import type { Candidate } from './automated-rank';
import { proposeLines } from './automated-propose';
import { cappedWeights, roundToHundred } from './automated-weights';
import { momentumPercent, volatilityPercent } from './automated-metrics';

const FIN = 'Financial Services';
const IT = 'Information Technology';
const stock = (symbol: string, sector: string, cap: number, extra: Partial<Candidate> = {}): Candidate => ({
  symbol,
  name: `${symbol} Ltd.`,
  sector,
  capClass: 'large',
  marketCapCrore: cap,
  momentumPercent: null,
  volatilityPercent: null,
  ...extra,
});
const rules = (r: Partial<AutomatedRulesInput> = {}) =>
  automatedRules.parse({
    version: 1,
    universe: { cap_classes: ['large'] },
    rank_by: 'market_cap',
    count: 3,
    weighting: 'equal',
    ...r,
  });
const CANDIDATES = [
  stock('HDFCBANK', FIN, 1_500_000, { momentumPercent: 4, volatilityPercent: 18 }),
  stock('ICICIBANK', FIN, 970_000, { momentumPercent: 12, volatilityPercent: 20 }),
  stock('SBIN', FIN, 790_000, { momentumPercent: -3, volatilityPercent: 24 }),
  stock('TCS', IT, 1_090_000, { momentumPercent: 9, volatilityPercent: 16 }),
  stock('INFY', IT, 615_000, { momentumPercent: 20, volatilityPercent: 22 }),
  stock('DIXON', 'Consumer Durables', 97_000, { capClass: 'mid', momentumPercent: 40, volatilityPercent: 35 }),
];
const weightsOf = (r: ReturnType<typeof proposeLines>) => {
  if ('refused' in r) throw new Error(r.refused);
  return Object.fromEntries(r.lines.map((l) => [l.symbol, l.weight]));
};
const sum = (w: Record<string, number>) => Math.round(Object.values(w).reduce((s, v) => s + v, 0) * 100);

describe('proposeLines', () => {
  it('ranks by market cap within the cap classes and sectors, with the reason for each', () => {
    const r = proposeLines(rules({ universe: { cap_classes: ['large'], sectors: [FIN] } }), CANDIDATES, new Map());
    if ('refused' in r) throw new Error(r.refused);
    expect(r.lines.map((l) => [l.symbol, l.weight])).toEqual([
      ['HDFCBANK', 33.34],
      ['ICICIBANK', 33.33],
      ['SBIN', 33.33],
    ]);
    expect(r.lines[2]!.reason).toBe('Rank 3 by market cap among large caps in Financial Services');
  });

  it('ranks by six-month return and by lowest volatility, leaving out the excluded', () => {
    const m = proposeLines(
      rules({ rank_by: 'momentum_6m', universe: { cap_classes: ['large', 'mid'] } }),
      CANDIDATES,
      new Map(),
    );
    expect(Object.keys(weightsOf(m))).toEqual(['DIXON', 'INFY', 'ICICIBANK']);
    if ('lines' in m) expect(m.lines[0]!.reason).toBe('Rank 1 by six-month return (+40.0 %) among large and mid caps');
    const v = proposeLines(
      rules({ rank_by: 'low_volatility_1y', universe: { cap_classes: ['large'], exclude: ['tcs'] } }),
      CANDIDATES,
      new Map(),
    );
    expect(Object.keys(weightsOf(v))).toEqual(['HDFCBANK', 'ICICIBANK', 'INFY']);
  });

  it('weights by market cap with the stock cap, redistributing the excess, summing to exactly 100', () => {
    const w = weightsOf(
      proposeLines(rules({ count: 5, weighting: 'market_cap', max_weight: 25 }), CANDIDATES, new Map()),
    );
    expect(sum(w)).toBe(10_000);
    expect(Math.max(...Object.values(w))).toBeLessThanOrEqual(25);
    expect(w.HDFCBANK).toBe(25);
    // TCS's 21.95 % grows with its share of HDFCBANK's excess: 21.95 × 75 / 69.79.
    expect(w.TCS).toBe(23.59);
    // The rest keep their market-cap proportions: ICICI / SBIN = 970 / 790.
    expect(w.ICICIBANK! / w.SBIN!).toBeCloseTo(970 / 790, 2);
  });

  it('holds the sector cap', () => {
    const w = weightsOf(
      proposeLines(rules({ count: 5, weighting: 'market_cap', max_sector_weight: 50 }), CANDIDATES, new Map()),
    );
    expect(sum(w)).toBe(10_000);
    expect(w.HDFCBANK! + w.ICICIBANK! + w.SBIN!).toBeCloseTo(50, 1);
  });

  it('weights by inverse volatility', () => {
    const w = weightsOf(proposeLines(rules({ weighting: 'inverse_volatility' }), CANDIDATES, new Map()));
    // HDFCBANK (18 %) weighs more than ICICIBANK (20 %).
    expect(w.TCS! > w.HDFCBANK! && w.HDFCBANK! > w.ICICIBANK!).toBe(true);
    expect(sum(w)).toBe(10_000);
  });

  it('refuses caps that cannot hold 100 % and a universe smaller than the count', () => {
    expect(proposeLines(rules({ count: 3, max_weight: 20 }), CANDIDATES, new Map())).toEqual({
      refused: '3 stocks at most 20 % each cannot make 100 %: raise the stock cap or the count.',
    });
    expect(proposeLines(rules({ count: 4, max_sector_weight: 40 }), CANDIDATES, new Map())).toEqual({
      refused: '2 sectors at most 40 % each cannot make 100 %: raise the sector cap or widen the sectors.',
    });
    expect(proposeLines(rules({ count: 10 }), CANDIDATES, new Map())).toEqual({
      refused: 'Only 5 stocks match these rules: ask for at most 5 or widen the universe.',
    });
  });

  it('names the previous weights and what is dropped; the same input gives the same lines', () => {
    const previous = new Map([
      ['HDFCBANK', 50],
      ['WIPRO', 50],
    ]);
    const a = proposeLines(rules(), CANDIDATES, previous);
    expect(a).toEqual(proposeLines(rules(), [...CANDIDATES].reverse(), previous));
    if ('refused' in a) throw new Error(a.refused);
    expect(a.lines.map((l) => l.previous_weight)).toEqual([50, 0, 0]);
    expect(a.dropped).toEqual(['WIPRO']);
  });
});

describe('weights', () => {
  it('rounds any split to exactly 100.00, largest remainders first', () => {
    for (const n of [3, 6, 7, 11, 13, 29]) {
      const symbols = Array.from({ length: n }, (_, i) => `S${i}`);
      const r = roundToHundred(symbols, new Map(symbols.map((s, i) => [s, (100 * (i + 1)) / ((n * (n + 1)) / 2)])));
      expect(Math.round([...r.values()].reduce((s, v) => s + v, 0) * 100)).toBe(10_000);
      for (const v of r.values()) expect(Number(v.toFixed(2))).toBe(v);
    }
  });

  it('never rounds a capped weight above its cap', () => {
    const items = ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((symbol, i) => ({ symbol, sector: `S${i}`, score: 10 - i }));
    const w = cappedWeights(items, { maxWeight: 15, maxSectorWeight: 100 });
    if ('infeasible' in w) throw new Error(w.infeasible);
    const r = roundToHundred(
      items.map((i) => i.symbol),
      w.weights,
    );
    expect(Math.max(...r.values())).toBe(15);
  });
});

describe('metrics', () => {
  it('six-month return and annualised volatility from closes', () => {
    const closes = Array.from({ length: 127 }, (_, i) => 100 + i * (20 / 126));
    expect(momentumPercent(closes)).toBeCloseTo(20, 6);
    expect(momentumPercent(closes.slice(1))).toBeNull();
    const flat = Array.from({ length: 251 }, (_, i) => (i % 2 === 0 ? 100 : 101));
    expect(volatilityPercent(flat)).toBeGreaterThan(10);
    expect(volatilityPercent(Array.from({ length: 251 }, () => 100))).toBe(0);
    expect(volatilityPercent(flat.slice(1))).toBeNull();
  });
});
