import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';

/**
 * The one PDF writer for documents the server hands out (decision 0276): pdfkit with DejaVu Sans embedded (a subset),
 * so '₹', Indian names and dashes print as themselves. The font comes from the dejavu-fonts-ttf package in
 * node_modules, which the server bundle keeps outside (scripts/build-server.ts).
 */
const fontDir = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const PDF_FONTS = {
  regular: join(fontDir, 'DejaVuSans.ttf'),
  bold: join(fontDir, 'DejaVuSans-Bold.ttf'),
} as const;

export interface PdfLine {
  text: string;
  /** Points; 10 unless told. */
  size?: number;
  bold?: boolean;
  /** Space above, in lines (0 unless told). */
  gap?: number;
}

/** A4 with 40-point margins; lines wrap and run onto new pages. The Title in the document's information is `title`. */
export function pdfDocument(title: string, lines: readonly PdfLine[], { author }: { author?: string } = {}) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: title, ...(author ? { Author: author } : {}) },
  });
  doc.registerFont('regular', PDF_FONTS.regular);
  doc.registerFont('bold', PDF_FONTS.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const line of lines) {
    if (line.gap) doc.moveDown(line.gap);
    doc
      .font(line.bold ? 'bold' : 'regular')
      .fontSize(line.size ?? 10)
      .text(line.text || ' ');
  }
  doc.end();
  return done;
}
