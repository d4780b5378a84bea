import { describe, expect, it } from 'vitest';
import { intradayPath } from './intraday-path';
import { MODELS } from './price-model';
import { seriesOf, testStore } from './test-store';
import { isOnTick } from './ticks';

const DATES = ['2025-10-20', '2025-10-21', '2026-02-01', '2026-11-20', '2022-03-07'];
const SYMBOLS = ['RELIANCE', 'TRIDENT', 'MRF', 'NIFTY 50', 'LIQUIDBEES', 'YESBANK', 'CESC'];

function pathOf(symbol: string, date: string) {
  const k = testStore.grid.indexOf.get(date)!;
  const s = seriesOf(symbol);
  const bar = { open: s.open[k]!, high: s.high[k]!, low: s.low[k]!, close: s.close[k]! };
  const minutes = testStore.grid.minutes[k]!;
  return { bar, minutes, path: intradayPath(MODELS.get(symbol)!, bar, testStore.grid.days[k]!, minutes) };
}

describe('the intraday path', () => {
  it.each(SYMBOLS.flatMap((s) => DATES.map((d) => [s, d])))(
    '%s on %s opens at the open, closes at the close, touches the high and the low, on the tick',
    (symbol, date) => {
      const { bar, minutes, path } = pathOf(symbol, date);
      expect(path).toHaveLength(minutes + 1);
      expect(path[0]).toBe(bar.open);
      expect(path[minutes]).toBe(bar.close);
      expect(Math.max(...path)).toBe(bar.high);
      expect(Math.min(...path)).toBe(bar.low);
      const tick = MODELS.get(symbol)!.tick;
      expect(Array.from(path).filter((p) => !isOnTick(p, tick))).toEqual([]);
    },
  );

  it('has 375 minutes on a regular day and 60 at Muhurat trading', () => {
    expect(pathOf('RELIANCE', '2025-10-20').minutes).toBe(375);
    expect(pathOf('RELIANCE', '2025-10-21').minutes).toBe(60);
  });

  it('moves: a regular day has many distinct prices, not a straight line', () => {
    const { path } = pathOf('RELIANCE', '2025-10-20');
    expect(new Set(path).size).toBeGreaterThan(50);
  });

  it('is the same path every time it is drawn', () => {
    expect(Array.from(pathOf('TRIDENT', '2026-11-20').path)).toEqual(Array.from(pathOf('TRIDENT', '2026-11-20').path));
  });
});
