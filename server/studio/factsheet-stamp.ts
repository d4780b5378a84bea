import { degrees, PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { winAnsiText } from '../baskets/factsheet-pdf';

/** The stamp's type: small, dark grey on a white band, a little inside the page's bottom edge. */
const STAMP = { size: 7, minSize: 5, margin: 12, pad: 3, grey: 0.2 } as const;

/** The PDF could not be read to be stamped: encrypted, or broken past what a reader repairs. */
export class UnstampablePdf extends Error {}

/**
 * Where a line reads left to right along the bottom of the page as a viewer shows it, for a page turned
 * by `/Rotate` (0, 90, 180 or 270 degrees clockwise): its start in the page's own coordinates and the
 * angle of its baseline there.
 */
function bottomLine(box: { x: number; y: number; width: number; height: number }, rotate: number) {
  const [x0, y0, x1, y1] = [box.x, box.y, box.x + box.width, box.y + box.height];
  const m = STAMP.margin;
  switch (((rotate % 360) + 360) % 360) {
    case 90:
      return { x: x1 - m, y: y0 + m, angle: 90, length: box.height - 2 * m };
    case 180:
      return { x: x1 - m, y: y1 - m, angle: 180, length: box.width - 2 * m };
    case 270:
      return { x: x0 + m, y: y1 - m, angle: 270, length: box.height - 2 * m };
    default:
      return { x: x0 + m, y: y0 + m, angle: 0, length: box.width - 2 * m };
  }
}

/**
 * `bytes` with `line` written along the bottom of every page, on a white band so it reads over whatever
 * is there: the publisher line SEBI asks of every factsheet about securities (docs/compliance.md). The
 * rest of the document is kept as it was. Throws UnstampablePdf when the file cannot be read.
 */
export async function stampEveryPage(bytes: Uint8Array, line: string): Promise<Uint8Array> {
  try {
    return await stamped(bytes, winAnsiText(line));
  } catch (e) {
    // pdf-lib's refusals (encrypted, no catalog, a page tree it cannot walk): the file, not the server.
    throw new UnstampablePdf(e instanceof Error ? e.message : String(e));
  }
}

async function stamped(bytes: Uint8Array, text: string): Promise<Uint8Array> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  if (doc.getPageCount() === 0) throw new Error('no page to carry the line');
  for (const page of doc.getPages()) {
    const at = bottomLine(page.getCropBox(), page.getRotation().angle);
    // The size that fits the page's width, down to 5 pt.
    const fit = (at.length - 2 * STAMP.pad) / font.widthOfTextAtSize(text, 1);
    const size = Math.max(STAMP.minSize, Math.min(STAMP.size, fit));
    const width = font.widthOfTextAtSize(text, size);
    const rad = (at.angle * Math.PI) / 180;
    const [dx, dy, ux, uy] = [Math.cos(rad), Math.sin(rad), -Math.sin(rad), Math.cos(rad)];
    page.drawRectangle({
      x: at.x - STAMP.pad * (dx + ux),
      y: at.y - STAMP.pad * (dy + uy),
      width: width + 2 * STAMP.pad,
      height: size + 2 * STAMP.pad,
      rotate: degrees(at.angle),
      color: rgb(1, 1, 1),
    });
    page.drawText(text, {
      x: at.x,
      y: at.y,
      size,
      font,
      rotate: degrees(at.angle),
      color: rgb(STAMP.grey, STAMP.grey, STAMP.grey),
    });
  }
  return doc.save({ useObjectStreams: false });
}
