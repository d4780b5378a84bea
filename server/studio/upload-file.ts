import type { Context } from 'hono';
import { STUDIO_MESSAGES as S } from '#contract/studio/rules';

export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

/**
 * The multipart form's `file` (and its other text fields), or a message saying what is wrong: not a
 * multipart form, a malformed one, no file. Its size was capped before (server/security/body-limit.ts).
 */
export async function readUpload(
  c: Context,
): Promise<{ file: UploadedFile; fields: Record<string, string> } | { problem: string }> {
  if (!/^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')) return { problem: S.fileMissing };
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    return { problem: S.fileMissing };
  }
  const file = form.file;
  if (!(file instanceof File) || file.size === 0) return { problem: S.fileMissing };
  const fields: Record<string, string> = {};
  for (const [k, v] of Object.entries(form)) if (typeof v === 'string') fields[k] = v;
  const name = file.name.replace(/[^\w. ()-]+/g, '_').slice(-200) || 'file';
  return { file: { name, bytes: new Uint8Array(await file.arrayBuffer()) }, fields };
}

const startsWith = (bytes: Uint8Array, magic: readonly number[], at = 0) =>
  bytes.length >= at + magic.length && magic.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/** What the file's first bytes say it is (the name and the declared type are not trusted). */
export function sniff(bytes: Uint8Array): 'png' | 'jpeg' | 'webp' | 'pdf' | 'zip' | 'text' | 'other' {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  if (bytes.includes(0)) return 'other';
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return 'text';
  } catch {
    return 'other';
  }
}
