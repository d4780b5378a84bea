import { describe, expect, it } from 'vitest';
import { sampleRows, sampleWorkbook } from '../client-import/import-sample-files';
import { sheetRows } from './sheet-rows';
import { packed, unzipped, zipOf } from './zip-test-support';

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
});
