import { describe, expect, it } from 'vitest';
import { sampleRows, sampleWorkbook } from '../client-import/import-sample-files';
import { importTemplate } from '../client-import/import-template';
import { brandNamed } from '../studio/testing/studio-test-client';
import { SheetError, WorkbookTooLarge } from './sheet-errors';
import { sheetRows } from './sheet-rows';
import { checkWorkbook } from './workbook-bounds';
import { WORKBOOK_LIMITS, WORKBOOK_MESSAGES as M } from './workbook-limits';
import { XmlRefused, XmlTally } from './xml-tally';
import {
  hugeSharedString,
  hugeSheet,
  memoryGrowth,
  packed,
  repeated,
  unzipped,
  workbookWith,
  zipOf,
  type TestEntry,
} from './zip-test-support';

/** What checkWorkbook says of the bytes: 'ok', the limit's message, or 'no workbook'. */
async function verdict(bytes: Uint8Array): Promise<string> {
  try {
    await checkWorkbook(bytes);
    return 'ok';
  } catch (e) {
    if (e instanceof WorkbookTooLarge) return e.message;
    if (e instanceof SheetError) return 'no workbook';
    throw e;
  }
}

const template = () => sampleWorkbook(sampleRows(3, { tag: 91 }).rows);
/** The template's entries zipped again by the tests' writer, `change` applied to them first. */
async function rezipped(change: (entries: TestEntry[]) => TestEntry[] = (e) => e) {
  const entries = [...unzipped(await template())].map(([name, data]): TestEntry => ({ name, packed: packed(data) }));
  return zipOf(change(entries));
}

describe('checkWorkbook', () => {
  it('passes workbooks as exceljs writes them, and as the tests write them (which exceljs reads)', async () => {
    expect(await verdict(await template())).toBe('ok');
    expect(await verdict(await importTemplate(brandNamed('starfolio')))).toBe('ok');
    expect(await verdict(await sampleWorkbook(sampleRows(10_000, { tag: 92 }).rows))).toBe('ok');
    const again = await rezipped();
    expect(await verdict(again)).toBe('ok');
    const rows = [];
    for await (const r of sheetRows('xlsx', again)) rows.push(r.cells[1]);
    expect(rows).toEqual(['email', ...sampleRows(3, { tag: 91 }).rows.map((r) => r[1])]);
    const described = await rezipped((e) => e.map((x) => ({ ...x, descriptor: true })));
    expect(await verdict(described)).toBe('ok');
    let read = 0;
    for await (const r of sheetRows('xlsx', described)) read += r.cells.length > 0 ? 1 : 0;
    expect(read).toBe(4);
  });

  it('refuses the review’s 298 KB file (one 300-million-character shared string) from its directory, in bounded memory', async () => {
    const file = await hugeSharedString();
    expect(file.length).toBeLessThan(320_000);
    const { result, rssMb } = await memoryGrowth(() => verdict(file));
    expect(result).toBe(M.unpackedBytes);
    expect(rssMb).toBeLessThan(64);
  });

  it('refuses a size header that lies at its first byte too many, in bounded memory', async () => {
    for (const file of [
      await hugeSharedString(300_000_000, true),
      await hugeSheet(10_000_000, true),
      await workbookWith(
        { 'xl/sharedStrings.xml': repeated('<sst>', 'A'.repeat(1 << 20), 300, '</sst>') },
        {
          declaredSize: 1024,
          descriptor: true,
        },
      ),
    ]) {
      const { result, rssMb } = await memoryGrowth(() => verdict(file));
      expect(result).toBe('no workbook');
      expect(rssMb).toBeLessThan(64);
    }
  });

  it('refuses past each limit with its message', async () => {
    expect(await verdict(await hugeSheet(10_000_000))).toBe(M.unpackedBytes);
    expect(await verdict(await hugeSheet(WORKBOOK_LIMITS.cells))).toBe(M.cells);
    expect(await verdict(await hugeSheet(WORKBOOK_LIMITS.cells - 1_000))).toBe('ok');
    const strings = (n: number) =>
      workbookWith({ 'xl/sharedStrings.xml': repeated('<sst>', '<si><t>a</t></si>'.repeat(1000), n / 1000, '</sst>') });
    expect(await verdict(await strings(WORKBOOK_LIMITS.sharedStrings + 1000))).toBe(M.sharedStrings);
    expect(await verdict(await strings(WORKBOOK_LIMITS.sharedStrings))).toBe('ok');
    expect(await verdict(await hugeSharedString(9_000_000))).toBe(M.characters);
    expect(await verdict(await hugeSharedString(7_000_000))).toBe('ok');
    const many = Array.from({ length: WORKBOOK_LIMITS.entries + 1 }, (_, i) => ({
      name: `x/${i}.bin`,
      packed: packed(''),
    }));
    expect(await verdict(zipOf(many))).toBe(M.entries);
  });

  it('refuses a zip that two readers would read differently, or that does not check out', async () => {
    const change = (name: string, over: Partial<TestEntry>) =>
      rezipped((entries) => entries.map((e) => (e.name === name ? { ...e, ...over } : e)));
    const bomb: TestEntry = { name: 'xl/sharedStrings.xml', packed: packed('<sst><si><t>a</t></si></sst>') };
    const cases: [string, Uint8Array][] = [
      // A file only a streaming reader would find, between two the directory lists.
      ['hidden entry', await rezipped((e) => [...e.slice(0, 3), { ...bomb, hidden: true }, ...e.slice(3)])],
      ['names differ', await change('xl/workbook.xml', { centralName: 'xl/other.xml' })],
      ['duplicate', await rezipped((e) => [...e, { ...e.find((x) => x.name === 'xl/workbook.xml')! }])],
      [
        'descriptor signature inside the data',
        await change('docProps/app.xml', { descriptor: true, packed: packed('<a>PK\x07\x08</a>', 0) }),
      ],
      ['checksum', await change('xl/styles.xml', { packed: { ...packed('<styleSheet/>'), crc: 1 } })],
      [
        'cut short',
        await change('xl/styles.xml', { packed: { ...packed('<a/>'.repeat(999)), data: new Uint8Array(4) } }),
      ],
      ['encrypted', await change('xl/styles.xml', { flags: 1 })],
      ['DOCTYPE', await change('xl/workbook.xml', { packed: packed('<!DOCTYPE x [<!ENTITY a "b">]><workbook/>') })],
      ['UTF-16', await change('xl/workbook.xml', { packed: packed(new Uint8Array([0xff, 0xfe, 0x3c, 0])) })],
    ];
    for (const [what, bytes] of cases) expect(await verdict(bytes), what).toBe('no workbook');
    const junk = await rezipped();
    expect(await verdict(new Uint8Array([...junk, 1, 2, 3]))).toBe('no workbook');
    expect(await verdict(junk.subarray(0, junk.length - 1))).toBe('no workbook');
    expect(await verdict(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 9, 9, 9, 9]))).toBe('no workbook');
  });
});

describe('XmlTally', () => {
  const tally = (xml: string, split = 0) => {
    const t = new XmlTally(['c', 'si']);
    const bytes = new TextEncoder().encode(xml);
    if (split) for (let at = 0; at < bytes.length; at += split) t.feed(bytes.subarray(at, at + split));
    else t.feed(bytes);
    return { c: t.count('c'), si: t.count('si'), characters: t.characters };
  };

  it('counts elements by local name, and text, attribute values, CDATA and comments as characters', () => {
    const xml =
      '<?xml version="1.0"?><x:row a="1>2"><x:c r=\'A1\'><v>12</v></x:c><c/><col/><cc>t</cc>' +
      '<si><t><![CDATA[<c>x]]></t></si><!-- <c> --></x:row>';
    const whole = tally(xml);
    // 'xml version="1.0"?', '1>2', 'A1', '12', 't', '<c>x]]', ' <c> --': the closers' first bytes count too.
    expect(whole).toEqual({ c: 2, si: 1, characters: 18 + 3 + 2 + 2 + 1 + 6 + 7 });
    for (const split of [1, 2, 3, 7]) expect(tally(xml, split)).toEqual(whole);
  });

  it('refuses a DOCTYPE or another declaration, and NUL bytes', () => {
    expect(() => tally('<!DOCTYPE a><a/>')).toThrow(XmlRefused);
    expect(() => tally('<!ENTITY a "b">')).toThrow(XmlRefused);
    expect(() => tally('<a>\0</a>')).toThrow(XmlRefused);
    expect(tally('<!--x--><![CDATA[y]]>').characters).toBe(6);
  });
});
