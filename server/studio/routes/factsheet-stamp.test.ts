import sharp from 'sharp';
import { degrees, PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { PDFParse } from 'pdf-parse';
import { beforeAll, describe, expect, it } from 'vitest';
import { API } from '#contract/http/api-paths';
import { STUDIO_MESSAGES as S } from '#contract/studio/rules';
import { testServerPerFile } from '../../test-server-per-file';
import { pdfProblem } from '../../uploads/pdf-active-content';
import { pdfOf } from '../../uploads/pdf-test-support';
import { adviserWithBasket } from '../testing/studio-test-users';

/** An adviser's uploaded factsheet carries the publisher line SEBI asks for (decision 0289). */

const file = testServerPerFile();
let studio: Awaited<ReturnType<typeof adviserWithBasket>>;
beforeAll(async () => {
  studio = await adviserWithBasket(file.t);
});

const text = (s: string) => new TextEncoder().encode(s);

describe('a factsheet’s publisher line', () => {
  const storedFactsheet = async () => {
    const { rows } = await file.t.db.query<{ content: Uint8Array }>(
      `SELECT f.content FROM basket_factsheets f JOIN baskets b ON b.id = f.basket_id WHERE b.basket_hash = $1`,
      [studio.hash],
    );
    return rows[0]!.content;
  };

  it('is stamped along the foot of every page, a turned page too, and what the adviser wrote stays', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    for (const [n, rotation] of [
      [1, 0],
      [2, 90],
      [3, 180],
    ] as const) {
      const page = doc.addPage([595, 842]);
      page.setRotation(degrees(rotation));
      // A grey page: the stamp's white band shows where it landed without any font drawn (the renderer
      // below may draw a page before its standard font has loaded).
      page.drawRectangle({ x: 0, y: 0, width: 595, height: 842, color: rgb(0.8, 0.8, 0.8) });
      page.drawText(`Page ${n}: large banks and IT leaders`, { x: 100, y: 400, size: 12, font });
    }
    const a = await studio.uploadToBasket(API.studio.factsheetAdd, await doc.save(), 'sheet.pdf');
    expect(a.status).toBe(200);
    const stored = await storedFactsheet();
    expect(pdfProblem(stored)).toBeNull();
    const parser = new PDFParse({ data: new Uint8Array(stored) });
    const { pages } = await parser.getText();
    const { rows } = await file.t.db.query<{ name: string; sebi_registration: string }>(
      'SELECT name, sebi_registration FROM advisers WHERE id = $1',
      [studio.me.adviser.id],
    );
    const line = `Published by ${rows[0]!.name}, SEBI-registered investment adviser ${rows[0]!.sebi_registration}`;
    expect(pages.map((p) => [p.text.includes(`Page ${p.num}: large banks`), p.text.includes(line)])).toEqual([
      [true, true],
      [true, true],
      [true, true],
    ]);
    // As a viewer shows each page, turned or not: the white band in the strip along its foot, none along its top.
    const shots = await new PDFParse({ data: new Uint8Array(stored) }).getScreenshot({ scale: 1 });
    expect(shots.pages).toHaveLength(3);
    for (const shot of shots.pages) {
      const { data, info } = await sharp(Buffer.from(shot.data))
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const whiteIn = (fromRow: number, toRow: number) => {
        let white = 0;
        for (let y = fromRow; y < toRow; y++)
          for (let x = 0; x < info.width; x++) if (data[y * info.width + x]! > 250) white++;
        return white;
      };
      expect([shot.pageNumber, whiteIn(info.height - 24, info.height) > 500, whiteIn(0, 24)]).toEqual([
        shot.pageNumber,
        true,
        0,
      ]);
    }
  });

  it('refuses a PDF it cannot read to stamp, with what to do, and keeps the factsheet there was', async () => {
    const before = await storedFactsheet();
    const encrypted = new TextDecoder('latin1')
      .decode(pdfOf({ objects: ['<< /Filter /Standard /V 1 /R 2 /O (owner) /U (user) /P -4 >>'] }))
      .replace('/Root 1 0 R >>', '/Root 1 0 R /Encrypt 4 0 R >>');
    // Encrypted; no catalog at all; a catalog with no pages.
    const unreadable = [
      Buffer.from(encrypted, 'latin1'),
      text('%PDF-1.4\n%studio test\n'),
      text('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF'),
    ];
    for (const [i, pdf] of unreadable.entries()) {
      const a = await studio.uploadToBasket(API.studio.factsheetAdd, pdf, 'locked.pdf');
      expect([i, a.status, a.head.message, a.body.errors?.file]).toEqual([
        i,
        400,
        S.factsheetUnreadable,
        S.factsheetUnreadable,
      ]);
    }
    expect(await storedFactsheet()).toEqual(before);
  });
});
