import type { BrandConfig } from '../lib/brand';
import type { PageHead, PageText } from './head-tags';
import type * as Heads from './heads';
import type * as PrivateTexts from './private-page-texts';
import { headInDocument } from './document-head-tags';
import { routeFeatureGate } from './feature-gate';
import { loadOnce } from '../lib/load-once';

/**
 * The routes' heads, with their code out of every page's first load (decision 0307). A route's `head`
 * names what it gives from the heads' module (heads.ts: the page texts, the share cards, the structured
 * data), which the server has in its bundle and the browser loads when it first works a head out.
 *
 * The page the server rendered already has its head. While the browser hydrates it, the routes' heads
 * give nothing and the root's gives back what the server wrote (document-head-tags.ts): the same
 * tags, rendered as they were, so hydration waits for no head code. Once the page has hydrated, the
 * heads' module loads, and the next page's heads (or this page's again, after an invalidation) are
 * worked out from it; React updates the tags it kept.
 */

/** What a route's `head` gives TanStack Router; nothing while the server's head stands. */
export type LazyHeadResult = PageHead | Record<string, never>;

// A failed load (offline before the chunk was cached, a new build) is tried again by the next head.
const loadHeads = loadOnce(() => import('./heads'));

/**
 * For a page the browser renders itself (a shell, offline too): its first route's head waits for the
 * heads' code after the route's loader, so main.tsx asks for it at start, beside everything else. Also
 * called once a hydrated page lets its heads go, so the first navigation does not wait for them.
 */
export const preloadHeads = (): void => void loadHeads().catch(() => undefined);

let serverHeadStands = false;

/**
 * For a page hydrating the server's HTML (main.tsx): its routes' heads give back the server's until the
 * returned function is called, once the page has hydrated; that call also loads the heads' code, so the
 * first navigation does not wait for it.
 */
export function keepServerHead(): () => void {
  serverHeadStands = true;
  return () => {
    serverHeadStands = false;
    preloadHeads();
  };
}

/**
 * A route's `head`, picked from the heads' module: `lazyHead((h) => h.routeHead(…))`. `standing` is what
 * it gives while the server's head stands (the root's: the server's tags; every other route's: nothing).
 */
export function lazyHead<A>(
  pick: (heads: typeof Heads) => ((args: A) => PageHead) | Promise<(args: A) => PageHead>,
  standing: () => LazyHeadResult = () => ({}),
) {
  return async (args: A): Promise<LazyHeadResult> => {
    if (serverHeadStands) return standing();
    return (await pick(await loadHeads()))(args);
  };
}

/** The root's `head` (heads.ts `rootHead`); while the server's head stands, the server's tags. */
export const rootHead = lazyHead(
  (h) => h.rootHead,
  () => headInDocument(document),
);

/** Which of the private pages' words a page takes (private-page-texts.ts). */
type PrivateWords = (texts: typeof PrivateTexts) => (brand: BrandConfig) => PageText;

/**
 * A private page's `head`: its words load with it (a module of their own), not with every page, so a
 * visitor's first load holds none of them (decision 0279). The router waits for a head, on the server too.
 */
export const privateHead = (words: PrivateWords) =>
  lazyHead(async (h) => h.routeHead(words(await import('./private-page-texts'))));

/**
 * The options every private screen shares (the reader's own figures, the adviser's studio, the staff
 * screens), spread into its route; the route file keeps its `component`, which the router plugin
 * splits out of the first load only when it is written there.
 * - `ssr: 'data-only'`: the page is behind the reader's session, which the server render cannot see:
 *   the server still runs the route's checks (a brand without the feature answers 404), the browser
 *   renders the page.
 * - `beforeLoad`: the brand feature app-routes.ts names for the route (feature-gate.ts), read by the
 *   route's own id, so the path is written once.
 * - `head`: the page's title and description (`privateHead`); never indexed (`private` in app-routes.ts).
 */
export const privateRoute = (words: PrivateWords) => ({
  ssr: 'data-only' as const,
  beforeLoad: routeFeatureGate,
  head: privateHead(words),
});
