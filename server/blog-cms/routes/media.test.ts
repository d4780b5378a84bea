import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CmsFileBody, CmsFilesBody, CmsImageBody, CmsPostBody, CmsAuthorsBody } from '#contract/blog-cms/types';
import { BLOG_CMS_LIMITS, BLOG_CMS_MESSAGES } from '#contract/blog-cms/rules';
import { adviserKey, cmsCaller, starfolio } from '../testing/cms-test-client';
import { createTestServer, type TestServer } from '../../test-support';
import { PDF_MESSAGES } from '../../uploads/pdf-active-content';
import { scriptedPdfs } from '../../uploads/pdf-test-support';
import { expectServedAsUpload } from '../../uploads/upload-test-support';

let t: TestServer;
let api: ReturnType<typeof cmsCaller>;
let me: Awaited<ReturnType<typeof adviserKey>>;
let png: Buffer;

beforeAll(async () => {
  t = await createTestServer({ responseCache: { ttlSeconds: 0 } });
  api = cmsCaller(t);
  me = await adviserKey(t);
  png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2a6' } })
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps' } } })
    .png()
    .toBuffer();
}, 60_000);
afterAll(() => t?.db.close());

const form = (bytes: Uint8Array, name: string, type: string, fields: Record<string, string> = {}) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  f.set('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return f;
};
/** `size` bytes that start as `head` (a type's signature) and are otherwise zeros. */
const padded = (head: Uint8Array, size: number) => {
  const b = new Uint8Array(size);
  b.set(head);
  return b;
};
const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('image', () => {
  it('re-encodes, stores and serves the blog sizes from the upload; the post takes its key and size', async () => {
    const a = await api.upload('blog/cms/images/', form(png, 'chart.png', 'image/png'), me.key);
    expect(a.status).toBe(200);
    const img = a.body as unknown as CmsImageBody;
    expect(img).toMatchObject({ width: 1600, height: 900, imageUrl: `/media/posts/${img.imageKey}-1200.jpg` });
    const { rows } = await t.db.query<{ content: Uint8Array }>('SELECT content FROM uploads WHERE key = $1', [
      img.imageKey,
    ]);
    expect(png.includes('secret-gps')).toBe(true);
    expect(Buffer.from(rows[0]!.content).includes('secret-gps')).toBe(false);
    for (const [w, f] of [
      [400, 'webp'],
      [1200, 'jpg'],
    ] as const) {
      const res = await t.request(starfolio, `/media/posts/${img.imageKey}-${w}.${f}`);
      expect(res.status).toBe(200);
      expectServedAsUpload(res, 'inline', `${img.imageKey}-${w}.${f}`);
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ width: w, format: f === 'jpg' ? 'jpeg' : 'webp' });
    }
    const saved = await api.post<CmsPostBody>(
      'blog/cms/posts/save/',
      { base_revision: 0, title: 'With image', imageKey: img.imageKey },
      me.key,
    );
    expect(saved.body.post).toMatchObject({ imageKey: img.imageKey, imageUrl: img.imageUrl });
    const other = await adviserKey(t);
    const stolen = await api.post('blog/cms/posts/save/', { base_revision: 0, imageKey: img.imageKey }, other.key);
    expect(stolen.status).toBe(400);
  });

  it('refuses other types by their bytes, and anything over 5 MB (exactly)', async () => {
    const gif = new TextEncoder().encode('GIF89a....');
    const a = await api.upload('blog/cms/images/', form(gif, 'x.png', 'image/png'), me.key);
    expect([a.status, a.head.message]).toEqual([400, BLOG_CMS_MESSAGES.imageType]);
    const broken = await api.upload('blog/cms/images/', form(padded(PNG_HEAD, 100), 'x.png', 'image/png'), me.key);
    expect([broken.status, broken.head.message]).toEqual([400, BLOG_CMS_MESSAGES.imageType]);
    const big = padded(PNG_HEAD, BLOG_CMS_LIMITS.imageBytes + 1);
    const b = await api.upload('blog/cms/images/', form(big, 'big.png', 'image/png'), me.key);
    expect([b.status, b.head.message]).toEqual([413, BLOG_CMS_MESSAGES.imageTooLarge]);
    const atLimit = padded(PNG_HEAD, BLOG_CMS_LIMITS.imageBytes);
    const c = await api.upload('blog/cms/images/', form(atLimit, 'max.png', 'image/png'), me.key);
    expect(c.head.message).toBe(BLOG_CMS_MESSAGES.imageType); // within the size: judged (and refused) by its bytes
  });
});

describe('files', () => {
  it('attaches, lists, serves only once published (as a download), deletes', async () => {
    const authors = await api.post<CmsAuthorsBody>('blog/cms/authors/', { name: 'A', url: null }, me.key);
    const post = (
      await api.post<CmsPostBody>(
        'blog/cms/posts/save/',
        { base_revision: 0, title: 'Files', body: '<p>x</p>', authorId: authors.body.authors[0]!.id },
        me.key,
      )
    ).body.post;
    const pdf = new TextEncoder().encode('%PDF-1.4\n<html><script>alert(1)</script>');
    const a = await api.upload(
      'blog/cms/files/',
      form(pdf, 'Report "Q1".pdf', 'text/html', { postId: String(post.postId) }),
      me.key,
    );
    expect(a.status).toBe(200);
    const file = (a.body as unknown as CmsFileBody).file;
    expect(file).toMatchObject({ file_name: 'Report Q1.pdf', content_type: 'application/pdf', size: pdf.length });
    const list = await api.get<CmsFilesBody>(`blog/cms/files/?postId=${post.postId}`, me.key);
    expect(list.body.files).toEqual([file]);
    expect((await t.request(starfolio, file.url)).status).toBe(404);
    await api.post('blog/cms/posts/publish/', { postId: post.postId }, me.key);
    const res = await t.request(starfolio, file.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expectServedAsUpload(res, 'attachment', 'Report Q1.pdf');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true);
    const other = await adviserKey(t);
    expect((await api.get(`blog/cms/files/?postId=${post.postId}`, other.key)).status).toBe(404);
    const del = { postId: post.postId, id: file.id };
    expect((await api.post('blog/cms/files/delete/', del, other.key)).status).toBe(404);
    const gone = await api.post<CmsFilesBody>('blog/cms/files/delete/', del, me.key);
    expect(gone.body.files).toEqual([]);
    expect((await t.request(starfolio, file.url)).status).toBe(404);
  });

  it('refuses other types, PDFs with scripts (review L5) and anything over 10 MB (exactly)', async () => {
    const post = (await api.post<CmsPostBody>('blog/cms/posts/save/', { base_revision: 0 }, me.key)).body.post;
    const fields = { postId: String(post.postId) };
    const html = new TextEncoder().encode('<html><script>alert(1)</script>');
    const a = await api.upload('blog/cms/files/', form(html, 'x.html', 'text/html', fields), me.key);
    expect([a.status, a.head.message]).toEqual([400, BLOG_CMS_MESSAGES.fileType]);
    const csv = await api.upload(
      'blog/cms/files/',
      form(new TextEncoder().encode('a,b\n1,2\n'), 'w.csv', 'text/csv', fields),
      me.key,
    );
    expect((csv.body as unknown as CmsFileBody).file.content_type).toBe('text/csv');
    const big = padded(new TextEncoder().encode('%PDF-'), BLOG_CMS_LIMITS.fileBytes + 1);
    for (const [how, pdf] of Object.entries(scriptedPdfs())) {
      const s = await api.upload('blog/cms/files/', form(pdf, 'x.pdf', 'application/pdf', fields), me.key);
      expect([s.status, s.head.message], how).toEqual([400, PDF_MESSAGES.activeContent]);
    }
    const b = await api.upload('blog/cms/files/', form(big, 'big.pdf', 'application/pdf', fields), me.key);
    expect([b.status, b.head.message]).toEqual([413, BLOG_CMS_MESSAGES.fileTooLarge]);
    const max = padded(new TextEncoder().encode('%PDF-'), BLOG_CMS_LIMITS.fileBytes);
    const c = await api.upload('blog/cms/files/', form(max, 'max.pdf', 'application/pdf', fields), me.key);
    expect(c.status).toBe(200);
  });
});
