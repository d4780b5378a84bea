import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../spreadsheets/parse-csv';
import { readBhavcopy } from './bhavcopy';
import { FIXTURES, fixtureText } from './testing/nse-fixtures';

const lines = fixtureText(FIXTURES.bhavcopy18).trimEnd().split('\n');
const tcs = lines[2]!;
const read = (...rows: string[]) => readBhavcopy(parseCsv([lines[0], ...rows].join('\n')));

describe('the common bhavcopy', () => {
  it('keeps a symbol’s EQ row when it also has a BE row that day, whichever comes first', () => {
    const be = tcs.replace(',EQ,', ',BE,').replace(',3138.40,', ',3137.00,');
    for (const rows of [
      [be, tcs],
      [tcs, be],
    ]) {
      const { records, ignored, problems } = read(...rows);
      expect(records.map((r) => r.close)).toEqual([3138.4]);
      expect({ ignored, problems }).toEqual({ ignored: 1, problems: [] });
    }
  });

  it('reports a second row of the same series for a symbol and day, and keeps the first', () => {
    const { records, problems } = read(tcs, tcs.replace(',3138.40,', ',3137.00,'));
    expect(records.map((r) => r.close)).toEqual([3138.4]);
    expect(problems).toEqual([{ line: 3, reason: 'a second EQ row for TCS on 2026-11-18' }]);
  });

  it('reports an impossible date and a volume that is not a whole number', () => {
    const { records, problems } = read(
      tcs.replace(/^2026-11-18/, '2026-11-31'),
      tcs.replace(',1843210,', ',1843210.5,'),
    );
    expect(records).toEqual([]);
    expect(problems).toEqual([
      { line: 2, reason: 'TradDt "2026-11-31" is not a date' },
      { line: 3, reason: 'TtlTradgVol "1843210.5" is not a whole number' },
    ]);
  });
});
