import { brands } from '../../../brands/registry';
import { createSession } from '../../auth/session';
import { insertAdviser } from '../../baskets/testing/basket-test-fixtures';
import { blogCaller, testUser } from '../../blog/testing/blog-test-client';
import type { TestServer } from '../../test-support';

export const starfolio = brands.find((b) => b.id === 'starfolio')!;

/** A session key for a new user with the adviser role and an adviser row of their own. */
export async function adviserKey(t: TestServer) {
  const user = await testUser(t, { brand: starfolio });
  await t.db.query("INSERT INTO user_roles (user_id, role) VALUES ($1, 'adviser')", [user.id]);
  const adviser = await insertAdviser(t.db, { userId: user.id });
  const { token } = await createSession(t.db, t.jwtSecret, { userId: user.id, brand: starfolio.id, ttlSeconds: 3600 });
  return { key: token, userId: user.id, adviserId: adviser.id };
}

/** The blog API as the client calls it, plus multipart posts (the CMS's uploads). */
export function cmsCaller(t: TestServer) {
  const api = blogCaller(t, starfolio);
  return {
    ...api,
    async upload(path: string, form: FormData, key?: string) {
      await t.request(starfolio, api.url('health/'), { headers: key ? { KEY: key } : {} });
      const headers: Record<string, string> = { 'X-CSRFToken': t.cookies.get('csrftoken') ?? '' };
      if (key) headers.KEY = key;
      const res = await t.request(starfolio, api.url(path), { method: 'POST', body: form, headers });
      const text = await res.text();
      let parsed: { head?: { status: number; message?: string }; body?: Record<string, unknown> } = {};
      try {
        parsed = JSON.parse(text) as typeof parsed;
      } catch {
        parsed = { head: { status: res.status, message: text } };
      }
      return { status: res.status, head: parsed.head ?? { status: res.status }, body: parsed.body ?? {} };
    },
  };
}
