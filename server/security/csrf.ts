import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { CSRF_COOKIE, CSRF_HEADER } from '#contract/http';
import type { AppEnv } from '../app-env';
import { fail } from '../api/envelope';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const isHttps = (url: string, forwardedProto?: string) => forwardedProto === 'https' || url.startsWith('https:');

/** Issues the csrftoken cookie when missing. */
export const issueCsrfCookie: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!getCookie(c, CSRF_COOKIE)) {
    setCookie(c, CSRF_COOKIE, randomBytes(24).toString('hex'), {
      path: '/',
      sameSite: 'Lax',
      secure: isHttps(c.req.url, c.req.header('x-forwarded-proto')),
      maxAge: 60 * 60 * 24 * 365,
    });
  }
  await next();
};

/** Double-submit check on every mutating API call: the header must equal the cookie. */
export const requireCsrf: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const cookie = getCookie(c, CSRF_COOKIE) ?? '';
  const header = c.req.header(CSRF_HEADER) ?? '';
  const a = Buffer.from(cookie);
  const b = Buffer.from(header);
  if (!cookie || a.length !== b.length || !timingSafeEqual(a, b)) {
    return fail(c, 403, 'CSRF check failed: reload the page and try again.');
  }
  return next();
};
