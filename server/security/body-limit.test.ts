import { Hono } from 'hono';
import { testServerPerFile } from '../test-server-per-file';
import { beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../../brands/registry';
import type { AppEnv } from '../app-env';
import { ok } from '../http/envelope';
import { blogCaller, testUser } from '../blog/testing/blog-test-client';

import { limitApiBodies } from './body-limit';

const starfolio = brands.find((b) => b.id === 'starfolio')!;
const TOO_LARGE = { head: { status: 413, message: 'The request is too large.' }, body: {} };
const file = testServerPerFile({}, undefined, { timeout: 60_000 });
let token: string;
let api: ReturnType<typeof blogCaller>;

beforeAll(async () => {
  token = (await testUser(file.t)).token;
  api = blogCaller(file.t, starfolio);
}, 60_000);

const big = (bytes: number) => JSON.stringify({ postId: 1, commentText: 'x'.repeat(bytes) });

describe('every API body is capped at 16 KiB', () => {
  it.each(['post/like/', 'post/unlike/', 'post/comment/add/1/', 'auth/login/', 'health/'])(
    'POST %s with a 17 KiB body from a signed-in user is a 413 in the envelope',
    async (path) => {
      const a = await api.postRaw(path, big(17 * 1024), 'application/json', token);
      expect(a.status).toBe(413);
      expect({ head: a.head, body: a.body }).toEqual(TOO_LARGE);
    },
  );

  it('refuses a large body sent without Content-Length (chunked) as well', async () => {
    const csrf = file.t.cookies.get('csrftoken')!;
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        if (sent > 800) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const res = await file.t.request(starfolio, api.url('post/like/'), {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'X-CSRFToken': csrf, KEY: token },
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    // Stopped at the cap: far from the 50 MB on offer.
    expect(sent).toBeLessThan(5);
  });

  it('lets a body under the cap reach the route', async () => {
    const a = await api.postRaw('post/comment/add/1/', big(15 * 1024), 'application/json', token);
    expect(a.status).toBe(400);
    expect(a.body.errors?.commentText).toBe('Comment must be 2000 characters or fewer');
  });
});

describe('routes declared for larger bodies', () => {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('brand', starfolio);
    await next();
  });
  app.use(limitApiBodies([{ method: 'POST', path: 'media/upload/', maxSize: 64 * 1024 }]));
  app.post('*', (c) => ok(c, { received: true }));
  const post = (path: string, bytes: number) =>
    app.request(`/starfolio/api/${path}`, { method: 'POST', body: 'x'.repeat(bytes) });

  it('take up to their own limit, and only on that method and path', async () => {
    expect((await post('media/upload/', 40 * 1024)).status).toBe(200);
    expect((await post('media/upload/', 65 * 1024)).status).toBe(413);
    expect((await post('post/like/', 40 * 1024)).status).toBe(413);
    expect((await post('post/like/', 1024)).status).toBe(200);
  });
});
