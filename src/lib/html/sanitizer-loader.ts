import type { SanitizeOptions } from './sanitize';
import { loadOnce } from '../load-once';

/**
 * The sanitizer as `<SafeHtml>` reaches it (decision 0279). On the server it is given at start and
 * every render sanitizes at once. In the browser it is not part of any page's first load: hydrating
 * keeps the markup the server sanitized and wrote, so it loads only when the client renders HTML it
 * fetched, and the requests that fetch HTML start it (`withSanitizer`) so that HTML renders at once.
 */
type SanitizeHtml = (html: string, options?: SanitizeOptions) => string;

let ready: SanitizeHtml | undefined;

/** The server bundle's sanitizer, given once before any render (src/entry-server.tsx). */
export function provideSanitizer(sanitize: SanitizeHtml): void {
  ready = sanitize;
}

/** The sanitizer, if it is here (always on the server); else undefined. */
export const loadedSanitizer = (): SanitizeHtml | undefined => ready;

/** Loads the sanitizer: one promise for every caller, until a load fails (the next call tries again). */
export const loadSanitizer: () => Promise<SanitizeHtml> = loadOnce(async () =>
  ready ? ready : import('./sanitize').then(({ sanitizeHtml }) => (ready = sanitizeHtml)),
);

/**
 * A request for HTML that will be rendered: the sanitizer loads beside it, so the answer renders
 * without waiting. A sanitizer that fails to load does not fail the request (`<SafeHtml>` asks again).
 */
export async function withSanitizer<T>(request: Promise<T>): Promise<T> {
  const [answer] = await Promise.all([request, loadSanitizer().catch(() => undefined)]);
  return answer;
}
