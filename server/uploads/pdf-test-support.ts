import { deflateSync } from 'node:zlib';

const latin1 = (s: string) => Buffer.from(s, 'latin1');

export interface PdfParts {
  /** More of the catalog's dictionary (object 1). */
  catalog?: string;
  /** More of the page's dictionary (object 3). */
  page?: string;
  /** Objects 4, 5, …: dictionaries, or whole `<< … >> stream … endstream` bodies. */
  objects?: string[];
  /** Put the catalog and `objects` in one Flate-compressed object stream instead. */
  packed?: boolean;
  /** The object stream's dictionary instead of `/Type /ObjStm … /Filter /FlateDecode`. */
  packedDict?: (first: number, count: number) => string;
  /** The object stream's data instead of its objects deflated. */
  packedData?: Uint8Array;
}

/**
 * A one-page PDF: catalog 1, pages 2, page 3, then `objects`, with a cross-reference table; packed, the
 * catalog and `objects` go into an object stream (the table then lists only the loose objects: the
 * checks read objects where they stand, not through the table).
 */
export function pdfOf({
  catalog = '',
  page = '',
  objects = [],
  packed = false,
  packedDict,
  packedData,
}: PdfParts = {}) {
  const bodies = [
    `<< /Type /Catalog /Pages 2 0 R ${catalog} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] ${page} >>`,
    ...objects,
  ];
  const loose = packed ? bodies.map((b, i) => (i === 0 || i >= 3 ? null : b)) : bodies;
  if (packed) {
    const inside = bodies.map((b, i) => ({ num: i + 1, body: b })).filter(({ num }) => num === 1 || num >= 4);
    let offset = 0;
    const header: string[] = [];
    const text: string[] = [];
    for (const { num, body } of inside) {
      header.push(`${num} ${offset}`);
      text.push(body);
      offset += body.length + 1;
    }
    const head = `${header.join(' ')}\n`;
    const data = packedData ?? deflateSync(latin1(head + text.join('\n')));
    const dict = packedDict
      ? packedDict(head.length, inside.length)
      : `<< /Type /ObjStm /N ${inside.length} /First ${head.length} /Filter /FlateDecode /Length ${data.length} >>`;
    loose.push(`${dict}\nstream\n${Buffer.from(data).toString('latin1')}\nendstream`);
  }
  const chunks: Buffer[] = [latin1('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n')];
  let at = chunks[0]!.length;
  const offsets: (number | null)[] = [];
  loose.forEach((body, i) => {
    if (body === null) return offsets.push(null);
    offsets.push(at);
    const chunk = latin1(`${i + 1} 0 obj\n${body}\nendobj\n`);
    chunks.push(chunk);
    at += chunk.length;
  });
  const xref = [
    'xref',
    `0 ${loose.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => (o === null ? '0000000000 00000 f ' : `${String(o).padStart(10, '0')} 00000 n `)),
    `trailer\n<< /Size ${loose.length + 1} /Root 1 0 R >>`,
    `startxref\n${at}\n%%EOF\n`,
  ];
  chunks.push(latin1(xref.join('\n')));
  return new Uint8Array(Buffer.concat(chunks));
}

/** The three ways a script gets in that every PDF upload must refuse: plain, hex-escaped names, packed. */
export const scriptedPdfs = () => ({
  plain: pdfOf({ catalog: '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>' }),
  escaped: pdfOf({ page: '/#41A << /O << /S /J#61vaScript /J#53 (app.alert(1)) >> >>' }),
  packed: pdfOf({
    catalog: '/Names << /JavaScript 4 0 R >>',
    objects: ['<< /Names [(a) 5 0 R] >>', '<< /S /JavaScript /JS (x) >>'],
    packed: true,
  }),
});
