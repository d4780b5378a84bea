import type * as SanitizeModule from './sanitize';

/**
 * The sanitizer as a module loaded when first needed (decision 0273): DOMPurify and the policy are not
 * needed to hydrate HTML the server already sanitized, so they are in no page's first load. The server
 * bundle provides it at start (src/entry-server.tsx); the browser loads it the first time it renders
 * HTML it fetched.
 */
type Sanitizer = typeof SanitizeModule;

let ready: Sanitizer | undefined;
let loading: Promise<Sanitizer> | undefined;

/** Called once by the server bundle, which renders every page's HTML synchronously. */
export function provideSanitizer(sanitizer: Sanitizer): void {
  ready = sanitizer;
}

/** The sanitizer if it is here already, else undefined (then `loadSanitizer`). */
export const sanitizerNow = (): Sanitizer | undefined => ready;

/** The sanitizer, loading it once: the same promise every time, so React's `use` can wait on it. */
export function loadSanitizer(): Promise<Sanitizer> {
  loading ??= ready ? Promise.resolve(ready) : import('./sanitize').then((sanitizer) => (ready = sanitizer));
  return loading;
}
