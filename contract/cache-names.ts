/** Cache names shared by the service worker and the page (logout clears the per-user ones). */
export const CACHE_PREFIX = 'sf';
export const BLOG_PUBLIC_CACHE = `${CACHE_PREFIX}-blog-public-v1`;
export const USER_CACHE_PREFIX = `${CACHE_PREFIX}-blog-user-`;
export const FRAGMENT_CACHE = `${CACHE_PREFIX}-fragments-v1`;
export const IMAGE_CACHE = `${CACHE_PREFIX}-images-v1`;
/** The branded app shell's URL: precached, fetched from this origin's server, so it is this brand's page. */
export const SHELL_URL = '/app-shell/';

export const userCacheName = (userKey: string) => `${USER_CACHE_PREFIX}${userKey}`;
