import ExcelJS from 'exceljs';
import { describe, expect, it, vi } from 'vitest';
import { IMPORT_COLUMNS } from '#contract/client-import/types';
import { SHEET_COLUMNS } from '#contract/rebalance-sheets/types';
import { brands } from '../../brands/registry';
import { importTemplate } from '../client-import/import-template';
import { sheetTemplate } from '../rebalance-sheets/sheet-template';
import { builtOncePerBrand } from './template-workbook';

const starfolio = brands.find((b) => b.id === 'starfolio')!;
const moneyleaf = brands.find((b) => b.id === 'moneyleaf')!;

async function read(bytes: Uint8Array) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  return workbook;
}

describe('builtOncePerBrand', () => {
  it('builds once per brand, however many ask at once, and answers the same bytes', async () => {
    const build = vi.fn((brand: { id: string }) => Promise.resolve(new TextEncoder().encode(brand.id)));
    const template = builtOncePerBrand(build);
    const [one, two] = await Promise.all([template({ id: 'a' }), template({ id: 'a' })]);
    const three = await template({ id: 'a' });
    expect(build).toHaveBeenCalledTimes(1);
    expect(two).toBe(one);
    expect(three).toBe(one);
    expect(new TextDecoder().decode(await template({ id: 'b' }))).toBe('b');
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('keeps no failed build: the next download tries again', async () => {
    const build = vi
      .fn<(brand: { id: string }) => Promise<Uint8Array>>()
      .mockRejectedValueOnce(new Error('disk full'))
      .mockResolvedValue(new Uint8Array([1]));
    const template = builtOncePerBrand(build);
    await expect(template({ id: 'a' })).rejects.toThrow('disk full');
    expect(await template({ id: 'a' })).toEqual(new Uint8Array([1]));
    expect(build).toHaveBeenCalledTimes(2);
  });
});

describe('the templates', () => {
  it('rebalance: a Targets sheet, its header bold and frozen, text columns but the weight, and Notes', async () => {
    const workbook = await read(await sheetTemplate(starfolio));
    expect(workbook.creator).toBe(starfolio.displayName);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Targets', 'Notes']);
    const sheet = workbook.getWorksheet('Targets')!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...SHEET_COLUMNS]);
    expect(sheet.getRow(1).font).toMatchObject({ bold: true });
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect([1, 2, 3, 4].map((n) => sheet.getColumn(n).numFmt)).toEqual(['@', '@', '@', '0.00']);
    expect([1, 2, 3, 4].map((n) => sheet.getColumn(n).width)).toEqual([32, 32, 14, 10]);
    const notes = workbook.getWorksheet('Notes')!;
    expect(notes.getRow(1).values).toEqual([undefined, 'Column', 'What to enter']);
    expect(notes.getRow(1).font).toMatchObject({ bold: true });
  });

  it('client import: a Clients sheet, its header bold and frozen, mobile, PAN and state as text, and Notes', async () => {
    const workbook = await read(await importTemplate(starfolio));
    expect(workbook.creator).toBe('Starfolio');
    // Each brand's file is its own.
    expect((await read(await importTemplate(moneyleaf))).creator).toBe(moneyleaf.displayName);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Clients', 'Notes']);
    const sheet = workbook.getWorksheet('Clients')!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...IMPORT_COLUMNS]);
    expect(sheet.getRow(1).font).toMatchObject({ bold: true });
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(IMPORT_COLUMNS.map((_, i) => sheet.getColumn(i + 1).numFmt ?? null)).toEqual([
      null,
      null,
      '@',
      null,
      '@',
      '@',
    ]);
    const notes = workbook.getWorksheet('Notes')!;
    expect(notes.getRow(1).values).toEqual([undefined, 'Column', 'Required', 'What to enter']);
    expect(notes.getRow(1).font).toMatchObject({ bold: true });
  });
});
