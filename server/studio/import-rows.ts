import type { BasketImportBody, ImportRowError, ImportedRow } from '#contract/studio/types';
import { STUDIO_LIMITS, STUDIO_MESSAGES as S, roundToHundredths } from '#contract/studio/rules';
import type { MarketData } from '../market/market-data';
import type { Table } from '../spreadsheets/parse-csv';

const SYMBOL = /^symbol$/;
const WEIGHT = /^weight(\s*\(%\)|\s*%)?$/;
const header = (cell: string) => cell.trim().toLowerCase();

/** Why a row's weight is refused, or its value (percent, two decimals). */
function weightOf(raw: string): number | string {
  const text = raw.trim().replace(/\s*%$/, '');
  const weight = text === '' ? NaN : Number(text);
  if (!Number.isFinite(weight)) return `Weight '${raw.trim().slice(0, 20)}' is not a number`;
  if (weight <= 0 || weight > 100) return 'Weight must be more than 0 and at most 100';
  return roundToHundredths(weight) / 100;
}

/**
 * An imported file's rows checked (docs/studio.md, "Import"): row 1 names a 'Symbol' and a 'Weight'
 * column (any case; 'Weight (%)' too); each later row is a known symbol with a weight above 0 and at
 * most 100, not twice. Empty rows are skipped; each bad row is named with its reason. A string: the
 * file as a whole is refused.
 */
export function importRows(table: Table, market: MarketData): BasketImportBody | string {
  const [head = [], ...body] = table;
  const symbolCol = head.findIndex((h) => SYMBOL.test(header(h)));
  const weightCol = head.findIndex((h) => WEIGHT.test(header(h)));
  if (symbolCol < 0 || weightCol < 0) return S.importColumns;
  const filled = body.map((cells, i) => ({ cells, row: i + 2 })).filter((r) => r.cells.some((c) => c.trim() !== ''));
  if (filled.length > STUDIO_LIMITS.importRowsMax) return S.importTooManyRows(STUDIO_LIMITS.importRowsMax);
  const rows: ImportedRow[] = [];
  const errors: ImportRowError[] = [];
  const seen = new Set<string>();
  for (const { cells, row } of filled) {
    const symbol = (cells[symbolCol] ?? '').trim().toUpperCase();
    const rawWeight = cells[weightCol] ?? '';
    const weight = weightOf(rawWeight);
    const instrument = symbol ? market.instrument(symbol) : undefined;
    let reason: string | undefined;
    if (!symbol) reason = 'Symbol is blank';
    else if (rawWeight.trim() === '') reason = 'Weight is blank';
    else if (!instrument) reason = S.unknownStock(symbol.slice(0, 32));
    else if (seen.has(symbol)) reason = S.duplicateStock(symbol);
    else if (typeof weight === 'string') reason = weight;
    if (symbol) seen.add(symbol);
    if (reason !== undefined || !instrument || typeof weight === 'string') {
      errors.push({ row, reason: reason ?? S.unknownStock(symbol) });
      continue;
    }
    rows.push({ row, symbol, name: instrument.name, weight });
  }
  const total = rows.reduce((sum, r) => sum + roundToHundredths(r.weight), 0) / 100;
  return { rows, errors, total_weight: total };
}
