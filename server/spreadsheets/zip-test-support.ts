import { constants, crc32, deflateRawSync, inflateRawSync } from 'node:zlib';
import { sampleRows, sampleWorkbook } from '../client-import/import-sample-files';
import { zipEntries } from './zip-entries';

/** An entry's deflated bytes with the size and checksum of what they inflate to. */
export interface Packed {
  data: Uint8Array;
  size: number;
  crc: number;
}

export interface TestEntry {
  name: string;
  packed: Packed;
  /** What the headers claim instead of the truth (both the local header and the central directory). */
  declaredSize?: number;
  /** Sizes after the data, in a data descriptor (flag bit 3), none in the local header. */
  descriptor?: boolean;
  /** Written where it belongs but left out of the central directory: a file only a streaming reader sees. */
  hidden?: boolean;
  /** Another name in the central directory than in the local header. */
  centralName?: string;
  /** More general purpose flags (bit 0: encrypted). */
  flags?: number;
}

const encoder = new TextEncoder();

/** `text` deflated (level 0: in stored blocks, its bytes as they are). */
export function packed(text: string | Uint8Array, level = 6): Packed {
  const bytes = typeof text === 'string' ? encoder.encode(text) : text;
  return { data: deflateRawSync(bytes, { level }), size: bytes.length, crc: crc32(bytes) };
}

/**
 * `prefix`, `unit` × `times`, `suffix` deflated without ever holding the whole: each part is deflated on
 * its own and flushed to a byte boundary, and deflate streams so made may be joined. A megabyte of one
 * letter deflates to about a kilobyte, so 300 million characters take about 300 KB.
 */
export function repeated(prefix: string, unit: string, times: number, suffix: string): Packed {
  const part = (text: string) => deflateRawSync(encoder.encode(text), { finishFlush: constants.Z_SYNC_FLUSH });
  const unitBytes = encoder.encode(unit);
  let crc = crc32(encoder.encode(prefix));
  for (let i = 0; i < times; i++) crc = crc32(unitBytes, crc);
  crc = crc32(encoder.encode(suffix), crc);
  const first = part(prefix);
  const body = part(unit);
  const last = deflateRawSync(encoder.encode(suffix));
  const data = new Uint8Array(first.length + body.length * times + last.length);
  let at = 0;
  for (const chunk of [first, ...Array<Uint8Array>(times).fill(body), last]) {
    data.set(chunk, at);
    at += chunk.length;
  }
  return { data, size: encoder.encode(prefix).length + unitBytes.length * times + encoder.encode(suffix).length, crc };
}

/** A zip of the entries, in order, deflated, with a central directory. */
export function zipOf(entries: readonly TestEntry[]): Uint8Array {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = encoder.encode(e.name);
    const size = e.declaredSize ?? e.packed.size;
    const flags = (e.descriptor ? 0x08 : 0) | (e.flags ?? 0);
    const local = new DataView(new ArrayBuffer(30));
    local.setUint32(0, 0x04034b50, true);
    local.setUint16(4, 20, true);
    local.setUint16(6, flags, true);
    local.setUint16(8, 8, true);
    if (!e.descriptor) {
      local.setUint32(14, e.packed.crc, true);
      local.setUint32(18, e.packed.data.length, true);
      local.setUint32(22, size, true);
    }
    local.setUint16(26, name.length, true);
    const descriptor = new DataView(new ArrayBuffer(e.descriptor ? 16 : 0));
    if (e.descriptor) {
      descriptor.setUint32(0, 0x08074b50, true);
      descriptor.setUint32(4, e.packed.crc, true);
      descriptor.setUint32(8, e.packed.data.length, true);
      descriptor.setUint32(12, size, true);
    }
    const central = new DataView(new ArrayBuffer(46));
    central.setUint32(0, 0x02014b50, true);
    central.setUint16(4, 20, true);
    central.setUint16(6, 20, true);
    central.setUint16(8, flags, true);
    central.setUint16(10, 8, true);
    central.setUint32(16, e.packed.crc, true);
    central.setUint32(20, e.packed.data.length, true);
    central.setUint32(24, size, true);
    central.setUint16(28, encoder.encode(e.centralName ?? e.name).length, true);
    central.setUint32(42, offset, true);
    const parts = [new Uint8Array(local.buffer), name, e.packed.data, new Uint8Array(descriptor.buffer)];
    locals.push(...parts);
    offset += parts.reduce((n, p) => n + p.length, 0);
    if (!e.hidden) centrals.push(new Uint8Array(central.buffer), encoder.encode(e.centralName ?? e.name));
  }
  const listed = entries.filter((e) => !e.hidden).length;
  const cdSize = centrals.reduce((n, p) => n + p.length, 0);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, listed, true);
  end.setUint16(10, listed, true);
  end.setUint32(12, cdSize, true);
  end.setUint32(16, offset, true);
  const all = [...locals, ...centrals, new Uint8Array(end.buffer)];
  const out = new Uint8Array(all.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of all) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** The entries of a zip this project's reader accepts, each inflated: to change one and zip again. */
export function unzipped(bytes: Uint8Array): Map<string, Uint8Array> {
  return new Map(
    zipEntries(bytes).map((e) => {
      const data = bytes.subarray(e.dataStart, e.dataStart + e.compressedSize);
      return [e.name, e.method === 0 ? data : new Uint8Array(inflateRawSync(data))];
    }),
  );
}

/** A client import template with two clients, `replace` put in place of its entries of those names. */
export async function workbookWith(
  replace: Record<string, Packed>,
  over: Pick<TestEntry, 'declaredSize' | 'descriptor'> = {},
): Promise<Uint8Array> {
  const entries = unzipped(await sampleWorkbook(sampleRows(2, { tag: 90 }).rows));
  return zipOf(
    [...entries].map(([name, data]) =>
      replace[name] ? { name, packed: replace[name], ...over } : { name, packed: packed(data) },
    ),
  );
}

/**
 * The review's M4 file: a valid template whose shared strings end with one string of `chars`
 * characters (300 million made a 298 KB file). `lie` declares a 1 KB sharedStrings.xml instead.
 */
export async function hugeSharedString(chars = 300_000_000, lie = false): Promise<Uint8Array> {
  const strings = new TextDecoder().decode(
    unzipped(await sampleWorkbook(sampleRows(2, { tag: 90 }).rows)).get('xl/sharedStrings.xml'),
  );
  const close = strings.lastIndexOf('</sst>');
  const unit = 'A'.repeat(1 << 20);
  const huge = repeated(`${strings.slice(0, close)}<si><t>`, unit, Math.ceil(chars / unit.length), '</t></si></sst>');
  return workbookWith({ 'xl/sharedStrings.xml': huge }, lie ? { declaredSize: 1024 } : {});
}

/** A template whose first sheet holds `rows` more rows of one inline-string cell each. */
export async function hugeSheet(rows: number, lie = false): Promise<Uint8Array> {
  const sheet = new TextDecoder().decode(
    unzipped(await sampleWorkbook(sampleRows(2, { tag: 90 }).rows)).get('xl/worksheets/sheet1.xml'),
  );
  const close = sheet.indexOf('</sheetData>');
  const unit = '<row><c t="inlineStr"><is><t>x</t></is></c></row>'.repeat(1000);
  const huge = repeated(sheet.slice(0, close), unit, Math.ceil(rows / 1000), sheet.slice(close));
  return workbookWith({ 'xl/worksheets/sheet1.xml': huge }, lie ? { declaredSize: 4096 } : {});
}

/**
 * What `run` adds to the process at its peak: the resident set sampled every 5 ms while it runs, and
 * the heap's growth. A bound to assert (`below 64 MB`), not a timing.
 */
export async function memoryGrowth<T>(run: () => Promise<T>): Promise<{ result: T; rssMb: number; heapMb: number }> {
  const before = process.memoryUsage();
  let rss = before.rss;
  let heap = before.heapUsed;
  const sample = () => {
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss);
    heap = Math.max(heap, now.heapUsed);
  };
  const timer = setInterval(sample, 5);
  try {
    const result = await run();
    sample();
    return { result, rssMb: (rss - before.rss) / 2 ** 20, heapMb: (heap - before.heapUsed) / 2 ** 20 };
  } finally {
    clearInterval(timer);
  }
}
