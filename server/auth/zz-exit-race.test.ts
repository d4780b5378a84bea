import { describe, expect, it } from 'vitest';
import { brands } from '../../brands/registry';
import { API } from '#contract/http/api-paths';
import type { TestServer } from '../test-support';
import { useLimitsTestServer } from './limits-test-server';
import { apiCaller } from './testing/auth-test-client';

let t: TestServer;
const starfolio = brands.find((b) => b.id === 'starfolio')!;
useLimitsTestServer((server) => (t = server));
const api = () => apiCaller(t, starfolio);
const lac = API.loginAsClient;
const idOf = async (email: string) =>
  (await t.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email])).rows[0]!.id;

async function openView() {
  const a = api();
  expect((await a.post(API.auth.login, { email: 'dealer@example.com', password: 'Dealer@123' })).status).toBe(200);
  const staffKey = t.cookies.get('jwt')!;
  const res = await a.post(lac.start, { client: await idOf('investor@example.com'), reason: 'probe' });
  expect(res.status).toBe(200);
  return { a, staffKey, viewKey: t.cookies.get('jwt')! };
}

describe('exit race probe', () => {
  it('Set-Cookie lines of Exit, and the restored token at once', async () => {
    const { a, viewKey } = await openView();
    const exit = await a.post(lac.exit);
    console.log('EXIT SET-COOKIE', exit.res.headers.getSetCookie());
    const restored = t.cookies.get('jwt')!;
    expect(restored).not.toBe(viewKey);
    for (let i = 0; i < 20; i++) {
      expect((await a.get(API.studio.notices, { key: restored })).status).toBe(200);
      expect((await a.get(`${lac.clients}?q=&page=1`, { key: restored })).status).toBe(200);
    }
    expect((await a.get(API.studio.notices, { key: viewKey })).status).toBe(401);
  });

  it('requests racing Exit: the restored token never 401s; the view token does once Exit commits', async () => {
    for (let round = 0; round < 10; round++) {
      t.cookies.clear();
      const { a, viewKey } = await openView();
      const csrf = t.cookies.get('csrftoken')!;
      const hdr = (key?: string) => ({ 'X-CSRFToken': csrf, ...(key ? { KEY: key } : {}) });
      const exitP = t.request(starfolio, a.url(lac.exit), { method: 'POST', json: {}, headers: hdr(viewKey) });
      const racing = [1, 2, 3].map(() => t.request(starfolio, a.url(API.studio.notices), { headers: hdr(viewKey) }));
      const exit = await exitP;
      const restored = /jwt=([^;]+)/.exec(exit.headers.getSetCookie().join('\n'))![1]!;
      const after = await Promise.all(
        [1, 2, 3].map(() => t.request(starfolio, a.url(API.studio.notices), { headers: hdr(restored) })),
      );
      console.log('round', round, 'view-token racing:', (await Promise.all(racing)).map((r) => r.status), 'restored:', after.map((r) => r.status));
      expect(after.map((r) => r.status)).toEqual([200, 200, 200]);
    }
  });

  it("the test's own logout right after Exit: the app's first requests then answer 401", async () => {
    const { a } = await openView();
    await a.post(lac.exit);
    const restored = t.cookies.get('jwt')!;
    expect((await a.post(API.auth.logout, {}, { key: restored })).status).toBe(200);
    // A request whose KEY was read before the logout's answer, and one read after (cookie cleared).
    expect((await a.get(API.studio.notices, { key: restored })).status).toBe(401);
    expect((await a.get(`${lac.clients}?q=&page=1`, { key: restored })).status).toBe(401);
    expect((await a.get(API.studio.notices, { key: null })).status).toBe(401);
    expect((await a.get(`${lac.clients}?q=&page=1`, { key: null })).status).toBe(401);
  });
});
