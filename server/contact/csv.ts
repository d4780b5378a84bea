import { toCsv as writeCsv } from '../spreadsheets/csv';

/**
 * The leads export (server/spreadsheets/csv.ts): every cell quoted, as it always was; the route puts
 * the byte order mark first.
 */
export const toCsv = (header: readonly string[], rows: readonly (readonly (string | number)[])[]) =>
  writeCsv([header, ...rows], { quote: 'always', bom: false });
