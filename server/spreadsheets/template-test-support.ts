import ExcelJS from 'exceljs';
import { expect, vi } from 'vitest';

/**
 * A template route's second download (after `first`) is the same bytes and builds no workbook:
 * templates are built once per brand (template-workbook.ts `builtOncePerBrand`).
 */
export async function expectServedFromCache(first: Response, download: () => Promise<Response>) {
  const building = vi.spyOn(ExcelJS.Workbook.prototype, 'addWorksheet');
  const again = await download();
  const built = building.mock.calls.length;
  building.mockRestore();
  expect(built).toBe(0);
  expect(Buffer.from(await again.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
}
