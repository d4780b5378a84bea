import { describe, expect, it, vi } from 'vitest';
import { brands } from '../../brands/registry';
import { testServerPerFile } from '../test-server-per-file';
import { testUser } from './testing/blog-test-client';
import { SALT_REUSE_MS, VISITORS_PER_ADDRESS } from './post-views';

/** One view per reader, post and day; never on HEAD, never from an embed (docs/security.md, "Views"). */
const starfolio = brands.find((b) => b.id === 'starfolio')!;

const ctx = testServerPerFile({}, undefined, { timeout: 60_000 });

async function views(postId: number) {
  const { rows } = await ctx.t.db.query<{ view_count: number }>('SELECT view_count FROM posts WHERE id = $1', [postId]);
  return rows[0]!.view_count;
}

interface Reader {
  address?: string;
  agent?: string;
  key?: string;
  method?: 'GET' | 'HEAD';
  dest?: string;
}

async function read(postId: number, { address = '203.0.113.80', agent = 'Browser/1', key, method, dest }: Reader = {}) {
  const headers: Record<string, string> = { 'user-agent': agent, cookie: '' };
  if (key) headers.KEY = key;
  if (dest) headers['sec-fetch-dest'] = dest;
  const res = await ctx.t.request(starfolio, `/starfolio/api/post/details/?postId=${postId}`, {
    method,
    headers,
    clientAddress: address,
  });
  expect(res.status).toBe(200);
}

describe('post views', () => {
  it('counts a visitor once a day however often they read', async () => {
    const before = await views(1);
    for (let i = 0; i < 5; i++) await read(1);
    expect(await views(1)).toBe(before + 1);
  });

  it('never counts HEAD, nor a load by an image, frame or page of another site', async () => {
    const before = await views(2);
    for (let i = 0; i < 5; i++) await read(2, { method: 'HEAD', agent: `Head/${i}` });
    for (const dest of ['image', 'iframe', 'document', 'script']) await read(2, { dest, agent: `Embed/${dest}` });
    expect(await views(2)).toBe(before);
    await read(2, { dest: 'empty', agent: 'Fetch/1' });
    expect(await views(2)).toBe(before + 1);
  });

  it(`counts at most ${VISITORS_PER_ADDRESS} visitors per address, whatever User-Agent they send`, async () => {
    const before = await views(3);
    for (let i = 0; i < 25; i++) await read(3, { agent: `Rotating/${i}` });
    expect(await views(3)).toBe(before + VISITORS_PER_ADDRESS);
    await read(3, { address: '198.51.100.81' });
    expect(await views(3)).toBe(before + VISITORS_PER_ADDRESS + 1);
  });

  it('counts a signed-in reader once, from any address or browser', async () => {
    const { token } = await testUser(ctx.t);
    const before = await views(4);
    await read(4, { key: token });
    await read(4, { key: token, address: '198.51.100.82', agent: 'Other/2' });
    expect(await views(4)).toBe(before + 1);
  });

  it('keeps readers in the database, hashed with a salt that changes every day', async () => {
    const before = await views(5);
    await read(5, { address: '203.0.113.83', agent: 'Daily/1' });
    const { rows } = await ctx.t.db.query<{ reader: string; address: string | null }>(
      'SELECT reader, address FROM post_views WHERE post_id = 5',
    );
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toMatch(/203\.0\.113\.83|Daily/);
    // The next day (yesterday's rows and salt moved back a day) the same visitor counts again.
    await ctx.t.db.query('UPDATE post_views SET day = day - 1');
    await ctx.t.db.query('UPDATE view_salts SET day = day - 1');
    // …and the process, which reuses the day's salt for a minute, has seen that minute pass.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + SALT_REUSE_MS + 1 });
    try {
      await read(5, { address: '203.0.113.83', agent: 'Daily/1' });
    } finally {
      vi.useRealTimers();
    }
    expect(await views(5)).toBe(before + 2);
    const salts = await ctx.t.db.query<{ salt: string }>('SELECT salt FROM view_salts ORDER BY day');
    expect(new Set(salts.rows.map((r) => r.salt)).size).toBe(salts.rows.length);
  });
});
