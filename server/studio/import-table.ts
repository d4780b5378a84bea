import ExcelJS from 'exceljs';

/** A file's rows as text cells, row 1 first; null when the file is no readable table. */
export type Table = string[][];

/** RFC 4180 CSV: commas, quoted fields with "" inside, CRLF or LF; a UTF-8 byte order mark is dropped. */
export function parseCsv(text: string): Table {
  const rows: Table = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  const src = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < src.length; i++) {
    const ch = src[i]!;
    if (quoted && ch === '"' && src[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted) {
      if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',') endCell();
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      endRow();
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) endRow();
  return rows;
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value) return value.richText.map((t) => t.text).join('');
  if ('result' in value) return value.result === undefined ? '' : cellText(value.result as ExcelJS.CellValue);
  if ('text' in value) return String(value.text);
  return '';
}

/** The first worksheet of an XLSX file, or null when it is none (a zip of something else, a broken one). */
export async function parseXlsx(bytes: Uint8Array, maxRows: number): Promise<Table | null> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  } catch {
    return null;
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return null;
  const rows: Table = [];
  // Rows past the limit are counted, not read: the caller refuses the file.
  const last = Math.min(sheet.rowCount, maxRows + 2);
  for (let n = 1; n <= last; n++) {
    const row = sheet.getRow(n);
    const cells: string[] = [];
    for (let col = 1; col <= Math.min(row.cellCount, 50); col++) cells.push(cellText(row.getCell(col).value));
    rows.push(cells);
  }
  return rows;
}
