import { parseCsv } from '../../spreadsheets/parse-csv';
import { BHAVCOPY_COLUMNS, readBhavcopy } from './bhavcopy';
import { CORPORATE_ACTION_COLUMNS, readCorporateActions } from './corporate-actions';
import { FileRefused, fileText } from './file-text';
import type { ParsedFile } from './import-types';
import { INDEX_CLOSE_COLUMNS, readIndexCloses } from './index-closes';
import { missingColumns } from './read-rows';

/** The files the import reads, told apart by their header row, never by their name. */
const FORMATS = [
  { kind: 'equity', name: 'common bhavcopy (UDiFF)', columns: BHAVCOPY_COLUMNS, read: readBhavcopy },
  { kind: 'index', name: 'index closes', columns: INDEX_CLOSE_COLUMNS, read: readIndexCloses },
  { kind: 'actions', name: 'corporate actions', columns: CORPORATE_ACTION_COLUMNS, read: readCorporateActions },
] as const;

export type FormatName = (typeof FORMATS)[number]['name'];

/**
 * An NSE end-of-day file read: which format it is and its rows, or a FileRefused when it is none of
 * them (the message names the closest format's missing columns).
 */
export function readNseFile(bytes: Uint8Array): ParsedFile & { format: FormatName } {
  const table = parseCsv(fileText(bytes));
  const header = table[0] ?? [];
  const fits = FORMATS.map((f) => ({ f, missing: missingColumns(header, f.columns) }));
  const found = fits.find((x) => x.missing.length === 0);
  if (!found) {
    const closest = fits.reduce((a, b) => (b.missing.length < a.missing.length ? b : a));
    throw new FileRefused(`not an NSE file read here: as ${closest.f.name}, it lacks ${closest.missing.join(', ')}`);
  }
  const { kind, name, read } = found.f;
  return { kind, format: name, ...read(table) } as ParsedFile & { format: FormatName };
}
