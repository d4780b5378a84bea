import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { uploadHeaders } from '../uploads/served-upload';

/** How long readers' browsers and CDNs may keep an attachment: short, as unpublishing withdraws it. */
const CACHE = 'public, max-age=300';

/**
 * GET /media/files/<id>/<name>: a published post's attachment, always downloaded (never shown in the
 * page), with the type found from its bytes (decision 0178). A draft's or scheduled post's files,
 * and any other id, are a 404: they go public with the post.
 */
export function fileDownloadRoutes() {
  const r = new Hono<AppEnv>();
  const notFound = () => new Response('No such file.', { status: 404, headers: { 'cache-control': 'no-store' } });

  r.get('/:id{[1-9][0-9]{0,8}}/:name?', async (c) => {
    const { rows } = await c.var.db.query<{ content: Uint8Array; content_type: string; file_name: string }>(
      `SELECT u.content, u.content_type, u.file_name FROM post_files f
         JOIN uploads u ON u.key = f.upload_key JOIN posts p ON p.id = f.post_id
        WHERE f.id = $1 AND p.status = 'published'`,
      [Number(c.req.param('id'))],
    );
    const file = rows[0];
    if (!file) return notFound();
    return c.body(new Uint8Array(file.content), 200, {
      ...uploadHeaders({ contentType: file.content_type, fileName: file.file_name, disposition: 'attachment' }),
      'cache-control': CACHE,
    });
  });
  r.all('*', () => notFound());
  return r;
}
