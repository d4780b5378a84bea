import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { inflated, zipEntries, type ZipEntry } from './zip-entries';

/** A row as exceljs's worksheet reader gives it: `values` is 1-based. */
export interface XlsxRow {
  number: number;
  values: unknown;
}

/**
 * The parts of exceljs's streaming WorkbookReader (4.4.0, pinned) that parse one zip entry each. Its
 * own `parse()` walks the zip's local headers in one streaming pass (unzipper) and, on a busy process,
 * now and then never delivers an entry: about 1 read in 300 of the same file lost `xl/sharedStrings.xml`
 * (every text cell read as empty) or `xl/workbook.xml` (exceljs issues #683 and #3064). So the entries
 * are taken from the zip's central directory instead, in the order the parsers need them.
 */
interface ReaderParts {
  workbookRels?: { Id: string; Target: string }[];
  model?: { sheets?: { rId: string }[] };
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseWorksheet(entry: Readable, sheetNo: string): Generator<{ value: AsyncIterable<XlsxRow> }>;
}

const WORKSHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;

/** A relationship's target as a path in the zip: relative to `xl/`, or absolute from the root. */
const partPath = (target: string) => (target.startsWith('/') ? target.slice(1) : `xl/${target}`);

/**
 * The workbook's first worksheet, the one Excel shows first (the first `<sheet>` of `xl/workbook.xml`),
 * or else the lowest-numbered worksheet part.
 */
function firstSheet(reader: ReaderParts, byName: Map<string, ZipEntry>): ZipEntry | undefined {
  const rId = reader.model?.sheets?.[0]?.rId;
  const target = reader.workbookRels?.find((rel) => rel.Id === rId)?.Target;
  const named = target ? byName.get(partPath(target)) : undefined;
  if (named && WORKSHEET.test(named.name)) return named;
  const sheetNo = (e: ZipEntry) => Number(WORKSHEET.exec(e.name)?.[1] ?? Infinity);
  return [...byName.values()].filter((e) => WORKSHEET.test(e.name)).sort((a, b) => sheetNo(a) - sheetNo(b))[0];
}

/**
 * The first worksheet's rows, streamed: each part is inflated a chunk at a time from the bytes in hand,
 * the workbook's relationships, its sheet list, shared strings and styles before the worksheet, whatever
 * order the zip holds them in. The bytes must have passed checkWorkbook (server/spreadsheets/workbook-bounds.ts).
 */
export async function* firstSheetRows(bytes: Uint8Array): AsyncGenerator<XlsxRow> {
  const byName = new Map(zipEntries(bytes).map((e) => [e.name, e]));
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    entries: 'ignore',
  }) as unknown as ReaderParts;
  const part = (name: string) => {
    const entry = byName.get(name);
    return entry ? Readable.from(inflated(bytes, entry)) : null;
  };
  const rels = part('xl/_rels/workbook.xml.rels');
  if (rels) await reader._parseRels(rels);
  const book = part('xl/workbook.xml');
  if (book) await reader._parseWorkbook(book);
  const strings = part('xl/sharedStrings.xml');
  if (strings) for await (const _ of reader._parseSharedStrings(strings));
  const styles = part('xl/styles.xml');
  if (styles) await reader._parseStyles(styles);
  const sheet = firstSheet(reader, byName);
  if (!sheet) return;
  for (const { value } of reader._parseWorksheet(
    Readable.from(inflated(bytes, sheet)),
    WORKSHEET.exec(sheet.name)![1]!,
  ))
    yield* value;
}
