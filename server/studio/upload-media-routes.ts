import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { uploadHeaders } from '../uploads/served-upload';
import { UPLOAD_EXTENSIONS, UPLOAD_KEY_PATTERN } from './upload-url';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /media/uploads/<key>.<png|jpg|webp>: a basket image the studio stored (re-encoded on upload).
 * Public and immutable (a new image gets a new key); anything else is a plain 404.
 */
export function uploadMediaRoutes() {
  const r = new Hono<AppEnv>();
  r.get('/:file', async (c) => {
    const notFound = () => c.text('No such file.', 404, { 'cache-control': 'no-store' });
    const match = /^(.{1,80})\.([a-z]{3,4})$/.exec(c.req.param('file'));
    if (!match || !UPLOAD_KEY_PATTERN.test(match[1]!)) return notFound();
    const { rows } = await c.var.db.query<{ content_type: string; content: Uint8Array }>(
      `SELECT content_type, content FROM uploads WHERE key = $1 AND kind = 'basket-image'`,
      [match[1]],
    );
    const file = rows[0];
    if (!file || UPLOAD_EXTENSIONS[file.content_type] !== match[2]) return notFound();
    const bytes = new Uint8Array(file.content);
    return c.body(bytes, 200, {
      ...uploadHeaders({ contentType: file.content_type, fileName: c.req.param('file'), disposition: 'inline' }),
      'content-length': String(bytes.length),
      'cache-control': IMMUTABLE,
    });
  });
  return r;
}
