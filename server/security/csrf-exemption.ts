import type { Context } from 'hono';
import { apiPath } from '#contract/http/api-paths';
import { KEY_HEADER } from '#contract/http/headers';
import { SITE_CLIENT_API } from '#contract/site/client-paths';
import { verifiedPayload } from '../auth/session';

/**
 * The one exception to the double-submit CSRF check (docs/security.md "CSRF", decision 0215): the
 * embedded widget's sign-in and sign-out of a partner's signed-in reader. The widget runs on the
 * partner's page, sends no cookies (`credentials: 'omit'`) and so has no csrftoken to echo. CSRF
 * rides on what a browser attaches by itself, cookies; a call that carries none, and whose
 * authority is a key in a header no other site can read or set, has nothing to forge. So a call is
 * exempt only when ALL of these hold:
 *
 * 1. it is a POST to exactly site-client/login/ or site-client/logout/ of this brand's API;
 * 2. it carries no Cookie header at all: no cookie session is involved (any cookie, and the ordinary
 *    check applies);
 * 3. its body is declared JSON (`Content-Type: application/json`), which a form or any other
 *    "simple" cross-site request cannot declare: a browser must first pass the CORS preflight,
 *    which only the brand's embedder origins pass (server/security/cors.ts);
 * 4. login: the body is the `{ assertion }` form, which sets no cookie (the older `{ email,
 *    password }` form signs a browser in with a cookie and keeps the check);
 *    logout: KEY holds a token this server signed for this brand, of a `site-client` session
 *    (expired or not, as logout accepts): it ends that session and nothing else.
 */
export async function isKeyOnlyWidgetCall(c: Context): Promise<boolean> {
  if (c.req.method !== 'POST' || c.req.header('cookie') !== undefined) return false;
  if (!/^application\/json\s*(;|$)/i.test(c.req.header('content-type') ?? '')) return false;
  const { segment, id } = c.get('brand');
  const path = c.req.path;
  if (path === apiPath(segment, SITE_CLIENT_API.login)) {
    const body: unknown = await c.req.json().catch(() => null);
    return typeof body === 'object' && body !== null && !Array.isArray(body) && 'assertion' in body;
  }
  if (path === apiPath(segment, SITE_CLIENT_API.logout)) {
    const key = c.req.header(KEY_HEADER);
    if (!key) return false;
    const payload = await verifiedPayload(key, c.get('jwtSecret'), id, { allowExpired: true });
    return payload?.knd === 'site-client';
  }
  return false;
}
