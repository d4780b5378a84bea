import { Hono, type Context } from 'hono';
import { validator } from 'hono/validator';
import { mediaFileParams } from './media-types';
import type { AppEnv } from '../app-env';
import { uploadHeaders } from '../uploads/served-upload';
import { createMediaStore, MEDIA_TYPES, type MediaStoreOptions } from './media-store';
import { IMAGE_KEY_PATTERN } from './media-urls';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /media/posts/<imageKey>-<400|800|1200>.<jpg|webp>: a post image rendered on demand from its
 * upload (the blog CMS) or, for the seed's posts, its generated illustration; cached on disk and in memory.
 * A key not registered in post_images, or any other width, is a 404.
 */
export function mediaRoutes(options: MediaStoreOptions = {}) {
  const store = createMediaStore(options);
  /** Registered keys, and whether each is an upload (else the seed's illustration). */
  const known = new Map<string, boolean>();
  const r = new Hono<AppEnv>();

  const notFound = (c: Context) => c.text('No such image.', 404, { 'cache-control': 'no-store' });
  // A file name that is no image of ours is a plain 404 (a file route, not an API envelope).
  const file = validator('param', (value, c) => {
    const parsed = mediaFileParams.safeParse(value);
    return parsed.success && IMAGE_KEY_PATTERN.test(parsed.data.file.key) ? parsed.data.file : notFound(c);
  });

  r.get('/posts/:file', file, async (c) => {
    const { key, width, format } = c.req.valid('param');
    if (!known.has(key)) {
      const { rows } = await c.var.db.query<{ uploaded: boolean }>(
        'SELECT EXISTS (SELECT 1 FROM uploads u WHERE u.key = i.key) AS uploaded FROM post_images i WHERE i.key = $1',
        [key],
      );
      if (!rows[0]) return notFound(c);
      known.set(key, rows[0].uploaded);
    }
    const db = c.var.db;
    const source = known.get(key)
      ? async () =>
          (await db.query<{ content: Uint8Array }>('SELECT content FROM uploads WHERE key = $1', [key])).rows[0]
            ?.content ?? null
      : undefined;
    const bytes = await store.get(key, width, format, source);
    return c.body(new Uint8Array(bytes), 200, {
      ...uploadHeaders({ contentType: MEDIA_TYPES[format], fileName: c.req.param('file'), disposition: 'inline' }),
      'content-length': String(bytes.length),
      'cache-control': IMMUTABLE,
    });
  });
  return r;
}
