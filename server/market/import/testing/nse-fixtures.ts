import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { packed, zipOf } from '../../../spreadsheets/zip-test-support';

/**
 * Hand-written files in NSE's formats (docs/market-data.md, "Imported prices"), two trading days,
 * 18 and 19 November 2026:
 * - the common bhavcopies (UDiFF, 34 columns): RELIANCE, TCS, INFY (EQ), CESC (BE), GOLDBEES (an ETF,
 *   EQ) are offered; 20MICRONS (not offered) and SGBAUG31 (series GB) are not. INFY trades at a fifth
 *   of its price on the 19th: its face value was split from ₹5 to ₹1 that day;
 * - the index closes (13 columns): Nifty 50, Nifty IT, Nifty Bank are known; Nifty Next 50 and India
 *   VIX (its '-' cells) are not;
 * - the corporate actions export: INFY's split, WIPRO's 1:1 bonus (offered), a RELIANCE dividend and a
 *   20MICRONS bonus (left out).
 */
export const FIXTURES = {
  bhavcopy18: 'BhavCopy_NSE_CM_0_0_0_20261118_F_0000.csv',
  bhavcopy19: 'BhavCopy_NSE_CM_0_0_0_20261119_F_0000.csv',
  indices18: 'ind_close_all_18112026.csv',
  indices19: 'ind_close_all_19112026.csv',
  actions: 'CF-CA-equities-01-11-2026-to-31-12-2026.csv',
} as const;

export type FixtureName = (typeof FIXTURES)[keyof typeof FIXTURES];

export function fixturePath(name: FixtureName): string {
  return resolve(import.meta.dirname, name);
}

export function fixtureText(name: FixtureName): string {
  return readFileSync(fixturePath(name), 'utf8');
}

/** A fixture as the import is given it; `edit` changes its text first (a malformed row, a new price). */
export function fixtureFile(name: FixtureName, edit: (text: string) => string = (t) => t) {
  return { name, bytes: new TextEncoder().encode(edit(fixtureText(name))) };
}

/** A fixture zipped as NSE serves the bhavcopy: `<name>.zip` holding `<name>`. */
export function zippedFixture(name: FixtureName) {
  return { name: `${name}.zip`, bytes: zipOf([{ name, packed: packed(fixtureText(name)) }]) };
}

/** A fixture's text with line `line` (1 is the header) passed through `change`. */
export function withLine(line: number, change: (text: string) => string) {
  return (text: string) =>
    text
      .split('\n')
      .map((l, i) => (i === line - 1 ? change(l) : l))
      .join('\n');
}
