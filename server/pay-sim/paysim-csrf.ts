import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { isHttps } from '../security/client-address';

/** The checkout's own CSRF guard (none of the app's applies on its site): a cookie nonce and its HMAC in the form. */
const CSRF_COOKIE = 'paygate_csrf';

const tokenFor = (c: Context, nonce: string) =>
  createHmac('sha256', c.var.jwtSecret).update(`paygate-csrf:${nonce}`).digest('base64url');

/**
 * The form's token; sets the nonce cookie when the browser has none, for the pages under `path`: the
 * hosted checkout's /pay/, or a payment link's /l/.
 */
export function paySimCsrfToken(c: Context, path: '/pay/' | '/l/' = '/pay/'): string {
  let nonce = getCookie(c, CSRF_COOKIE);
  if (!nonce || !/^[A-Za-z0-9_-]{22}$/.test(nonce)) {
    nonce = randomBytes(16).toString('base64url');
    setCookie(c, CSRF_COOKIE, nonce, { path, httpOnly: true, sameSite: 'Lax', secure: isHttps(c) });
  }
  return tokenFor(c, nonce);
}

export function paySimCsrfAccepted(c: Context, submitted: unknown): boolean {
  const nonce = getCookie(c, CSRF_COOKIE);
  if (!nonce || typeof submitted !== 'string') return false;
  const a = Buffer.from(tokenFor(c, nonce));
  const b = Buffer.from(submitted);
  return a.length === b.length && timingSafeEqual(a, b);
}
