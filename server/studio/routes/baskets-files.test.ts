import sharp from 'sharp';
import { testServerPerFile } from '../../test-server-per-file';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { API } from '#contract/http/api-paths';
import type { BasketImportBody, StudioBasketBody } from '#contract/studio/types';
import { STUDIO_MESSAGES as S } from '#contract/studio/rules';
import { VALIDATION_MESSAGES as M } from '#contract/forms/validation-messages';

import { WORKBOOK_MESSAGES as W } from '../../spreadsheets/workbook-limits';
import { hugeSharedString, memoryGrowth } from '../../spreadsheets/zip-test-support';
import { factsheetPdf } from '../../baskets/factsheet-pdf';
import { PDF_MESSAGES } from '../../uploads/pdf-active-content';
import { scriptedPdfs } from '../../uploads/pdf-test-support';
import { expectServedAsUpload } from '../../uploads/upload-test-support';
import { adviserWithBasket } from '../testing/studio-test-users';

const file = testServerPerFile();
let studio: Awaited<ReturnType<typeof adviserWithBasket>>;
beforeAll(async () => {
  studio = await adviserWithBasket(file.t);
});

const text = (s: string) => new TextEncoder().encode(s);
/** A PNG of exactly `size` bytes: a real image, padded after IEND (the server re-encodes it). */
async function pngOf(size: number) {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();
  const out = new Uint8Array(size);
  out.set(png);
  return out;
}

describe('basket image', () => {
  it('takes 51200 bytes, refuses 51201 with the spec message, and serves the re-encoded image', async () => {
    const ok = await studio.uploadToBasket(API.studio.imageAdd, await pngOf(51200), 'logo.png');
    expect(ok.status).toBe(200);
    const url = (ok.body as unknown as StudioBasketBody).basket.image_url!;
    expect(url).toMatch(/^\/media\/uploads\/basket-[0-9a-f]{24}\.png$/);
    const served = await file.t.request(studio.api.brand, url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expectServedAsUpload(served, 'inline', url.split('/').pop()!);
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect((await served.arrayBuffer()).byteLength).toBeLessThan(51200);
    const over = await studio.uploadToBasket(API.studio.imageAdd, await pngOf(51201), 'logo.png');
    expect([over.status, over.head.message, over.body.errors?.file]).toEqual([413, M.imageTooLarge, M.imageTooLarge]);
    const huge = await studio.uploadToBasket(API.studio.imageAdd, await pngOf(300_000), 'logo.png');
    expect([huge.status, huge.head.message]).toEqual([413, M.imageTooLarge]);
  });

  it('refuses a file that is no image whatever its name, and a broken image', async () => {
    for (const bytes of [
      text('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      text('%PDF-1.4 x'),
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]),
    ]) {
      const a = await studio.uploadToBasket(API.studio.imageAdd, bytes, 'photo.png');
      expect([a.status, a.body.errors?.file]).toEqual([400, S.imageType]);
    }
    expect((await file.t.request(studio.api.brand, '/media/uploads/basket-nope.png')).status).toBe(404);
  });
});

describe('factsheet', () => {
  it('stores a PDF the factsheet route then serves, refuses others and 5 MB + 1 byte', async () => {
    const pdf = factsheetPdf('Studio basket', [{ text: 'Large banks and IT leaders, equal weight.' }]);
    const a = await studio.uploadToBasket(API.studio.factsheetAdd, pdf, 'sheet.pdf');
    expect((a.body as unknown as StudioBasketBody).basket.factsheet?.file_name).toBe('sheet.pdf');
    const fake = await studio.uploadToBasket(API.studio.factsheetAdd, await pngOf(100), 'sheet.pdf');
    expect([fake.status, fake.body.errors?.file]).toEqual([400, S.factsheetType]);
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(text('%PDF-1.4\n'));
    const over = await studio.uploadToBasket(API.studio.factsheetAdd, big, 'sheet.pdf');
    expect([over.status, over.head.message]).toEqual([413, S.factsheetTooLarge]);
  });

  it('refuses a PDF with a script, plain, hex-escaped or in an object stream, and takes a plain one (review L5)', async () => {
    for (const [how, pdf] of Object.entries(scriptedPdfs())) {
      const a = await studio.uploadToBasket(API.studio.factsheetAdd, pdf, 'sheet.pdf');
      expect([a.status, a.head.message, a.body.errors?.file], how).toEqual([
        400,
        PDF_MESSAGES.activeContent,
        PDF_MESSAGES.activeContent,
      ]);
    }
    const plain = factsheetPdf('Studio basket', [{ text: 'Large banks and IT leaders, equal weight.' }]);
    const a = await studio.uploadToBasket(API.studio.factsheetAdd, plain, 'plain.pdf');
    expect((a.body as unknown as StudioBasketBody).basket.factsheet?.file_name).toBe('plain.pdf');
  });
});

describe('import', () => {
  it('reads a CSV: good rows, each bad row named with its reason, nothing saved', async () => {
    const csv = 'Symbol,Weight (%)\nTCS,40\ninfy,30.5\nNOPE,10\nTCS,5\nITC,abc\nHDFCBANK,0\n,5\nITC,\n\nRELIANCE,101\n';
    const a = await studio.api.upload(API.studio.import, text(csv), 'basket.csv', {}, studio.me.token);
    expect(a.status).toBe(200);
    const body = a.body as unknown as BasketImportBody;
    expect(body.rows.map((r) => [r.row, r.symbol, r.weight])).toEqual([
      [2, 'TCS', 40],
      [3, 'INFY', 30.5],
    ]);
    expect(body.total_weight).toBe(70.5);
    expect(body.errors).toEqual([
      { row: 4, reason: S.unknownStock('NOPE') },
      { row: 5, reason: S.duplicateStock('TCS') },
      { row: 6, reason: "Weight 'abc' is not a number" },
      { row: 7, reason: 'Weight must be more than 0 and at most 100' },
      { row: 8, reason: 'Symbol is blank' },
      { row: 9, reason: 'Weight is blank' },
      { row: 11, reason: 'Weight must be more than 0 and at most 100' },
    ]);
  });

  it('reads an XLSX file', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Basket');
    sheet.addRows([
      ['symbol', 'WEIGHT'],
      ['TCS', 60],
      ['INFY', 40],
    ]);
    const bytes = new Uint8Array(await book.xlsx.writeBuffer());
    const a = await studio.api.upload(API.studio.import, bytes, 'basket.xlsx', {}, studio.me.token);
    expect((a.body as unknown as BasketImportBody).total_weight).toBe(100);
  });

  it('refuses other files by their bytes, a missing header, too many rows, and bad multipart', async () => {
    const cases: [Uint8Array, string, string][] = [
      [await pngOf(200), 'basket.csv', S.importType],
      [new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'basket.xlsx', S.importType],
      [text('Ticker,Amount\nTCS,100\n'), 'basket.csv', S.importColumns],
      [text(`Symbol,Weight\n${'TCS,1\n'.repeat(201)}`), 'basket.csv', S.importTooManyRows(200)],
    ];
    for (const [bytes, name, message] of cases) {
      const a = await studio.api.upload(API.studio.import, bytes, name, {}, studio.me.token);
      expect([a.status, a.body.errors?.file]).toEqual([400, message]);
    }
    // The review's M4 workbook (298 KB, one 300-million-character string), honest and with a lying size.
    for (const [file, message] of [
      [await hugeSharedString(), W.unpackedBytes],
      [await hugeSharedString(300_000_000, true), S.importType],
    ] as const) {
      const { result, rssMb } = await memoryGrowth(() =>
        studio.api.upload(API.studio.import, file, 'b.xlsx', {}, studio.me.token),
      );
      expect([result.status, result.body.errors?.file]).toEqual([400, message]);
      expect(rssMb).toBeLessThan(64);
    }
    for (const [body, type] of [
      ['not a form', 'multipart/form-data; boundary=xyz'],
      ['--xyz\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc', 'multipart/form-data; boundary=xyz'],
      ['{}', 'application/json'],
    ] as const) {
      const a = await studio.api.postRaw(API.studio.import, body, type, studio.me.token);
      expect([a.status, a.body.errors?.file]).toEqual([400, S.fileMissing]);
    }
  });
});
