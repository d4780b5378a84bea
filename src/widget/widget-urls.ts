import { parsePageNumber, parsePostId } from '../features/blog/blog-search';
import { PAGE_PARAM, POST_PARAM, type WidgetConfig } from './widget-config';

/**
 * The widget's routes, read from and written to the host page's address (decision 0036):
 *
 * - detail: the host page is the configured detail page and its address carries
 *   `tl-post=<postId>-<slug>` (the slug is for people; the id decides);
 * - list: anything else, starting at `tl-page=<n>` when 'Load More' moved it on (docs/widget.md, "Addresses (routes
 *   inside the widget)").
 *
 * The parameters are prefixed so they never collide with the host site's own.
 */
export type WidgetRoute = { name: 'list'; page: number } | { name: 'detail'; postId: number; slug: string | null };

const POST_VALUE = /^(\d{1,10})(?:-([a-z0-9][a-z0-9-]{0,199}))?$/i;

/** `12-what-is-a-sip` → { postId: 12, slug: 'what-is-a-sip' }; anything else null. */
export function parsePostParam(value: string | null): { postId: number; slug: string | null } | null {
  const m = POST_VALUE.exec(value?.trim() ?? '');
  const postId = m ? parsePostId(m[1]) : null;
  return postId ? { postId, slug: m?.[2]?.toLowerCase() ?? null } : null;
}

/** The host page is `page`: same origin and path, and every query parameter of `page` present. */
export function isPage(current: URL, page: URL): boolean {
  if (current.origin !== page.origin || current.pathname !== page.pathname) return false;
  return [...page.searchParams].every(([k, v]) => current.searchParams.getAll(k).includes(v));
}

const withoutWidgetParams = (url: URL) => {
  const out = new URL(url);
  out.searchParams.delete(POST_PARAM);
  out.searchParams.delete(PAGE_PARAM);
  out.hash = '';
  return out;
};

/** Two addresses of the same document (they differ only in the widget's parameters and the fragment). */
export function isSameDocument(a: URL, b: URL): boolean {
  const [x, y] = [withoutWidgetParams(a), withoutWidgetParams(b)];
  x.searchParams.sort();
  y.searchParams.sort();
  return x.href === y.href;
}

export function routeFor(current: URL, config: WidgetConfig): WidgetRoute {
  if (isPage(current, config.tlPostDetailPageUrl)) {
    const post = parsePostParam(current.searchParams.get(POST_PARAM));
    if (post) return { name: 'detail', ...post };
  }
  const page = current.searchParams.get(PAGE_PARAM);
  return { name: 'list', page: page === null ? 1 : parsePageNumber(page) };
}

/** A story's address: the detail page with tl-post=<postId>-<slug>. */
export function detailHref(config: WidgetConfig, postId: number, slug: string | null): string {
  const url = new URL(config.tlPostDetailPageUrl);
  url.searchParams.set(POST_PARAM, slug ? `${postId}-${slug}` : String(postId));
  return url.href;
}

/** The list at `page` on the page `base`. */
export function listHref(base: URL, page = 1): string {
  const url = withoutWidgetParams(base);
  if (page > 1) url.searchParams.set(PAGE_PARAM, String(page));
  return url.href;
}

/**
 * Where the list is, seen from `current`: this page when it shows the list; from a story, the page
 * the reader came from on this site (when it was not another story), else the detail page without a
 * post, which shows the list.
 */
export function listBase(current: URL, config: WidgetConfig, referrer: string): URL {
  if (routeFor(current, config).name === 'list') return current;
  try {
    const from = new URL(referrer);
    if (from.origin === current.origin && routeFor(from, config).name === 'list') return from;
  } catch {
    // No referrer (or not a URL): fall back to the detail page.
  }
  return config.tlPostDetailPageUrl;
}
