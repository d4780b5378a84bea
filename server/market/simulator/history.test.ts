import { describe, expect, it } from 'vitest';
import { INDICES } from '../instruments';
import { nseCalendar } from '../trading-calendar';
import { ANCHOR_DATE } from './day-grid';
import { HistoryStore } from './history-store';
import { MODELS } from './price-model';
import { ALL_SYMBOLS, TEST_FROM, TEST_THROUGH, indicesBetween, seriesOf, testStore } from './test-store';
import { isOnTick } from './ticks';

const barOn = (symbol: string, date: string, store = testStore) => {
  const k = store.grid.indexOf.get(date)!;
  const s = store.series(symbol)!;
  return { open: s.open[k], high: s.high[k], low: s.low[k], close: s.close[k], volume: s.volume[k] };
};

describe('deterministic generation', () => {
  it('generates the same numbers twice, in separate stores', () => {
    const again = new HistoryStore(nseCalendar, TEST_FROM, TEST_THROUGH);
    for (const symbol of ['RELIANCE', 'NIFTY 50', 'NIFTY 500', 'GOLDBEES', 'TRIDENT']) {
      const a = seriesOf(symbol);
      const b = again.series(symbol)!;
      expect(Array.from(b.close)).toEqual(Array.from(a.close));
      expect(Array.from(b.volume)).toEqual(Array.from(a.volume));
    }
  });

  it('gives a day the same bar whatever span is generated (the clock does not change the past)', () => {
    const short = new HistoryStore(nseCalendar, '2024-01-01', '2025-12-31');
    for (const date of ['2024-01-02', '2024-06-28', ANCHOR_DATE, '2025-12-31']) {
      expect(barOn('HDFCBANK', date, short)).toEqual(barOn('HDFCBANK', date));
      expect(barOn('NIFTY MIDCAP 150', date, short)).toEqual(barOn('NIFTY MIDCAP 150', date));
    }
  });

  it('passes through each table price level on the anchor day', () => {
    for (const symbol of ALL_SYMBOLS) expect(barOn(symbol, ANCHOR_DATE).close, symbol).toBe(MODELS.get(symbol)!.level);
  });

  it('pins known bars (a change to the model or the seed must change these on purpose)', () => {
    expect(barOn('RELIANCE', '2025-06-30')).toEqual({
      open: 1335.7,
      high: 1344.45,
      low: 1326.3,
      close: 1328.05,
      volume: 1232684,
    });
    expect(barOn('NIFTY 50', '2024-12-31').close).toBe(22951.69);
    expect(barOn('HDFCBANK', '2021-03-01').close).toBe(443.4);
  });
});

describe('every bar of every instrument and index', () => {
  const days = indicesBetween(TEST_FROM, TEST_THROUGH);

  it('lies on trading days only, one bar each', () => {
    const dates = days.map((k) => testStore.grid.dates[k]);
    expect(dates).toEqual(nseCalendar.tradingDaysBetween(TEST_FROM, TEST_THROUGH));
    expect(dates.length).toBeGreaterThan(6 * 245);
  });

  it('keeps low ≤ open, close ≤ high, prices above zero and on the tick', () => {
    const problems: string[] = [];
    for (const symbol of ALL_SYMBOLS) {
      const { tick } = MODELS.get(symbol)!;
      const s = seriesOf(symbol);
      for (const k of days) {
        const [o, h, l, c] = [s.open[k]!, s.high[k]!, s.low[k]!, s.close[k]!];
        const ok = l > 0 && l <= o && l <= c && o <= h && c <= h && [o, h, l, c].every((p) => isOnTick(p, tick));
        if (!ok) problems.push(`${symbol} ${testStore.grid.dates[k]}: ${o} ${h} ${l} ${c}`);
      }
    }
    expect(problems.slice(0, 5)).toEqual([]);
  });

  it('trades whole shares every day, and an index trades none', () => {
    const indices = new Set<string>(INDICES.map((i) => i.symbol));
    for (const symbol of ALL_SYMBOLS) {
      const s = seriesOf(symbol);
      for (const k of days) {
        const v = s.volume[k]!;
        const ok = indices.has(symbol) ? v === 0 : Number.isInteger(v) && v >= 1;
        if (!ok) throw new Error(`${symbol} ${testStore.grid.dates[k]} volume ${v}`);
      }
    }
  });

  it('never moves a banded stock past its band in a day', () => {
    const past: string[] = [];
    let banded = 0;
    for (const symbol of ALL_SYMBOLS) {
      const { band, tick } = MODELS.get(symbol)!;
      if (band === null) continue;
      banded++;
      const s = seriesOf(symbol);
      for (const k of days.filter((d) => d > 0)) {
        const prev = s.close[k - 1]!;
        const limit = band + tick / prev + 1e-9;
        if (Math.abs(s.close[k]! / prev - 1) > limit || s.high[k]! / prev - 1 > limit || 1 - s.low[k]! / prev > limit) {
          past.push(`${symbol} ${testStore.grid.dates[k]}`);
        }
      }
    }
    expect(banded).toBeGreaterThan(20);
    expect(past).toEqual([]);
  });

  it('moves less on a one-hour Muhurat session than on a normal day', () => {
    const muhurat = ['2021-11-04', '2022-10-24', '2024-11-01', '2025-10-21'];
    const rangeOn = (d: string) => {
      const b = barOn('NIFTY 50', d);
      return (b.high! - b.low!) / b.close!;
    };
    const average = days.reduce((sum, k) => sum + rangeOn(testStore.grid.dates[k]!), 0) / days.length;
    for (const d of muhurat) expect(rangeOn(d), d).toBeLessThan(average);
  });
});
