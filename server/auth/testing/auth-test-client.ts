import type { BrandConfig } from '../../../brands/schema';
import type { TestServer } from '../../test-support';
import type { UserInfo } from '../users';

/** An API answer as the auth tests read it. */
export interface AuthAnswer {
  status: number;
  head: { status: string | number; message?: string };
  body: { user?: UserInfo; errors?: Record<string, string>; [key: string]: unknown };
  res: Response;
}

/**
 * Calls the API the way the client's request layer does: the csrftoken cookie echoed as X-CSRFToken,
 * the jwt cookie sent as KEY (unless `key` says otherwise); from `clientAddress` when given.
 */
export function apiCaller(t: TestServer, brand: BrandConfig, { clientAddress }: { clientAddress?: string } = {}) {
  const url = (path: string) => `/${brand.segment}/api/${path.replace(/^\/+/, '')}`;

  /**
   * A CSRF token that fits the session the call presents, as a browser holding that session has
   * one (a page load with a session gets a token bound to it when the cookie does not fit).
   */
  async function ensureCsrf(key?: string | null) {
    const h = headers(key);
    delete h['X-CSRFToken'];
    await t.request(brand, url('health/'), { headers: h, clientAddress });
  }

  function headers(key?: string | null): Record<string, string> {
    const h: Record<string, string> = { 'X-CSRFToken': t.cookies.get('csrftoken') ?? '' };
    const jwt = key === undefined ? t.cookies.get('jwt') : key;
    if (jwt) h.KEY = jwt;
    return h;
  }

  async function answer(res: Response): Promise<AuthAnswer> {
    const text = await res.text();
    let parsed: Partial<AuthAnswer>;
    try {
      parsed = JSON.parse(text) as Partial<AuthAnswer>;
    } catch {
      parsed = { head: { status: res.status, message: text }, body: {} };
    }
    return { status: res.status, head: parsed.head ?? { status: res.status }, body: parsed.body ?? {}, res };
  }

  return {
    url,
    async post(path: string, json: unknown = {}, opts: { key?: string | null } = {}) {
      await ensureCsrf(opts.key);
      return answer(
        await t.request(brand, url(path), { method: 'POST', json, headers: headers(opts.key), clientAddress }),
      );
    },
    /** A POST with a body as given (garbage tests). */
    async postRaw(path: string, body: string, contentType?: string) {
      await ensureCsrf();
      const h = headers();
      if (contentType) h['content-type'] = contentType;
      return answer(await t.request(brand, url(path), { method: 'POST', body, headers: h, clientAddress }));
    },
    async get(path: string, opts: { key?: string | null } = {}) {
      await ensureCsrf();
      return answer(await t.request(brand, url(path), { headers: headers(opts.key), clientAddress }));
    },
    /** Forgets the session cookie (another visitor on the same test server). */
    signOutLocally() {
      t.cookies.delete('jwt');
    },
  };
}
