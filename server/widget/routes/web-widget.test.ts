import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testServerPerFile } from '../../test-server-per-file';
import { brands } from '../../../brands/registry';
import { apiCaller } from '../../auth/testing/auth-test-client';

import { ORIGIN_MESSAGES as M } from '#contract/web-widget/rules';
import { invalidateStoredOrigins } from '../embed-origins';

const file = testServerPerFile({}, undefined, { timeout: 60_000 });
let api: ReturnType<typeof apiCaller>;
const starfolio = brands.find((b) => b.id === 'starfolio')!;
const PATH = 'admin/embed-origins/';
const NEW = 'https://news.example.org';

const signIn = (email: string, password: string) => api.post('auth/login/', { email, password });
const asAdmin = () => signIn('admin@example.com', 'Admin@123');

beforeAll(async () => {
  api = apiCaller(file.t, starfolio);
}, 60_000);
beforeEach(() => api.signOutLocally());

describe('embed origins', () => {
  it('lists the configured origins to anyone, read-only', async () => {
    const a = await api.get(PATH);
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ configured: starfolio.embedOrigins, stored: [], offered: true });
  });

  it('lets only an admin write: 401 to a visitor, 404 to a user without the role', async () => {
    expect((await api.post(PATH, { origin: NEW, action: 'add' })).status).toBe(401);
    await signIn('investor@example.com', 'Investor@123');
    expect((await api.post(PATH, { origin: NEW, action: 'add' })).status).toBe(404);
    await signIn('dealer@example.com', 'Dealer@123');
    expect((await api.post(PATH, { origin: NEW, action: 'add' })).status).toBe(404);
    api.signOutLocally();
    expect((await api.get(PATH)).body.stored).toEqual([]);
  });

  it('refuses bad origins with their message, and garbage with a 400', async () => {
    await asAdmin();
    for (const [origin, message] of [
      ['https://*.example.com', M.wildcard],
      ['http://news.example.org', M.https],
      ['https://news.example.org/blog', M.path],
      ['', M.required],
    ] as const) {
      const a = await api.post(PATH, { origin, action: 'add' });
      expect(a.status, origin).toBe(400);
      expect(a.body.errors).toEqual({ origin: message });
    }
    for (const body of [
      [],
      'x',
      { origin: 5, action: 'add' },
      { origin: NEW, action: 'drop' },
      { origin: 'a'.repeat(5000), action: 'add' },
    ])
      expect((await api.post(PATH, body)).status, JSON.stringify(body).slice(0, 40)).toBe(400);
    expect((await api.postRaw(PATH, '{"origin":', 'application/json')).status).toBe(400);
  });

  it('adds, refuses a duplicate, is honoured by CORS and brand.json at once, and removes', async () => {
    const cors = () =>
      file.t.request(starfolio, '/starfolio/api/post/list/?pageNumber=1&perPageCount=1', { headers: { Origin: NEW } });
    const brandJson = async () =>
      (
        (await (await file.t.request(starfolio, '/widget/brand.json', { headers: { Origin: NEW } })).json()) as {
          body: { embedAllowed: boolean };
        }
      ).body.embedAllowed;
    // Loaded (and kept) before the write: the write must drop what was kept.
    expect((await cors()).headers.get('access-control-allow-origin')).toBeNull();
    expect(await brandJson()).toBe(false);

    await asAdmin();
    const added = await api.post(PATH, { origin: 'HTTPS://News.Example.org:443', action: 'add' });
    expect(added.status).toBe(200);
    expect(added.body.stored).toEqual([{ origin: NEW, added_at: expect.any(String) }]);
    expect((await api.post(PATH, { origin: NEW, action: 'add' })).body.errors).toEqual({ origin: M.duplicate });
    const configured = starfolio.embedOrigins[0]!;
    expect((await api.post(PATH, { origin: configured, action: 'add' })).status).toBe(400);
    expect((await api.post(PATH, { origin: configured, action: 'remove' })).body.errors).toEqual({
      origin: M.configured,
    });

    expect((await cors()).headers.get('access-control-allow-origin')).toBe(NEW);
    expect(await brandJson()).toBe(true);
    // Another process's view: read from the table, not from this process's memory.
    invalidateStoredOrigins();
    expect((await cors()).headers.get('access-control-allow-origin')).toBe(NEW);

    expect((await api.post(PATH, { origin: NEW, action: 'remove' })).body.stored).toEqual([]);
    expect((await api.post(PATH, { origin: NEW, action: 'remove' })).body.errors).toEqual({ origin: M.missing });
    expect((await cors()).headers.get('access-control-allow-origin')).toBeNull();
    expect(await brandJson()).toBe(false);
  });
});

describe('the preview document', () => {
  it('is the snippet under a strict policy, framed by this site only, with unusable settings defaulted', async () => {
    const res = await file.t.request(
      starfolio,
      `/widget/preview/?list=popular&detail=${encodeURIComponent('"><script>alert(1)</script>')}`,
    );
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('unsafe-inline');
    const html = await res.text();
    expect(html).not.toContain('<script>alert');
    // No build in the test's dist: the preview says so instead of a broken script tag.
    expect(html).toContain('has not been built');
    const page = await file.t.request(starfolio, '/web-widget/');
    expect(page.headers.get('content-security-policy')).toMatch(/frame-src [^;]*http:\/\/[^;/]+\/widget\/preview\//);
  });

  it("answers a same-origin page of the brand's own site that it may show the blog", async () => {
    const res = await file.t.request(starfolio, '/widget/brand.json', { headers: { 'Sec-Fetch-Site': 'same-origin' } });
    expect(((await res.json()) as { body: { embedAllowed: boolean } }).body.embedAllowed).toBe(true);
  });

  it("sends a story link on the brand's blog page to the story", async () => {
    const res = await file.t.request(starfolio, '/blog/?tl-post=12-a-story');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/blog/article/12/a-story/');
  });
});
