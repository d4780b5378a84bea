import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { createMediaStore, isMediaWidth, MEDIA_TYPES, type MediaStoreOptions } from './media-store';
import { IMAGE_KEY_PATTERN } from './media-urls';

const FILE = /^([a-z0-9-]{1,80})-(400|800|1200)\.(jpg|webp)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /media/posts/<imageKey>-<400|800|1200>.<jpg|webp>: a post illustration rendered on demand,
 * cached on disk and in memory. A key not registered in post_images, or any other width, is a 404.
 */
export function mediaRoutes(options: MediaStoreOptions = {}) {
  const store = createMediaStore(options);
  const known = new Set<string>();
  const r = new Hono<AppEnv>();

  r.get('/posts/:file', async (c) => {
    const match = FILE.exec(c.req.param('file'));
    const key = match?.[1] ?? '';
    const width = Number(match?.[2]);
    const format = match?.[3] as keyof typeof MEDIA_TYPES | undefined;
    const notFound = () => c.text('No such image.', 404, { 'cache-control': 'no-store' });
    if (!format || !IMAGE_KEY_PATTERN.test(key) || !isMediaWidth(width)) return notFound();
    if (!known.has(key)) {
      const { rows } = await c.var.db.query('SELECT 1 FROM post_images WHERE key = $1', [key]);
      if (!rows.length) return notFound();
      known.add(key);
    }
    const bytes = await store.get(key, width, format);
    return c.body(new Uint8Array(bytes), 200, {
      'content-type': MEDIA_TYPES[format],
      'content-length': String(bytes.length),
      'cache-control': IMMUTABLE,
    });
  });
  return r;
}
