import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { migrate } from '../../db/migrate';
import { openTestDatabase } from '../../test-support';
import { createMarketClock } from '../clock';
import { openMarketData } from '../create-market-data';
import { importMarketFiles } from '../import/import-files';
import { FIXTURES, fixtureFile } from '../import/testing/nse-fixtures';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase('empty');
  await migrate(db);
  const { bhavcopy18, bhavcopy19, indices18, indices19 } = FIXTURES;
  await importMarketFiles(
    db,
    [bhavcopy18, bhavcopy19, indices18, indices19].map((name) => fixtureFile(name)),
  );
});
afterAll(() => db.close());

const marketAt = (instant: string) =>
  openMarketData({ source: 'imported', db, clock: createMarketClock(new Date(instant)) });
const closes = (bars: { date: string; close: number }[] | undefined) => bars?.map((b) => [b.date, b.close]);
const NOV = { from: '2026-11-01', to: '2026-11-30' };

describe('MarketData on imported NSE files', () => {
  it('answers history from the imported bars, up to the last session closed by the clock', async () => {
    const market = await marketAt('2026-11-20T11:00:00+05:30');
    expect(market.source).toBe('NSE end-of-day files');
    expect(market.historyBounds()).toEqual({ from: '2026-11-18', to: '2026-11-19' });
    expect(await market.history('tcs', NOV)).toEqual([
      { date: '2026-11-18', open: 3120, high: 3145.5, low: 3101.2, close: 3138.4, volume: 1843210 },
      { date: '2026-11-19', open: 3140, high: 3150, low: 3098, close: 3104.75, volume: 2011877 },
    ]);
    expect(closes(await market.history('NIFTY IT', NOV))).toEqual([
      ['2026-11-18', 36540.9],
      ['2026-11-19', 36101.15],
    ]);
    expect(await market.history('NOSUCH', NOV)).toBeUndefined();
    expect(await market.history('WIPRO', NOV)).toEqual([]);

    const before = await marketAt('2026-11-19T15:00:00+05:30');
    expect(before.historyBounds().to).toBe('2026-11-18');
    expect(closes(await before.history('TCS', NOV))).toEqual([['2026-11-18', 3138.4]]);

    // A clock before the first imported day: an empty span, and no history.
    const earlier = await marketAt('2026-11-17T16:00:00+05:30');
    expect(earlier.historyBounds()).toEqual({ from: '2026-11-17', to: '2026-11-17' });
    expect(await earlier.history('TCS', NOV)).toEqual([]);
    expect(await earlier.quote('TCS')).toBeUndefined();
  });

  it('quotes the last close against the one before, stamped with the clock', async () => {
    const market = await marketAt('2026-11-20T11:00:00+05:30');
    expect(await market.quote('RELIANCE')).toEqual({
      symbol: 'RELIANCE',
      ltp: 1430.2,
      previousClose: 1419.85,
      change: 10.35,
      changePercent: 0.73,
      open: 1421,
      high: 1433.4,
      low: 1415,
      volume: 7311200,
      sessionDate: '2026-11-19',
      marketOpen: false,
      asOf: '2026-11-20T05:30:00.000Z',
    });
    expect(await market.ltp(['TCS', 'NIFTY 50', 'WIPRO', 'NOSUCH'])).toEqual({ TCS: 3104.75, 'NIFTY 50': 26021.7 });
  });

  it('adjusts history for a split from its ex-date back, and the quote’s previous close with it', async () => {
    const market = await marketAt('2026-11-20T11:00:00+05:30');
    // Unadjusted, INFY falls 80 % on the 19th: its ₹5 shares became five ₹1 shares that day.
    expect(closes(await market.history('INFY', NOV))).toEqual([
      ['2026-11-18', 1495.6],
      ['2026-11-19', 301.25],
    ]);
    await importMarketFiles(db, [fixtureFile(FIXTURES.actions)]);
    expect(await market.history('INFY', NOV)).toEqual([
      { date: '2026-11-18', open: 300.4, high: 302.38, low: 298.01, close: 299.12, volume: 25600220 },
      { date: '2026-11-19', open: 300.5, high: 304.1, low: 298.2, close: 301.25, volume: 24402110 },
    ]);
    expect(await market.quote('INFY')).toMatchObject({ ltp: 301.25, previousClose: 299.12, change: 2.13 });
    // History that starts on the ex-date needs no adjustment.
    expect(closes(await market.history('INFY', { from: '2026-11-19', to: '2026-11-19' }))).toEqual([
      ['2026-11-19', 301.25],
    ]);
  });
});
