import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test-support';
import { runMarketImport } from './cli';
import { FIXTURES, fixturePath } from './testing/nse-fixtures';

const db = await openTestDatabase('empty');
afterAll(() => db.close());

describe('npm run market:import', () => {
  it('migrates, loads the files given and prints a summary with each refused row', async () => {
    const { text, ok } = await runMarketImport([fixturePath(FIXTURES.bhavcopy18), fixturePath(FIXTURES.indices18)], db);
    expect(ok).toBe(true);
    expect(text).toBe(
      [
        `${FIXTURES.bhavcopy18}: common bhavcopy (UDiFF), 5 rows loaded, 2 ignored, 0 malformed`,
        '  2026-11-18: 5 rows added',
        `${FIXTURES.indices18}: index closes, 3 rows loaded, 2 ignored, 0 malformed`,
        '  2026-11-18: 3 rows added',
        '8 rows loaded from 2 of 2 files',
      ].join('\n'),
    );
    const again = await runMarketImport([fixturePath(FIXTURES.bhavcopy18)], db);
    expect(again).toEqual({
      ok: true,
      text: `${FIXTURES.bhavcopy18}: common bhavcopy (UDiFF), 5 rows loaded, 2 ignored, 0 malformed\n  2026-11-18: 5 rows already loaded, unchanged\n5 rows loaded from 1 of 1 files`,
    });
  });

  it('fails only when nothing could be loaded, naming each file that could not be read', async () => {
    const { text, ok } = await runMarketImport([import.meta.filename, '/no/such/file.csv'], db);
    expect(ok).toBe(false);
    expect(text).toMatch(/^cli\.test\.ts: refused, not an NSE file read here/);
    expect(text).toMatch(/\nfile\.csv: refused, cannot be read \(ENOENT\)\n0 rows loaded from 0 of 2 files$/);
    expect(await runMarketImport([], db)).toEqual({ ok: false, text: 'usage: npm run market:import -- <files…>' });
  });
});
