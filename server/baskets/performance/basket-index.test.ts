import { describe, expect, it } from 'vitest';
import { basketIndex } from './basket-index';
import type { BasketVersion, DailyClose } from './types';

/** Closes on consecutive January 2024 days: closes(100, 110) is 2024-01-01: 100, 2024-01-02: 110. */
const closes = (...values: (number | null)[]): DailyClose[] =>
  values.flatMap((close, i) => (close === null ? [] : [{ date: `2024-01-0${i + 1}`, close }]));
const version = (effectiveDate: string, weights: Record<string, number>): BasketVersion => ({
  effectiveDate,
  constituents: Object.entries(weights).map(([symbol, weight]) => ({ symbol, weight })),
});
const values = (points: { value: number }[]) => points.map((p) => p.value);

describe('basketIndex', () => {
  it('buys at launch and holds: weights drift with prices', () => {
    // Launch 50/50 at 100: A costs 100, B 50, so the basket holds 0.5 A and 1 B.
    // 01-02: 0.5 × 110 + 1 × 50 = 105. 01-03: 0.5 × 120 + 1 × 40 = 100 (A is now 60 % of it).
    const history = new Map([
      ['A', closes(100, 110, 120)],
      ['B', closes(50, 50, 40)],
    ]);
    expect(basketIndex([version('2024-01-01', { A: 50, B: 50 })], history)).toEqual([
      { date: '2024-01-01', value: 100 },
      { date: '2024-01-02', value: 105 },
      { date: '2024-01-03', value: 100 },
    ]);
  });

  it('rebalances to the new weights at the close of the version date', () => {
    // To 01-03 as above (100). Rebalanced 25/75 there: 25 / 120 A and 75 / 40 = 1.875 B.
    // 01-04: 25 / 120 × 144 + 1.875 × 44 = 30 + 82.5 = 112.5 (held unchanged it would be 0.5 × 144 + 44 = 116).
    const history = new Map([
      ['A', closes(100, 110, 120, 144)],
      ['B', closes(50, 50, 40, 44)],
    ]);
    const versions = [version('2024-01-01', { A: 50, B: 50 }), version('2024-01-03', { A: 25, B: 75 })];
    expect(values(basketIndex(versions, history))).toEqual([100, 105, 100, 112.5]);
  });

  it('swaps a stock at a rebalance', () => {
    // 01-03 value 100, rebalanced to A 50 / C 50: 50 / 120 A and 50 / 20 = 2.5 C.
    // 01-04: 50 / 120 × 144 + 2.5 × 25 = 60 + 62.5 = 122.5; B no longer counts.
    const history = new Map([
      ['A', closes(100, 110, 120, 144)],
      ['B', closes(50, 50, 40, 1)],
      ['C', closes(null, null, 20, 25)],
    ]);
    const versions = [version('2024-01-01', { A: 50, B: 50 }), version('2024-01-03', { A: 50, C: 50 })];
    expect(values(basketIndex(versions, history))).toEqual([100, 105, 100, 122.5]);
  });

  it('runs on the union of dates, carrying a missing close forward', () => {
    // B has no close on 01-02 and A none on 01-04: each counts at its last close.
    // 01-02: 0.5 × 110 + 1 × 50 = 105. 01-03: 0.5 × 120 + 40 = 100. 01-04: 0.5 × 120 + 48 = 108.
    const history = new Map([
      ['A', closes(100, 110, 120, null)],
      ['B', closes(50, null, 40, 48)],
    ]);
    const points = basketIndex([version('2024-01-01', { A: 50, B: 50 })], history);
    expect(points.map((p) => p.date)).toEqual(['2024-01-01', '2024-01-02', '2024-01-03', '2024-01-04']);
    expect(values(points)).toEqual([100, 105, 100, 108]);
  });

  it('prices a stock with no trade on launch day at its last close before it', () => {
    // B last closed at 50 on 2023-12-29: the basket buys 0.5 A at 100 and 1 B at 50.
    // 01-02: 0.5 × 110 + 1 × 55 = 110. Closes before the launch add no dates.
    const history = new Map([
      ['A', [{ date: '2023-12-29', close: 90 }, ...closes(100, 110)]],
      ['B', [{ date: '2023-12-29', close: 50 }, ...closes(null, 55)]],
    ]);
    expect(basketIndex([version('2024-01-01', { A: 50, B: 50 })], history)).toEqual([
      { date: '2024-01-01', value: 100 },
      { date: '2024-01-02', value: 110 },
    ]);
  });

  it('launches on the first trading day on or after an effective date with none', () => {
    // Effective Saturday 2023-12-30; the first close after it is Monday 2024-01-01.
    const history = new Map([['A', [{ date: '2023-12-29', close: 80 }, ...closes(100, 90)]]]);
    expect(basketIndex([version('2023-12-30', { A: 100 })], history)).toEqual([
      { date: '2024-01-01', value: 100 },
      { date: '2024-01-02', value: 90 },
    ]);
  });

  it('rebalances on the next trading day when the version date has none', () => {
    // A 100 → 200 from 01-01 to 01-03 (index 200), B flat at 10. The version dated Saturday 01-06 applies on
    // Monday 01-08: 200 shared 50/50 at A 200 and B 10 is 0.5 A and 10 B; 01-09: 0.5 × 220 + 10 × 10 = 210.
    const history = new Map([
      ['A', ['01', '03', '08', '09'].map((d, i) => ({ date: `2024-01-${d}`, close: [100, 200, 200, 220][i]! }))],
      ['B', ['01', '03', '08', '09'].map((d) => ({ date: `2024-01-${d}`, close: 10 }))],
    ]);
    const versions = [version('2024-01-01', { A: 100 }), version('2024-01-06', { A: 50, B: 50 })];
    expect(values(basketIndex(versions, history))).toEqual([100, 200, 200, 210]);
  });

  it('uses the later of two versions that fall before the same trading day', () => {
    // Closes on Friday 01-05, Monday 01-08 and Tuesday 01-09; versions dated Saturday (50/50) and Sunday (all B)
    // both apply at Monday's close, and Sunday's stands. A doubles on 01-09: all B stays 100 (50/50 would be
    // 150, keeping the launch's all A 200).
    const days = ['2024-01-05', '2024-01-08', '2024-01-09'];
    const history = new Map([
      ['A', days.map((date, i) => ({ date, close: [100, 100, 200][i]! }))],
      ['B', days.map((date) => ({ date, close: 100 }))],
    ]);
    const versions = [
      version('2024-01-05', { A: 100 }),
      version('2024-01-07', { B: 100 }),
      version('2024-01-06', { A: 50, B: 50 }),
    ];
    expect(values(basketIndex(versions, history))).toEqual([100, 100, 100]);
  });

  it('ignores a version dated after the last close (a rebalance still to come)', () => {
    const history = new Map([['A', closes(100, 105)]]);
    const versions = [version('2024-01-01', { A: 100 }), version('2024-02-01', { NOPRICES: 100 })];
    expect(values(basketIndex(versions, history))).toEqual([100, 105]);
  });

  it('takes weights as shares of their total', () => {
    const history = new Map([
      ['A', closes(100, 110)],
      ['B', closes(50, 50)],
    ]);
    expect(values(basketIndex([version('2024-01-01', { A: 1, B: 1 })], history))).toEqual([100, 105]);
  });

  it('is 100 on a single day and stays 100 on flat prices', () => {
    expect(basketIndex([version('2024-01-01', { A: 100 })], new Map([['A', closes(42)]]))).toEqual([
      { date: '2024-01-01', value: 100 },
    ]);
    const flat = new Map([
      ['A', closes(42, 42, 42)],
      ['B', closes(7, 7, 7)],
    ]);
    expect(values(basketIndex([version('2024-01-01', { A: 30, B: 70 })], flat))).toEqual([100, 100, 100]);
  });
});
