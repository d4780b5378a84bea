import type { PostSummary } from '#contract/blog/types';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../../brands/registry';
import { buildSeedPosts } from '../db/seed/blog-seed-posts';
import { createTestServer, type TestServer } from '../test-support';
import { illustrationSvg } from './illustration';

const cacheDir = mkdtempSync(join(tmpdir(), 'media-'));
let t: TestServer;
/** The lead story's image, registered by the seed. */
const key = buildSeedPosts()[0]!.imageKey!;
beforeAll(async () => {
  process.env.MEDIA_CACHE_DIR = cacheDir;
  t = await createTestServer();
  delete process.env.MEDIA_CACHE_DIR;
}, 60_000);
afterAll(async () => {
  await t.db.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

const get = (path: string, brand = brands[0]!) => t.request(brand, path);

describe('GET /media/posts/<key>-<width>.<jpg|webp>', () => {
  it.each([
    [400, 'jpg', 'image/jpeg', 'jpeg', 225],
    [800, 'jpg', 'image/jpeg', 'jpeg', 450],
    [1200, 'jpg', 'image/jpeg', 'jpeg', 675],
    [800, 'webp', 'image/webp', 'webp', 450],
  ] as const)('renders %i w %s as %s, 16:9, cached for a year', async (width, ext, type, format, height) => {
    const res = await get(`/media/posts/${key}-${width}.${ext}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([format, width, height]);
  });

  it('keeps a rendered file on disk and answers the same bytes again, on any brand host', async () => {
    const path = `/media/posts/${key}-400.webp`;
    const first = Buffer.from(await (await get(path)).arrayBuffer());
    expect(existsSync(join(cacheDir, 'v1', `${key}-400.webp`))).toBe(true);
    const again = Buffer.from(await (await get(path, brands[3]!)).arrayBuffer());
    expect(again.equals(first)).toBe(true);
  });

  it('serves the imageUrl and every srcset entry the list gives, in the type each source names', async () => {
    const res = await t.request(brands[2]!, `/${brands[2]!.segment}/api/post/list/`);
    const { body } = (await res.json()) as { body: { main: PostSummary[] } };
    const post = body.main.find((p) => p.imageUrl)!;
    const urlsOf = (srcSet: string) => srcSet.split(', ').map((s) => s.split(' ')[0]!);
    const sets = [
      { type: 'image/jpeg', urls: [post.imageUrl!, ...urlsOf(post.imageSrcSet!)] },
      ...post.imageSources.map((s) => ({ type: s.type, urls: urlsOf(s.srcSet) })),
    ];
    expect(sets.map((s) => s.type)).toEqual(['image/jpeg', 'image/webp']);
    for (const { type, urls } of sets)
      for (const url of urls) {
        const answer = await get(url);
        expect([answer.status, answer.headers.get('content-type')], url).toEqual([200, type]);
      }
  });

  it('serves the figures inside post bodies', async () => {
    const { rows } = await t.db.query<{ body: string }>("SELECT body FROM posts WHERE body LIKE '%<figure>%' LIMIT 1");
    const src = /<img src="([^"]+)"/.exec(rows[0]!.body)![1]!;
    expect((await get(src)).status).toBe(200);
  });

  it.each([
    'no-such-key-800.jpg',
    `${key}-500.jpg`,
    `${key}-0800.jpg`,
    `${key}-800.png`,
    `${key}-800.JPG`,
    `${key.toUpperCase()}-800.jpg`,
    `${key}.jpg`,
    `-800.jpg`,
    `..%2F..%2Fetc%2Fpasswd-800.jpg`,
    `${key}-99999999999999999999.jpg`,
  ])('answers 404 for %s', async (file) => {
    const res = await get(`/media/posts/${file}`);
    expect(res.status).toBe(404);
  });
});

describe('illustrationSvg', () => {
  it('is the same picture for the same key and a different one for another key', () => {
    expect(illustrationSvg('a-key', 800)).toBe(illustrationSvg('a-key', 800));
    expect(illustrationSvg('a-key', 800)).not.toBe(illustrationSvg('b-key', 800));
    expect(illustrationSvg('a-key', 400)).toContain('width="400" height="225"');
  });
});
