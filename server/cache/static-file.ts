import type { Context } from 'hono';
import { ifNoneMatch, Representations, type StoredCopy } from './representations';

/**
 * A file without the build's compressed copies (scripts/precompress.ts) is compressed once per
 * process, so the slower, smaller brotli setting pays off.
 */
const FILE_BROTLI_QUALITY = 9;
const files = new WeakMap<Buffer, Representations>();

/**
 * A file of the build as it is sent: a strong ETag from its bytes (a 304 when If-None-Match names
 * it), gzip or br kept with the file's bytes: the build's copies (`stored`) when they are of these
 * bytes, else made on first request (docs/caching.md, "Compression").
 */
export async function sendFile(
  c: Context,
  data: Buffer,
  contentType: string,
  cacheControl: string,
  stored?: StoredCopy,
) {
  let reps = files.get(data);
  if (!reps) {
    reps = new Representations(new Uint8Array(data), contentType, FILE_BROTLI_QUALITY, stored);
    files.set(data, reps);
  }
  const rep = await reps.for(c.req.header('accept-encoding'));
  const headers: Record<string, string> = {
    'content-type': contentType,
    'cache-control': cacheControl,
    etag: rep.etag,
  };
  if (reps.compressible) headers.vary = 'Accept-Encoding';
  if (ifNoneMatch(c.req.header('if-none-match'), rep.etag)) return c.body(null, 304, headers);
  headers['content-length'] = String(rep.body.byteLength);
  if (rep.encoding !== 'identity') headers['content-encoding'] = rep.encoding;
  return c.body(rep.body, 200, headers);
}
