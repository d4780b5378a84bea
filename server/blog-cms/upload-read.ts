import type { Context } from 'hono';

/** A multipart request's one file and its text fields, or null when the body is no such form. */
export async function readUpload(c: Context): Promise<{ file: File; fields: Record<string, string> } | null> {
  if (!/^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')) return null;
  let body: Record<string, string | File | (string | File)[]>;
  try {
    body = await c.req.parseBody();
  } catch {
    return null;
  }
  const file = body.file;
  if (!(file instanceof File)) return null;
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) if (typeof value === 'string') fields[name] = value;
  return { file, fields };
}

/** The sniffed kind of a file's first bytes. */
export function sniff(bytes: Uint8Array): 'png' | 'jpeg' | 'webp' | 'pdf' | 'zip' | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (starts([0x50, 0x4b, 0x03, 0x04])) return 'zip';
  return null;
}

/** Printable UTF-8 text with no NUL: what a CSV may be. */
export function isText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** A file name as stored and offered back: no path, no control characters, at most 200 characters. */
export function cleanFileName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const printable = [...base].filter((ch) => ch.charCodeAt(0) > 0x1f && ch.charCodeAt(0) !== 0x7f && ch !== '"');
  const clean = printable.join('').trim().slice(0, 200);
  return clean || fallback;
}
