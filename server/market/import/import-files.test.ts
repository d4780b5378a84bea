import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { migrate } from '../../db/migrate';
import { openTestDatabase } from '../../test-support';
import { importMarketFiles } from './import-files';
import { FIXTURES, fixtureFile, withLine, zippedFixture } from './testing/nse-fixtures';

let db: Database;
beforeEach(async () => {
  db ??= await openTestDatabase('empty').then(async (d) => (await migrate(d), d));
  await db.exec('TRUNCATE market_daily_bars, market_corporate_actions');
});
afterAll(() => db?.close());

const stored = async (date: string) =>
  (
    await db.query<{ symbol: string; close: string; volume: string }>(
      `SELECT symbol, close::text, volume::text FROM market_daily_bars WHERE trade_date = $1 ORDER BY symbol`,
      [date],
    )
  ).rows;

describe('importing NSE end-of-day files', () => {
  it('loads the offered symbols of a plain bhavcopy, EQ and BE, and ignores the rest', async () => {
    const [report] = await importMarketFiles(db, [fixtureFile(FIXTURES.bhavcopy18)]);
    expect(report).toMatchObject({ format: 'common bhavcopy (UDiFF)', loaded: 5, ignored: 2, problems: [] });
    expect(report!.days).toEqual([{ date: '2026-11-18', outcome: 'added', rows: 5 }]);
    expect(await stored('2026-11-18')).toEqual([
      { symbol: 'CESC', close: '166.45', volume: '512300' },
      { symbol: 'GOLDBEES', close: '101.64', volume: '9120455' },
      { symbol: 'INFY', close: '1495.60', volume: '5120044' },
      { symbol: 'RELIANCE', close: '1419.85', volume: '8012345' },
      { symbol: 'TCS', close: '3138.40', volume: '1843210' },
    ]);
  });

  it('reads the bhavcopy zipped as NSE serves it, the same rows as the plain file', async () => {
    const [zipped] = await importMarketFiles(db, [zippedFixture(FIXTURES.bhavcopy19)]);
    expect(zipped).toMatchObject({ loaded: 5, days: [{ date: '2026-11-19', outcome: 'added', rows: 5 }] });
    const [plain] = await importMarketFiles(db, [fixtureFile(FIXTURES.bhavcopy19)]);
    expect(plain!.days).toEqual([{ date: '2026-11-19', outcome: 'unchanged', rows: 5 }]);
  });

  it('loads the index closes of the indices it knows, by their NSE Indices names', async () => {
    const [report] = await importMarketFiles(db, [fixtureFile(FIXTURES.indices18)]);
    expect(report).toMatchObject({ format: 'index closes', loaded: 3, ignored: 2, problems: [] });
    const rows = await db.query<{ symbol: string; kind: string; close: string }>(
      `SELECT symbol, kind, close::text FROM market_daily_bars ORDER BY symbol`,
    );
    expect(rows.rows).toEqual([
      { symbol: 'NIFTY 50', kind: 'index', close: '26088.45' },
      { symbol: 'NIFTY BANK', kind: 'index', close: '58390.25' },
      { symbol: 'NIFTY IT', kind: 'index', close: '36540.90' },
    ]);
  });

  it('is idempotent per trading day: the same file again changes nothing, a corrected one replaces the day', async () => {
    const files = [fixtureFile(FIXTURES.bhavcopy18), fixtureFile(FIXTURES.indices18)];
    await importMarketFiles(db, files);
    const again = await importMarketFiles(db, files);
    expect(again.map((r) => r.days[0]!.outcome)).toEqual(['unchanged', 'unchanged']);
    expect(await stored('2026-11-18')).toHaveLength(8);

    // NSE republishes the day: TCS closes 10 paise higher and CESC's row is gone.
    const corrected = fixtureFile(FIXTURES.bhavcopy18, (t) =>
      withLine(3, (l) => l.replace(',3138.40,3139.00,', ',3138.50,3139.00,'))(t.replace(/^.*,CESC,.*\n/m, '')),
    );
    const [replaced] = await importMarketFiles(db, [corrected]);
    expect(replaced!.days).toEqual([{ date: '2026-11-18', outcome: 'replaced', rows: 4 }]);
    const day = await stored('2026-11-18');
    expect(day.map((r) => r.symbol)).toEqual([
      'GOLDBEES',
      'INFY',
      'NIFTY 50',
      'NIFTY BANK',
      'NIFTY IT',
      'RELIANCE',
      'TCS',
    ]);
    expect(day.find((r) => r.symbol === 'TCS')!.close).toBe('3138.50');
  });

  it('reports a malformed row with its line, skips it and loads the others', async () => {
    const broken = fixtureFile(FIXTURES.bhavcopy18, (t) =>
      withLine(4, (l) => l.replace(',1495.60,', ',1495.6O,'))(withLine(7, (l) => l.slice(0, l.lastIndexOf(',')))(t)),
    );
    const [report] = await importMarketFiles(db, [broken]);
    expect(report!.problems).toEqual([
      { line: 4, reason: 'ClsPric "1495.6O" is not a price' },
      { line: 7, reason: '33 cells where the header has 34' },
    ]);
    expect(report!.loaded).toBe(3);
    expect((await stored('2026-11-18')).map((r) => r.symbol)).toEqual(['CESC', 'RELIANCE', 'TCS']);
  });

  it('refuses a row whose low and high do not contain its open and close', async () => {
    const upside = fixtureFile(
      FIXTURES.indices19,
      withLine(2, (l) => l.replace(',25990.40,', ',26030.00,')),
    );
    const [report] = await importMarketFiles(db, [upside]);
    expect(report!.problems).toEqual([
      { line: 2, reason: 'low 26030 and high 26150.25 do not contain open 26090.1 and close 26021.7' },
    ]);
    expect(report!.loaded).toBe(2);
  });

  it('refuses a file that is none of NSE’s whole, and still loads the others', async () => {
    const other = { name: 'holdings.csv', bytes: new TextEncoder().encode('Symbol,Quantity\nTCS,4\n') };
    const [refused, loaded] = await importMarketFiles(db, [other, fixtureFile(FIXTURES.indices19)]);
    expect(refused).toMatchObject({ format: null, loaded: 0 });
    expect(refused!.refused).toMatch(/^not an NSE file read here: as .*, it lacks /);
    expect(loaded!.loaded).toBe(3);
  });

  it('keeps the splits and bonuses of offered symbols from the corporate actions export, once', async () => {
    const [report] = await importMarketFiles(db, [fixtureFile(FIXTURES.actions)]);
    expect(report).toMatchObject({
      format: 'corporate actions',
      loaded: 2,
      ignored: 2,
      actions: { changed: 2, unchanged: 0 },
    });
    const { rows } = await db.query(
      `SELECT symbol, ex_date::text, kind, numerator::float8, denominator::float8 FROM market_corporate_actions ORDER BY symbol`,
    );
    expect(rows).toEqual([
      { symbol: 'INFY', ex_date: '2026-11-19', kind: 'split', numerator: 1, denominator: 5 },
      { symbol: 'WIPRO', ex_date: '2026-12-03', kind: 'bonus', numerator: 1, denominator: 2 },
    ]);
    const [again] = await importMarketFiles(db, [fixtureFile(FIXTURES.actions)]);
    expect(again!.actions).toEqual({ changed: 0, unchanged: 2 });
  });
});
