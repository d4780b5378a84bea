import { IMPORT_COLUMNS } from '#contract/client-import/types';
import { xlsxBytes } from '../spreadsheets/xlsx-write';

/** A client row in the template's column order (name, email, mobile, dob, pan, state). */
export type SampleRow = [string, string, string, string, string, string];

const letters = (n: number, width: number) => {
  let out = '';
  for (let i = 0; i < width; i++, n = Math.floor(n / 26)) out = String.fromCharCode(65 + (n % 26)) + out;
  return out;
};

/**
 * The i-th client (i < 100,000) of a sample file: unique email, mobile and PAN within `tag` (0–9,999),
 * so files with different tags never share a client. Used by tests, the e2e spec and the bench.
 */
export function sampleClient(i: number, tag = 0): SampleRow {
  return [
    `Client ${letters(i, 3)} ${letters(tag, 2)}`,
    `client-${tag}-${i}@import.example.com`,
    `9${String(tag * 100_000 + i).padStart(9, '0')}`,
    '1985-04-12',
    `Q${letters(i, 4)}${String(tag).padStart(4, '0')}Z`,
    'MH',
  ];
}

/**
 * Row faults and what the import must say about each (the field and its message: docs/client-import.md, "Upload →
 * job").
 */
export const SAMPLE_FAULTS = [
  { field: 'name', reason: 'Please enter name', spoil: (r: SampleRow) => ((r[0] = ''), r) },
  { field: 'name', reason: 'Please enter valid name', spoil: (r: SampleRow) => ((r[0] = 'Ravi  Kumar'), r) },
  { field: 'email', reason: 'Please enter email', spoil: (r: SampleRow) => ((r[1] = ''), r) },
  { field: 'email', reason: 'Please enter a valid email', spoil: (r: SampleRow) => ((r[1] = 'not-an-email'), r) },
  { field: 'mobile', reason: 'Please enter mobile number', spoil: (r: SampleRow) => ((r[2] = ''), r) },
  { field: 'mobile', reason: 'Please enter a valid mobile number', spoil: (r: SampleRow) => ((r[2] = '98765'), r) },
  { field: 'dob', reason: 'Please enter a valid date of birth', spoil: (r: SampleRow) => ((r[3] = '1985-02-30'), r) },
  { field: 'pan', reason: 'Please enter PAN', spoil: (r: SampleRow) => ((r[4] = ''), r) },
  { field: 'pan', reason: 'Please enter a valid PAN', spoil: (r: SampleRow) => ((r[4] = 'ABCDE12345'), r) },
  { field: 'state', reason: 'Please select a valid state', spoil: (r: SampleRow) => ((r[5] = 'XX'), r) },
] as const;

/** An XLSX with the template's header and `rows`. */
export function sampleWorkbook(
  rows: readonly (readonly string[])[],
  header: readonly string[] = IMPORT_COLUMNS,
): Promise<Uint8Array> {
  return xlsxBytes('Clients', [header, ...rows]);
}

/**
 * `count` clients with one of each SAMPLE_FAULTS at every `badEvery`-th row (none when 0): the rows
 * and, for each bad one, its sheet row number (the header is row 1), field and reason.
 */
export function sampleRows(count: number, { tag = 0, badRows = [] as number[] } = {}) {
  const bad = new Map(badRows.map((n, k) => [n, SAMPLE_FAULTS[k % SAMPLE_FAULTS.length]!]));
  const expected: { row: number; field: string; reason: string }[] = [];
  const rows = Array.from({ length: count }, (_, i) => {
    const fault = bad.get(i + 2);
    if (!fault) return sampleClient(i, tag);
    expected.push({ row: i + 2, field: fault.field, reason: fault.reason });
    return fault.spoil(sampleClient(i, tag));
  });
  return { rows, expected };
}
