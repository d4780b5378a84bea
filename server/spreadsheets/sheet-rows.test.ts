import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS } from '#contract/client-import/types';
import { sampleRows, sampleWorkbook } from '../client-import/import-sample-files';
import { sheetRows } from './sheet-rows';
import { packed, unzipped, zipOf } from './zip-test-support';

const encoder = new TextEncoder();

async function rowsOf(bytes: Uint8Array) {
  const out: string[][] = [];
  for await (const { cells } of sheetRows('xlsx', bytes)) out.push(cells);
  return out;
}

describe('a workbook read as a stream', () => {
  it('reads the same rows whatever order its zip holds the workbook, its strings and its sheets in', async () => {
    const entries = unzipped(await sampleWorkbook(sampleRows(3, { tag: 91 }).rows));
    const inOrder = await rowsOf(zipOf([...entries].map(([name, data]) => ({ name, packed: packed(data) }))));
    expect(inOrder.length).toBe(4);
    // The relationships and the shared strings first, the worksheet, and `xl/workbook.xml` last.
    const rank = (name: string) =>
      name === 'xl/workbook.xml'
        ? 3
        : /^xl\/worksheets\/sheet\d+\.xml$/.test(name)
          ? 2
          : /rels|sharedStrings/.test(name)
            ? 0
            : 1;
    const reordered = [...entries].sort(([a], [b]) => rank(a) - rank(b));
    expect(reordered.at(-1)![0]).toBe('xl/workbook.xml');
    expect(await rowsOf(zipOf(reordered.map(([name, data]) => ({ name, packed: packed(data) }))))).toEqual(inOrder);
  });

  it('reads every text of the same file on every read, however busy the process (exceljs #683)', async () => {
    // exceljs's own streaming pass, given Excel's order (the worksheet before the shared strings,
    // `xl/workbook.xml` last), lost the shared strings about once in 300 reads one after another: every
    // text read as ''. 300 reads here showed it in about 2 runs of 3; the central-directory reader never
    // loses a part, so this never fails.
    const { rows } = sampleRows(60, { tag: 92 });
    const bytes = await sampleWorkbook(rows);
    for (let read = 1; read <= 300; read++)
      expect({ read, rows: (await rowsOf(bytes)).slice(1) }).toEqual({ read, rows });
  });

  it('reads the sheet the workbook shows first, wherever its part is and however its relationship names it', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Notes').addRow(['Fill in the Clients sheet']);
    const clients = book.addWorksheet('Clients');
    for (const row of [IMPORT_COLUMNS, ...sampleRows(2, { tag: 93 }).rows]) clients.addRow([...row]);
    const entries = unzipped(new Uint8Array(await book.xlsx.writeBuffer()));
    const text = (name: string) => new TextDecoder().decode(entries.get(name));
    // Clients moved before Notes in the workbook's tab order; its relationship made absolute.
    const sheets = /<sheets>(<sheet [^>]*\/>)(<sheet [^>]*\/>)<\/sheets>/;
    expect(text('xl/workbook.xml')).toMatch(sheets);
    entries.set('xl/workbook.xml', encoder.encode(text('xl/workbook.xml').replace(sheets, '<sheets>$2$1</sheets>')));
    const rels = text('xl/_rels/workbook.xml.rels').replace('"worksheets/sheet2.xml"', '"/xl/worksheets/sheet2.xml"');
    expect(rels).toContain('/xl/worksheets/sheet2.xml');
    entries.set('xl/_rels/workbook.xml.rels', encoder.encode(rels));
    const read = await rowsOf(zipOf([...entries].map(([name, data]) => ({ name, packed: packed(data) }))));
    expect(read.map((r) => r[1])).toEqual([
      'email',
      'client-93-0@import.example.com',
      'client-93-1@import.example.com',
    ]);
  });
});
