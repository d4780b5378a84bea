/** Cache names shared by the service worker and the page (logout clears the per-user ones). */
export const CACHE_PREFIX = 'sf';
export const BLOG_PUBLIC_CACHE = `${CACHE_PREFIX}-blog-public-v1`;
export const USER_CACHE_PREFIX = `${CACHE_PREFIX}-blog-user-`;
export const FRAGMENT_CACHE = `${CACHE_PREFIX}-fragments-v1`;
export const IMAGE_CACHE = `${CACHE_PREFIX}-images-v1`;
/** The branded app shell's URL: precached, fetched from this origin's server, so it is this brand's page. */
export const SHELL_URL = '/app-shell/';

export const userCacheName = (userKey: string) => `${USER_CACHE_PREFIX}${userKey}`;

/**
 * The per-session cache partition: a SHA-256 of the whole session token, signature included. The
 * worker and the page cannot verify a token, but they need not: a forged or edited token hashes to
 * another name, so it can never address a real user's cache, and a session that ended takes its
 * token (and with it the only way to the name) along.
 */
export async function sessionCacheKey(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(digest).slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The session's own cache, or null without a token. */
export const sessionCacheName = async (token: string | null | undefined): Promise<string | null> =>
  token ? userCacheName(`s${await sessionCacheKey(token)}`) : null;
