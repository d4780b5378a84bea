import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { brands } from '../../brands/registry';
import { createTestServer, type TestServer } from '../test-support';
import { apiCaller } from './testing/auth-test-client';

const starfolio = brands.find((b) => b.id === 'starfolio')!;
const arrowline = brands.find((b) => b.id === 'arrowline')!;

describe('test hooks with ENABLE_TEST_HOOKS=1', () => {
  let t: TestServer;
  let api: ReturnType<typeof apiCaller>;
  beforeAll(async () => {
    vi.stubEnv('ENABLE_TEST_HOOKS', '1');
    t = await createTestServer();
    api = apiCaller(t, starfolio);
  }, 60_000);
  afterAll(async () => {
    vi.unstubAllEnvs();
    await t.db.close();
  });

  it("expires the caller's session: '100' for a user session", async () => {
    expect((await api.post('__test__/expire-session/')).status).toBe(401);
    await api.post('auth/login/', { email: 'investor@example.com', password: 'Investor@123' });
    expect((await api.post('__test__/expire-session/')).status).toBe(200);
    expect((await api.get('auth/userinfo/')).head.status).toBe('100');
  });

  it("answers '110' after a broker session is expired", async () => {
    t.cookies.clear();
    const path = '/arrowline/brokers/arrowline-securities/login/';
    const page = await (await t.request(arrowline, path)).text();
    const token = /name="csrfmiddlewaretoken" value="([^"]+)"/.exec(page)![1]!;
    await t.request(arrowline, path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        csrfmiddlewaretoken: token,
        next: '/',
        clientCode: 'HOOK01',
        password: 'pw',
      }).toString(),
    });
    const broker = apiCaller(t, arrowline);
    expect((await broker.post('__test__/expire-session/')).status).toBe(200);
    expect((await broker.get('auth/userinfo/')).head).toEqual({ status: '110', message: 'Session Timed Out!' });
  });

  it('answers screener statuses, redirects and 403', async () => {
    for (const s of [4, 7, 10]) expect((await api.get(`__test__/screener/?status=${s}`)).head.status).toBe(s);
    expect((await api.get('__test__/screener/?status=5')).status).toBe(400);
    const r = await api.get(`__test__/redirect/?to=${encodeURIComponent('https://checkout.paygate-demo.example/pay')}`);
    expect(r.head.status).toBe(6);
    expect(r.body).toEqual({ redirect_url: 'https://checkout.paygate-demo.example/pay' });
    expect((await api.get('__test__/redirect/')).status).toBe(400);
    expect((await api.get('__test__/forbidden/')).status).toBe(403);
  });

  it('seeds the security-test post once, and tells where the listing shows it', async () => {
    const first = await api.post('__test__/security-test-post/');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ slug: 'security-test-hostile-html', title: 'Security test: hostile HTML' });
    const { postId, position, pageNumber } = first.body as { postId: number; position: number; pageNumber: number };
    expect(pageNumber).toBe(Math.floor(position / 10) + 1);
    expect((await api.post('__test__/security-test-post/')).body).toEqual(first.body);
    const list = await api.get(`post/list/?pageNumber=${pageNumber}&perPageCount=10`);
    const main = (list.body as unknown as { main: Array<{ postId: number }> }).main;
    expect(main[position % 10]?.postId).toBe(postId);
  });

  it('tells the last OTP sent to a target', async () => {
    expect((await api.get('__test__/last-otp/?target=9876543210')).status).toBe(404);
    await api.post('generate-otp/', { target: '9876543210' });
    const a = await api.get('__test__/last-otp/?target=9876543210');
    expect(a.body.otp).toMatch(/^\d{6}$/);
    expect((await api.post('verify-otp/', { target: '9876543210', otp: a.body.otp })).status).toBe(200);
    expect((await api.get('__test__/last-otp/?target=nonsense')).status).toBe(400);
  });
});

describe('test hooks without ENABLE_TEST_HOOKS', () => {
  it('are not mounted', async () => {
    vi.stubEnv('ENABLE_TEST_HOOKS', '');
    const t = await createTestServer();
    const api = apiCaller(t, starfolio);
    expect((await api.get('__test__/forbidden/')).status).toBe(404);
    expect((await api.get('__test__/last-otp/?target=9876543210')).status).toBe(404);
    expect((await api.post('__test__/security-test-post/')).status).toBe(404);
    const publish = await api.post('__test__/publish-basket-version/', { basket_hash: 'dividend-yield-plus' });
    expect(publish.status).toBe(404);
    const versions = await t.db.query(
      "SELECT v.id FROM basket_versions v JOIN baskets b ON b.id = v.basket_id WHERE b.basket_hash = 'dividend-yield-plus'",
    );
    expect(versions.rows.length).toBeGreaterThan(0);
    const { rows } = await t.db.query("SELECT id FROM posts WHERE slug = 'security-test-hostile-html'");
    expect(rows).toEqual([]);
    await t.db.close();
    vi.unstubAllEnvs();
  }, 60_000);
});
