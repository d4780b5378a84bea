/**
 * A small PDF 1.4 writer for basket factsheets: A4 pages of Helvetica text, one line per entry, with
 * a correct cross-reference table (each object's byte offset) so any reader opens it without repair.
 * Text is WinAnsi (Latin-1): the rupee sign becomes 'Rs.', other characters outside Latin-1 '?'.
 */

export interface FactsheetLine {
  text: string;
  /** Points; 10 unless given. */
  size?: number;
  bold?: boolean;
}

const PAGE = { width: 595, height: 842, margin: 56 } as const;
/** Characters per line at 10 pt before a line wraps (Helvetica averages about 0.5 em). */
const WRAP_AT_10PT = 95;

/**
 * Text in what the standard Helvetica can write (WinAnsi): the rupee sign as 'Rs.', curly quotes and
 * dashes as plain ones, anything else outside Latin-1 as '?'.
 */
export function winAnsiText(text: string): string {
  return text
    .replace(/₹/g, 'Rs.')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

/** Text for a PDF string literal: WinAnsi, its backslashes and parentheses escaped. */
export function pdfText(text: string): string {
  return winAnsiText(text).replace(/[\\()]/g, (ch) => `\\${ch}`);
}

/** Splits long lines at spaces so each fits the page width at its size. */
export function wrapLines(lines: readonly FactsheetLine[]): FactsheetLine[] {
  const out: FactsheetLine[] = [];
  for (const line of lines) {
    const max = Math.floor((WRAP_AT_10PT * 10) / (line.size ?? 10));
    let rest = line.text;
    while (rest.length > max) {
      const cut = rest.lastIndexOf(' ', max);
      const at = cut > 0 ? cut : max;
      out.push({ ...line, text: rest.slice(0, at) });
      rest = rest.slice(at).trimStart();
    }
    out.push({ ...line, text: rest });
  }
  return out;
}

function pageStreams(lines: readonly FactsheetLine[]): string[] {
  const pages: string[][] = [[]];
  let y = PAGE.height - PAGE.margin;
  for (const line of wrapLines(lines)) {
    const size = line.size ?? 10;
    const step = Math.round(size * 1.45);
    if (y - step < PAGE.margin) {
      pages.push([]);
      y = PAGE.height - PAGE.margin;
    }
    y -= step;
    const font = line.bold ? '/F2' : '/F1';
    pages.at(-1)!.push(`BT ${font} ${size} Tf ${PAGE.margin} ${y} Td (${pdfText(line.text)}) Tj ET`);
  }
  return pages.map((ops) => ops.join('\n'));
}

/** The PDF's bytes: catalog, page tree, two fonts, then a page and its content stream per page. */
export function factsheetPdf(title: string, lines: readonly FactsheetLine[]): Buffer {
  const streams = pageStreams(lines);
  const objects: string[] = [];
  const pageIds = streams.map((_, i) => 5 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  streams.forEach((content, i) => {
    const id = pageIds[i]!;
    objects[id] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${id + 1} 0 R >>`;
    objects[id + 1] = `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;
  });
  const infoId = objects.length;
  objects[infoId] = `<< /Title (${pdfText(title)}) /Producer (Starfolio factsheet writer) >>`;

  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = chunks[0]!.length;
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = offset;
    const chunk = Buffer.from(`${id} 0 obj\n${objects[id]}\nendobj\n`, 'latin1');
    chunks.push(chunk);
    offset += chunk.length;
  }
  const xref = [
    'xref',
    `0 ${objects.length}`,
    '0000000000 65535 f ',
    ...offsets.slice(1).map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length} /Root 1 0 R /Info ${infoId} 0 R >>`,
    'startxref',
    String(offset),
    '%%EOF',
    '',
  ].join('\n');
  chunks.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(chunks);
}
