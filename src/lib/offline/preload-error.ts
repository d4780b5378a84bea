const PRELOAD_RELOAD_KEY = 'sf-preload-error-reload';

/**
 * How browsers word a chunk that did not load (Chromium, Firefox, Safari), and Vite's own word for a
 * stylesheet a chunk needs.
 */
const CHUNK_MISSING =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** Whether a `vite:preloadError` is a chunk that did not load, not an error of the code that used it. */
export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && CHUNK_MISSING.test(error.message);

/**
 * After a deploy, an old page may ask for a chunk that no longer exists: reload once to get the
 * new build. The session flag stops a loop if the reload does not help. Vite raises the same event
 * for any rejection of a code-split import's promise chain (a worker registration refused inside
 * `import(…).then(…)`): only a chunk that did not load reloads; anything else stays the caller's error.
 */
export function reloadOnceOnPreloadError(
  win: Pick<Window, 'addEventListener' | 'sessionStorage'> = window,
  reload: () => void = () => window.location.reload(),
) {
  win.addEventListener('vite:preloadError', (event) => {
    if (!isChunkLoadError((event as Event & { payload?: unknown }).payload)) return;
    const last = Number(win.sessionStorage.getItem(PRELOAD_RELOAD_KEY) ?? 0);
    if (Date.now() - last < 60_000) return;
    event.preventDefault();
    win.sessionStorage.setItem(PRELOAD_RELOAD_KEY, String(Date.now()));
    reload();
  });
}
