import { createInflateRaw } from 'node:zlib';

/** One file in a zip, as its central directory and its local header agree on it. */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: 0 | 8;
  crc32: number;
  compressedSize: number;
  /** The uncompressed size the central directory declares: to be checked while inflating. */
  size: number;
  /** Where the entry's compressed bytes start. */
  dataStart: number;
}

/** The bytes are no zip these rules read: broken, encrypted, zip64, or open to two readings. */
export class ZipError extends Error {}

const SIG = { local: 0x04034b50, central: 0x02014b50, end: 0x06054b50, descriptor: 0x08074b50 } as const;
const DESCRIPTOR_SIG = [0x50, 0x4b, 0x07, 0x08];
const END_RECORD = 22;
const MAX_COMMENT = 0xffff;
/** A field at this value means the real one is in a zip64 record: not read here. */
const ZIP64 = 0xffffffff;

function indexOfSig(bytes: Uint8Array, sig: readonly number[], from: number): number {
  for (
    let i = bytes.indexOf(sig[0]!, from);
    i >= 0 && i + sig.length <= bytes.length;
    i = bytes.indexOf(sig[0]!, i + 1)
  )
    if (sig.every((b, k) => bytes[i + k] === b)) return i;
  return -1;
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);

function endRecord(bytes: Uint8Array, view: DataView) {
  const last = bytes.length - END_RECORD;
  for (let at = last; at >= 0 && at >= last - MAX_COMMENT; at--) {
    if (view.getUint32(at, true) !== SIG.end) continue;
    // The comment must end the file; a second end record inside it would be another reader's choice.
    if (at + END_RECORD + view.getUint16(at + 20, true) !== bytes.length) continue;
    return {
      at,
      disk: view.getUint16(at + 4, true),
      cdDisk: view.getUint16(at + 6, true),
      onDisk: view.getUint16(at + 8, true),
      count: view.getUint16(at + 10, true),
      cdSize: view.getUint32(at + 12, true),
      cdOffset: view.getUint32(at + 16, true),
    };
  }
  throw new ZipError('no end of central directory');
}

/**
 * The entries of a zip, read from its central directory and checked against each local header, or a
 * ZipError. Two kinds of reader must see the same files: those that read the central directory and
 * those that read local headers one after another (exceljs's streaming reader, through unzipper). So
 * the entries must follow each other from byte 0 to the central directory with nothing between them,
 * each local header must name the same file with the same method and sizes, and an entry whose sizes
 * come after its data (a data descriptor) must not hold that descriptor's signature inside its data,
 * where a streaming reader would stop early. Encrypted entries, zip64 and methods other than stored and
 * deflated are refused. The uncompressed sizes are only declared: the caller counts while inflating.
 */
export function zipEntries(bytes: Uint8Array): ZipEntry[] {
  if (bytes.length < END_RECORD) throw new ZipError('too short');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = endRecord(bytes, view);
  if (end.disk !== 0 || end.cdDisk !== 0 || end.onDisk !== end.count) throw new ZipError('multi-disk');
  if (end.count === 0xffff || end.cdOffset === ZIP64 || end.cdSize === ZIP64) throw new ZipError('zip64');
  if (end.cdOffset + end.cdSize !== end.at) throw new ZipError('central directory out of place');

  const central: (ZipEntry & { flags: number; offset: number; nameBytes: Uint8Array })[] = [];
  const names = new Set<string>();
  let p = end.cdOffset;
  for (let i = 0; i < end.count; i++) {
    if (p + 46 > end.at || view.getUint32(p, true) !== SIG.central) throw new ZipError('bad central header');
    const flags = view.getUint16(p + 8, true);
    const method = view.getUint16(p + 10, true);
    const compressedSize = view.getUint32(p + 20, true);
    const size = view.getUint32(p + 24, true);
    const nameLength = view.getUint16(p + 28, true);
    const skip = nameLength + view.getUint16(p + 30, true) + view.getUint16(p + 32, true);
    const offset = view.getUint32(p + 42, true);
    if (p + 46 + skip > end.at) throw new ZipError('bad central header');
    if (flags & 0x41) throw new ZipError('encrypted');
    if (method !== 0 && method !== 8) throw new ZipError('compression method');
    if (compressedSize === ZIP64 || size === ZIP64 || offset === ZIP64) throw new ZipError('zip64');
    if (method === 0 && compressedSize !== size) throw new ZipError('stored sizes differ');
    const nameBytes = bytes.subarray(p + 46, p + 46 + nameLength);
    const name = new TextDecoder().decode(nameBytes);
    if (names.has(name)) throw new ZipError('duplicate entry');
    names.add(name);
    const crc32 = view.getUint32(p + 16, true);
    central.push({
      name,
      method: method as 0 | 8,
      crc32,
      compressedSize,
      size,
      dataStart: 0,
      flags,
      offset,
      nameBytes,
    });
    p += 46 + skip;
  }
  if (p !== end.at) throw new ZipError('central directory size');

  central.sort((a, b) => a.offset - b.offset);
  let next = 0;
  for (const e of central) {
    const at = e.offset;
    if (at !== next || at + 30 > end.cdOffset || view.getUint32(at, true) !== SIG.local)
      throw new ZipError('gap or overlap');
    const flags = view.getUint16(at + 6, true);
    const method = view.getUint16(at + 8, true);
    const crc = view.getUint32(at + 14, true);
    const compressedSize = view.getUint32(at + 18, true);
    const size = view.getUint32(at + 22, true);
    const nameLength = view.getUint16(at + 26, true);
    e.dataStart = at + 30 + nameLength + view.getUint16(at + 28, true);
    const dataEnd = e.dataStart + e.compressedSize;
    if (dataEnd > end.cdOffset) throw new ZipError('entry past the central directory');
    if (!sameBytes(bytes.subarray(at + 30, at + 30 + nameLength), e.nameBytes)) throw new ZipError('names differ');
    if (method !== e.method || flags & 0x41) throw new ZipError('local header differs');
    const hasDescriptor = view.getUint32(dataEnd, true) === SIG.descriptor;
    if (!(flags & 0x08)) {
      if (compressedSize !== e.compressedSize || size !== e.size || crc !== e.crc32) throw new ZipError('sizes differ');
      next = dataEnd;
    } else if (compressedSize !== 0) {
      // Sizes in the local header as well: a streaming reader takes those and reads no descriptor.
      if (compressedSize !== e.compressedSize) throw new ZipError('sizes differ');
      next = dataEnd + (hasDescriptor ? 16 : 0);
    } else {
      // No sizes before the data: a streaming reader reads up to the first descriptor signature.
      if (indexOfSig(bytes, DESCRIPTOR_SIG, e.dataStart) !== dataEnd) throw new ZipError('descriptor out of place');
      next = dataEnd + 16;
    }
  }
  if (next !== end.cdOffset) throw new ZipError('bytes before the central directory');
  return central.map(({ name, method, crc32, compressedSize, size, dataStart }) => ({
    name,
    method,
    crc32,
    compressedSize,
    size,
    dataStart,
  }));
}

const CHUNK = 64 * 1024;

/** An entry's bytes as they inflate, a chunk at a time: never the whole entry in memory. */
export async function* inflated(bytes: Uint8Array, entry: ZipEntry): AsyncGenerator<Uint8Array> {
  const data = bytes.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
  if (entry.method === 0) {
    for (let at = 0; at < data.length; at += CHUNK) yield data.subarray(at, at + CHUNK);
    return;
  }
  const inflater = createInflateRaw({ chunkSize: CHUNK });
  inflater.end(data);
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) yield chunk;
  } finally {
    inflater.destroy();
  }
}
