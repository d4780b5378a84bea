import { deleteCookie, readCookie, writeCookie } from '../cookies';
import { isEmbedded } from '../html/embedding';

/** The login-redirect cookie: where the user lands after logging in (docs/session.md, "The next path"). */
export const NEXT_PATH_COOKIE = 'next_path';
/** Spec §9: the login-redirect cookie lives 30 minutes. */
export const NEXT_PATH_MAX_AGE_SECONDS = 30 * 60;

/** A path on this site only: starts with one '/', never '//' or '/\' (which browsers read as another host). */
export function isSameSitePath(path: string): boolean {
  return /^\/(?![/\\])/.test(path) && !path.includes('\\') && !hasControlCharacter(path);
}

/** Tabs, new lines and other control characters, which URL parsers drop or treat specially. */
export const hasControlCharacter = (value: string) =>
  [...value].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);

/** The current path and query, e.g. '/blog/article/12/slug/?pageNumber=2'. */
export function currentPath(loc: Pick<Location, 'pathname' | 'search'> = window.location): string {
  return `${loc.pathname}${loc.search}`;
}

/** Stores the current path and query as the next path (before any login prompt). */
export function rememberNextPath(path: string = currentPath()): void {
  // Inside the blog widget the page and its cookies belong to another website.
  if (isEmbedded() || !isSameSitePath(path)) return;
  writeCookie(NEXT_PATH_COOKIE, path, { maxAgeSeconds: NEXT_PATH_MAX_AGE_SECONDS });
}

/** The stored next path, removing the cookie; null when there is none (or it is not a same-site path). */
export function takeNextPath(): string | null {
  const path = readCookie(NEXT_PATH_COOKIE);
  deleteCookie(NEXT_PATH_COOKIE);
  return path && isSameSitePath(path) ? path : null;
}

/** The stored next path, leaving the cookie in place (the login dialog's broker links return there). */
export function peekNextPath(): string | null {
  const path = readCookie(NEXT_PATH_COOKIE);
  return path && isSameSitePath(path) ? path : null;
}

/** Where what a login interrupted is kept (lib/session/login-intent.ts), per tab. */
export const LOGIN_INTENT_KEY = 'sf-login-intent';

/** Nothing to carry on with: the login was given up, or the action is done with. */
export function forgetLoginIntent(): void {
  try {
    sessionStorage.removeItem(LOGIN_INTENT_KEY);
  } catch {
    // Nothing was kept.
  }
}

/** The user gave up logging in (closed the dialog): nothing to return to, nothing to carry on with. */
export function forgetNextPath(): void {
  deleteCookie(NEXT_PATH_COOKIE);
  forgetLoginIntent();
}
