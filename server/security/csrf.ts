import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { CSRF_COOKIE, CSRF_HEADER, JWT_COOKIE, KEY_HEADER } from '#contract/http/headers';
import type { AppEnv } from '../app-env';
import { fail } from '../http/envelope';
import { sessionIdFromToken } from '../auth/session';
import { isHttps } from './client-address';
import { isKeyOnlyWidgetCall } from './csrf-exemption';

/**
 * The double-submit CSRF token (docs/security.md, "CSRF"): the page echoes the csrftoken cookie as
 * X-CSRFToken on every mutating call, and the token must be one this server issued for the
 * caller's session: `nonce.sessionId.HMAC(secret, nonce + sessionId)`, with an empty session id
 * for a visitor. A new token is issued at every sign-in and sign-out.
 */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** A day: any page load or GET issues a new one when it has gone. */
export const CSRF_MAX_AGE_SECONDS = 24 * 60 * 60;

const signature = (secret: string, nonce: string, sessionId: string) =>
  createHmac('sha256', secret).update(`csrf:${nonce}:${sessionId}`).digest('base64url');

export function newCsrfToken(secret: string, sessionId = ''): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${sessionId}.${signature(secret, nonce, sessionId)}`;
}

/**
 * Signatures of tokens this process has verified (per secret): a returning browser sends the same
 * token on every request, and its HMAC need not be computed each time. Only tokens that verified
 * are remembered, at most VERIFIED_MAX per secret; the comparison stays constant-time.
 */
const VERIFIED_MAX = 10_000;
const verified = new Map<string, Map<string, Buffer>>();

function expectedSignature(secret: string, nonce: string, sessionId: string) {
  const known = verified.get(secret)?.get(`${nonce}.${sessionId}`);
  return { known: known !== undefined, expected: known ?? Buffer.from(signature(secret, nonce, sessionId)) };
}

function remember(secret: string, nonce: string, sessionId: string, expected: Buffer) {
  let known = verified.get(secret);
  if (!known) verified.set(secret, (known = new Map()));
  if (known.size >= VERIFIED_MAX) known.delete(known.keys().next().value!);
  known.set(`${nonce}.${sessionId}`, expected);
}

/** The session a token was issued for ('' for a visitor), or undefined when this server did not issue it. */
export function csrfTokenSession(secret: string, token: string | undefined): string | undefined {
  const parts = (token ?? '').split('.');
  if (parts.length !== 3 || !parts[0] || !parts[2]) return undefined;
  const [nonce, sessionId, given] = parts as [string, string, string];
  const { known, expected } = expectedSignature(secret, nonce, sessionId);
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return undefined;
  if (!known) remember(secret, nonce, sessionId, expected);
  return sessionId;
}

/** The session the caller presents (KEY header, else the jwt cookie), signature checked, expired or not. */
const presentedSession = (c: Context) =>
  sessionIdFromToken(c.req.header(KEY_HEADER) ?? getCookie(c, JWT_COOKIE), c.get('jwtSecret'), c.get('brand').id);

/**
 * A token fits a request when this server issued it for the session the request presents. A request
 * with no session at all accepts any issued token (its session ended on this device).
 */
async function fits(c: Context, token: string | undefined): Promise<boolean> {
  const bound = csrfTokenSession(c.get('jwtSecret'), token);
  if (bound === undefined) return false;
  const session = await presentedSession(c);
  return session === undefined || session === bound;
}

/** Sets the csrftoken cookie, replacing one already set on this response. */
function setCsrfCookie(c: Context, token: string) {
  const others = c.res.headers.getSetCookie().filter((s) => !s.startsWith(`${CSRF_COOKIE}=`));
  c.res.headers.delete('Set-Cookie');
  for (const s of others) c.res.headers.append('Set-Cookie', s);
  setCookie(c, CSRF_COOKIE, token, {
    path: '/',
    sameSite: 'Lax',
    secure: isHttps(c),
    maxAge: CSRF_MAX_AGE_SECONDS,
  });
}

/** A new token for a session that just started, or (no id) ended: called by sign-in and sign-out. */
export const rotateCsrfToken = (c: Context, sessionId = '') =>
  setCsrfCookie(c, newCsrfToken(c.get('jwtSecret'), sessionId));

/** The csrftoken the page will hold after this response: the one being set now, else the cookie. */
export function currentCsrfToken(c: Context): string {
  const pending = c.res.headers.getSetCookie().find((s) => s.startsWith(`${CSRF_COOKIE}=`));
  return pending ? pending.split(';')[0]!.slice(CSRF_COOKIE.length + 1) : (getCookie(c, CSRF_COOKIE) ?? '');
}

/** Issues a csrftoken cookie when the caller has none, or one that does not fit its session. */
export const issueCsrfCookie: MiddlewareHandler<AppEnv> = async (c, next) => {
  const cookie = getCookie(c, CSRF_COOKIE);
  if (!(await fits(c, cookie))) rotateCsrfToken(c, (await presentedSession(c)) ?? '');
  await next();
};

/** True when `submitted` equals the csrftoken cookie and that token fits the caller's session. */
export async function csrfAccepted(c: Context, submitted: string): Promise<boolean> {
  const cookie = getCookie(c, CSRF_COOKIE) ?? '';
  const a = Buffer.from(cookie);
  const b = Buffer.from(submitted);
  return cookie !== '' && a.length === b.length && timingSafeEqual(a, b) && (await fits(c, cookie));
}

/** Double-submit check on every mutating API call but the widget's key-only calls (csrf-exemption.ts). */
export const requireCsrf: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method) || (await isKeyOnlyWidgetCall(c))) return next();
  if (!(await csrfAccepted(c, c.req.header(CSRF_HEADER) ?? ''))) {
    return fail(c, 403, 'CSRF check failed: reload the page and try again.');
  }
  return next();
};
