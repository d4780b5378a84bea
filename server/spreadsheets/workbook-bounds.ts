import { crc32 } from 'node:zlib';
import { SheetError, WorkbookTooLarge } from './sheet-errors';
import { WORKBOOK_LIMITS as L, WORKBOOK_MESSAGES as M } from './workbook-limits';
import { XmlRefused, XmlTally } from './xml-tally';
import { inflated, ZipError, zipEntries, type ZipEntry } from './zip-entries';

/** The worksheets exceljs's streaming reader parses (its own test, unanchored as it is there). */
const WORKSHEET = /xl\/worksheets\/sheet\d+[.]xml/;
const SHARED_STRINGS = 'xl/sharedStrings.xml';
const isXml = (name: string) => /\.(xml|rels)$/i.test(name) || WORKSHEET.test(name);
/**
 * Whether an uploaded XLSX stays inside WORKBOOK_LIMITS, found before any parser reads it: the zip's
 * directory first (its entries, and the uncompressed sizes it declares), then every entry inflated as a
 * stream and counted, so a size header that lies is caught at its first byte too many, and the XML
 * parts tallied (cells, shared strings, characters) as they pass. Memory stays at a few chunks whatever
 * the file. Throws WorkbookTooLarge (its message is for the uploader) or SheetError (no workbook:
 * a broken or ambiguous zip, a size or checksum that does not match, a DOCTYPE).
 */
export async function checkWorkbook(bytes: Uint8Array): Promise<void> {
  let entries: ZipEntry[];
  try {
    entries = zipEntries(bytes);
  } catch (e) {
    if (e instanceof ZipError) throw new SheetError(`zip: ${e.message}`);
    throw e;
  }
  if (entries.length > L.entries) throw new WorkbookTooLarge(M.entries);
  if (entries.reduce((sum, e) => sum + e.size, 0) > L.unpackedBytes) throw new WorkbookTooLarge(M.unpackedBytes);
  const totals = { cells: 0, sharedStrings: 0, characters: 0 };
  for (const entry of entries) {
    const tally = isXml(entry.name) ? new XmlTally(['c', 'si']) : null;
    const cellsOf = () => (tally && WORKSHEET.test(entry.name) ? tally.count('c') : 0);
    const stringsOf = () => (tally && entry.name === SHARED_STRINGS ? tally.count('si') : 0);
    let size = 0;
    let crc = 0;
    try {
      for await (const chunk of inflated(bytes, entry)) {
        size += chunk.length;
        if (size > entry.size) throw new SheetError(`${entry.name} inflates past its declared size`);
        crc = crc32(chunk, crc);
        if (!tally) continue;
        tally.feed(chunk);
        if (totals.cells + cellsOf() > L.cells) throw new WorkbookTooLarge(M.cells);
        if (totals.sharedStrings + stringsOf() > L.sharedStrings) throw new WorkbookTooLarge(M.sharedStrings);
        if (totals.characters + tally.characters > L.characters) throw new WorkbookTooLarge(M.characters);
      }
    } catch (e) {
      if (e instanceof SheetError) throw e;
      // zlib's errors (bad data, early end) and XmlRefused: no workbook.
      if (e instanceof XmlRefused || (e instanceof Error && 'code' in e))
        throw new SheetError(`${entry.name}: ${e.message}`);
      throw e;
    }
    if (size !== entry.size || crc !== entry.crc32) throw new SheetError(`${entry.name}: size or checksum differs`);
    totals.cells += cellsOf();
    totals.sharedStrings += stringsOf();
    totals.characters += tally?.characters ?? 0;
  }
}
