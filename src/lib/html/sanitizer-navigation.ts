import { loadSanitizer } from './sanitizer-loader';

let firstPageLoaded = false;

/** Called once the first page's routes have loaded (src/main.tsx): every later route load is a navigation or a preload. */
export function markFirstPageLoaded(): void {
  firstPageLoaded = true;
}

/**
 * For the loaders of the routes that show fetched HTML (the blog's listing, an article). A navigation
 * back to such a page renders the cached answer at once, and that answer may have come with the first
 * page, which hydrated without the sanitizer: its summaries would render empty and fill in when the
 * sanitizer arrived, moving everything below them (a layout shift). So on a navigation (or a preload)
 * the sanitizer loads before the page renders; never while the first page loads and hydrates. A failed
 * load does not fail the route (`<SafeHtml>` asks again).
 */
export async function sanitizerForNavigation(): Promise<void> {
  if (firstPageLoaded) await loadSanitizer().catch(() => undefined);
}

/** The app paths whose pages show fetched HTML through the sanitizer: the blog's listing and its articles. */
const SHOWS_FETCHED_HTML = /^\/blog(\/|$)/;

/**
 * For a shell (src/main.tsx), which renders in the browser what it shows: a blog page renders the
 * stories it has kept (offline, or on a later visit) through the sanitizer, which its loader would
 * otherwise ask for only once the router runs, so it is asked for at start. Never for a page the server
 * rendered, which hydrates without it.
 */
export function preloadSanitizerFor(appPath: string): void {
  if (SHOWS_FETCHED_HTML.test(appPath)) void loadSanitizer().catch(() => undefined);
}
