import { crc32, inflateRawSync } from 'node:zlib';
import { ZipError, zipEntries } from '../../spreadsheets/zip-entries';

/** More than this unpacked is no end-of-day file (a day's common bhavcopy is about 1 MB). */
export const MAX_UNPACKED_BYTES = 64 * 1024 * 1024;

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/** The file is neither a CSV nor a zip holding one; the message says why. */
export class FileRefused extends Error {}

/**
 * A file's text: a CSV as it is, or the one CSV inside a zip (as NSE serves the bhavcopy), read with
 * the project's zip reader (server/spreadsheets/zip-entries.ts: one reading of the directory, no
 * encryption, no zip64) and inflated no further than the size it declares, its checksum checked.
 */
export function fileText(bytes: Uint8Array): string {
  if (!ZIP_MAGIC.every((b, i) => bytes[i] === b)) return decode(bytes);
  let entries;
  try {
    entries = zipEntries(bytes);
  } catch (e) {
    if (e instanceof ZipError) throw new FileRefused(`not a zip this reader accepts: ${e.message}`);
    throw e;
  }
  const csvs = entries.filter((e) => /\.csv$/i.test(e.name));
  if (csvs.length !== 1) throw new FileRefused(`a zip should hold one CSV file, this one holds ${csvs.length}`);
  const entry = csvs[0]!;
  if (entry.size > MAX_UNPACKED_BYTES) throw new FileRefused(`${entry.name} unpacks to more than 64 MB`);
  const data = bytes.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
  let text: Uint8Array;
  try {
    text = entry.method === 0 ? data : inflateRawSync(data, { maxOutputLength: Math.max(entry.size, 1) });
  } catch (e) {
    throw new FileRefused(`${entry.name} does not unpack: ${(e as Error).message}`);
  }
  if (text.length !== entry.size || crc32(text) !== entry.crc32) {
    throw new FileRefused(`${entry.name}: size or checksum differs`);
  }
  return decode(text);
}

function decode(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new FileRefused('not UTF-8 text');
  }
}
