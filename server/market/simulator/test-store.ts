import { nseCalendar } from '../trading-calendar';
import { HistoryStore } from './history-store';
import { MODELS } from './price-model';
import type { Series } from './history-generator';

/** One store for the simulator's tests: six years to the default test clock (22 Nov 2026), every symbol. */
export const TEST_FROM = '2020-01-01';
export const TEST_THROUGH = '2026-11-22';
export const testStore = new HistoryStore(nseCalendar, TEST_FROM, TEST_THROUGH);

export function seriesOf(symbol: string): Series {
  const s = testStore.series(symbol);
  if (!s) throw new Error(`no model for ${symbol}`);
  return s;
}

export const ALL_SYMBOLS: readonly string[] = [...MODELS.keys()];

/** Grid indices of the trading days from..through (the history a user could see on the test clock). */
export function indicesBetween(from: string, through: string): number[] {
  const out: number[] = [];
  testStore.grid.dates.forEach((d, k) => {
    if (d >= from && d <= through) out.push(k);
  });
  return out;
}
