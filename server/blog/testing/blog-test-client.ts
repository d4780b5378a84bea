import { randomUUID } from 'node:crypto';
import { brands } from '../../../brands/registry';
import type { BrandConfig } from '../../../brands/schema';
import { createSession } from '../../auth/session';
import type { TestServer } from '../../test-support';

/** An answer as the blog tests read it. */
export interface BlogAnswer<B = Record<string, unknown>> {
  status: number;
  head: { status: string | number; message?: string };
  body: B & { errors?: Record<string, string> };
  headers: Headers;
}

/** A user of the test database with a live session token (or an expired one). */
export async function testUser(
  t: TestServer,
  {
    subscriber = false,
    expired = false,
    brand = brands[0]!,
  }: { subscriber?: boolean; expired?: boolean; brand?: BrandConfig } = {},
) {
  const email = `reader-${randomUUID()}@example.com`;
  const name = subscriber ? 'Test Subscriber' : 'Test Reader';
  const { rows } = await t.db.query<{ id: number }>(`INSERT INTO users (email, name) VALUES ($1, $2) RETURNING id`, [
    email,
    name,
  ]);
  const id = rows[0]!.id;
  // A subscriber holds a live subscription (docs/payments.md, "Subscription states"): 30 days of the seed's first plan.
  if (subscriber) {
    await t.db.query(
      `INSERT INTO subscriptions (user_id, plan_id, starts_at, expires_at)
       SELECT $1, id, now() - interval '1 day', now() + interval '30 days' FROM plans ORDER BY id LIMIT 1`,
      [id],
    );
  }
  const { token } = await createSession(t.db, t.jwtSecret, {
    userId: id,
    brand: brand.id,
    ttlSeconds: expired ? -60 : 3600,
  });
  return { id, name, token };
}

/** Calls the blog API as the client's request layer does: CSRF header from its cookie, the token as KEY. */
export function blogCaller(t: TestServer, brand: BrandConfig) {
  const url = (path: string) => `/${brand.segment}/api/${path.replace(/^\/+/, '')}`;

  async function read<B>(res: Response): Promise<BlogAnswer<B>> {
    const text = await res.text();
    let parsed: { head?: BlogAnswer['head']; body?: B } = {};
    try {
      parsed = JSON.parse(text) as typeof parsed;
    } catch {
      parsed = { head: { status: res.status, message: text } };
    }
    return {
      status: res.status,
      head: parsed.head ?? { status: res.status },
      body: (parsed.body ?? {}) as BlogAnswer<B>['body'],
      headers: res.headers,
    };
  }

  const keyHeader = (key?: string): Record<string, string> => (key ? { KEY: key } : {});

  /**
   * The CSRF token for calls with `key`, as a browser holding that session has it: a page load with
   * the session gets a token bound to it (the server issues one when the cookie does not fit).
   */
  async function csrf(key?: string) {
    await t.request(brand, url('health/'), { headers: keyHeader(key) });
    return t.cookies.get('csrftoken') ?? '';
  }

  return {
    url,
    async get<B = Record<string, unknown>>(path: string, key?: string) {
      return read<B>(await t.request(brand, url(path), { headers: keyHeader(key) }));
    },
    async post<B = Record<string, unknown>>(path: string, json: unknown, key?: string) {
      const headers = { ...keyHeader(key), 'X-CSRFToken': await csrf(key) };
      return read<B>(await t.request(brand, url(path), { method: 'POST', json, headers }));
    },
    /** A POST whose body is sent as given (garbage tests). */
    async postRaw(path: string, body: string, contentType: string | null, key?: string) {
      const headers: Record<string, string> = { ...keyHeader(key), 'X-CSRFToken': await csrf(key) };
      if (contentType) headers['content-type'] = contentType;
      return read(await t.request(brand, url(path), { method: 'POST', body, headers }));
    },
  };
}
