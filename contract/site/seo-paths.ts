import { APP_ROUTES, isPrivateRoute, routeFeature, type AppPath } from './app-routes';
import { SHELL_URL } from './cache-names';
import type { FeatureKey } from './features';
import type { SiteMode } from './site-mode';

/** The files search engines and feed readers ask every brand's host for (server/seo, docs/seo.md). */
export const SITEMAP_PATH = '/sitemap.xml';
export const ROBOTS_PATH = '/robots.txt';
/** The blog's Atom feed, linked from the head of the blog's pages. */
export const FEED_PATH = '/blog/feed.xml';
export const FEED_TYPE = 'application/atom+xml';

/** Files, not pages: the service worker must let a navigation to them reach the server. */
export const SEO_FILE_PATTERN = /^\/(robots\.txt|sitemap\.xml|blog\/feed\.xml)$/;

/** An article's one address: /blog/article/… on the standard build, /posts/… on the analysis site. */
export const articlePath = (mode: SiteMode, postId: number, slug: string): string =>
  mode === 'analysis' ? `/posts/${postId}/${slug}/` : `/blog/article/${postId}/${slug}/`;

type Features = { features: Record<FeatureKey, boolean> };

/** The app's pages a search engine may list for this brand: no parameters, not private, feature on. */
export function indexablePages(brand: Features): AppPath[] {
  return (Object.keys(APP_ROUTES) as AppPath[]).filter((path) => {
    const feature = routeFeature(path);
    return !path.includes('$') && !isPrivateRoute(path) && (!feature || brand.features[feature]);
  });
}

/**
 * What robots.txt keeps crawlers out of: the private pages (with or without their trailing slash),
 * the sign-in pages under the brand's segment, and the service worker's copy of the shell. The API
 * stays open: a crawler that runs the app needs it to see the page.
 */
export function disallowedPaths(brand: { segment: string }): string[] {
  // Up to the first parameter: '/subscribe/$planId/' is '/subscribe' ('$' ends a pattern in robots.txt).
  const all = [
    ...new Set(
      (Object.keys(APP_ROUTES) as AppPath[])
        .filter(isPrivateRoute)
        .map((p) => p.replace(/\/\$.*$/, '').replace(/\/$/, '')),
    ),
  ];
  // A page under another private page ('/account/investments/$investment') is already covered by it.
  const own = all.filter((p) => !all.some((q) => q !== p && p.startsWith(`${q}/`)));
  return [...own, `/${brand.segment}/visitor/`, `/${brand.segment}/brokers/`, SHELL_URL];
}
