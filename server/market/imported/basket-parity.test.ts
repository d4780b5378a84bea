import { afterAll, describe, expect, it } from 'vitest';
import { BasketPerformanceService } from '../../baskets/basket-performance-service';
import type { StoredVersion } from '../../baskets/stored-versions';
import { migrate } from '../../db/migrate';
import { openTestDatabase } from '../../test-support';
import { createMarketClock } from '../clock';
import { createMarketData, openMarketData } from '../create-market-data';
import { importMarketFiles } from '../import/import-files';
import { bhavcopyText, indexClosesText } from '../import/testing/write-nse-files';
import type { DailyBar } from '../market-data';

const db = await openTestDatabase('empty');
await migrate(db);
afterAll(() => db.close());

const version = (id: number, effectiveDate: string, weights: Record<string, number>): StoredVersion => ({
  id,
  version: id,
  effectiveDate,
  rationale: '',
  constituents: Object.entries(weights).map(([symbol, weight]) => ({ symbol, weight, rationale: '' })),
});

/** Launched over a year before the clock (so the 1-year figures exist), rebalanced once. */
const basket = {
  id: 31,
  benchmark: 'NIFTY IT',
  versions: [
    version(1, '2025-10-01', { TCS: 40, INFY: 35, WIPRO: 25 }),
    version(2, '2026-06-15', { TCS: 30, HCLTECH: 45, INFY: 25 }),
  ],
};
const FROM = '2025-09-15';

describe('basket figures from imported prices', () => {
  it('match those from the same prices through the simulator', async () => {
    const clock = createMarketClock(new Date('2026-11-20T16:00:00+05:30'));
    const simulated = createMarketData({ clock });
    const to = simulated.historyBounds().to;

    // The simulator's bars, written as NSE's files of each day and imported.
    const history = async (symbol: string) => (await simulated.history(symbol, { from: FROM, to }))!;
    const stocks: (DailyBar & { symbol: string; isin: string })[] = [];
    for (const symbol of ['TCS', 'INFY', 'WIPRO', 'HCLTECH']) {
      const { isin } = simulated.instrument(symbol)!;
      for (const bar of await history(symbol)) stocks.push({ ...bar, symbol, isin });
    }
    const index = await history('NIFTY IT');
    const files = index.flatMap((day) => {
      const ofDay = stocks.filter((b) => b.date === day.date);
      const stamp = day.date.replaceAll('-', '');
      return [
        { name: `BhavCopy_NSE_CM_0_0_0_${stamp}_F_0000.csv`, bytes: encode(bhavcopyText(day.date, ofDay)) },
        {
          name: `ind_close_all_${stamp}.csv`,
          bytes: encode(indexClosesText(day.date, [{ ...day, name: 'Nifty IT' }])),
        },
      ];
    });
    const reports = await importMarketFiles(db, files);
    expect(reports.flatMap((r) => r.problems)).toEqual([]);
    expect(reports.reduce((n, r) => n + r.loaded, 0)).toBe(index.length * 5);

    const imported = await openMarketData({ source: 'imported', db, clock });
    expect(imported.historyBounds()).toEqual({ from: index[0]!.date, to });
    const fromSimulator = await new BasketPerformanceService(simulated).performance(basket);
    const fromImport = await new BasketPerformanceService(imported).performance(basket);
    expect(fromSimulator!.index.length).toBeGreaterThan(250);
    expect(fromSimulator!.basket.returns['1yr']).not.toBeNull();
    expect(fromImport).toEqual(fromSimulator);
  });
});

const encode = (text: string) => new TextEncoder().encode(text);
