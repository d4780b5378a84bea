/** Header and cookie names both sides use (docs/api.md, "Common request behaviour"). */

/** The CSRF token: issued as this cookie, sent back in the header on every mutating call. */
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'X-CSRFToken';
/** The session JWT: kept in this cookie (readable by the page), sent as the KEY header. */
export const JWT_COOKIE = 'jwt';
export const KEY_HEADER = 'KEY';
/** Every call carries this constant request code. */
export const REQUEST_CODE_HEADER = 'X-Request-Code';
export const REQUEST_CODE = 'web-pwa';
/** Every call names the brand's broker in this header. */
export const BROKER_HEADER = 'X-Broker';

/**
 * The server marks each API answer for the service worker: `public` is the same for every reader
 * and may be cached for everyone; `private` depends on the caller and is kept per user at most.
 */
export const CACHE_SCOPE_HEADER = 'X-Cache-Scope';
export const CACHE_SCOPES = ['public', 'private'] as const;
export type CacheScope = (typeof CACHE_SCOPES)[number];

/**
 * The largest request body any API call accepts (HTTP 413 above it); routes that take more, such
 * as uploads, are declared one by one on the server (server/security/body-limit.ts).
 */
export const API_BODY_LIMIT_BYTES = 16 * 1024;
