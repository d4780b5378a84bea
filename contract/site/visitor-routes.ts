import type { FeatureKey } from './features';

export interface RouteInfo {
  /** The brand feature that turns the route on. */
  feature?: FeatureKey;
  /**
   * A page about this reader or this device: never indexed (robots noindex in its head, Disallow in
   * robots.txt, left out of the sitemap; docs/seo.md).
   */
  private?: true;
}

/**
 * The paths of the app's screens outside the staff areas (contract/site/staff-areas.ts), and the brand
 * feature that turns each on: what a visitor's first load carries (decision 0305). The staff areas'
 * paths are in staff-app-routes.ts, which loads with their routes; app-routes.ts joins both for the
 * server. Every staff path is private (app-routes.test.ts), so a path not listed here reads as private.
 */
export const VISITOR_ROUTES = {
  '/': {},
  '/blog/': { feature: 'blog' },
  '/blog/article/$postId/$slug/': { feature: 'blog' },
  '/posts/$postId/$slug/': { feature: 'blog' },
  '/featured/all/': { feature: '/featured/all/' },
  '/discover/expertbaskets/': { feature: 'discover/expertbaskets' },
  '/discover/managers/': {},
  '/discover/managers/$slug/': {},
  '/baskets/$basketHash/': {},
  '/public/baskets/': {},
  '/public/baskets/$basketHash/': {},
  '/saved/': { private: true },
  '/loginerror/': { private: true },
  '/web-widget/': { feature: '/web-widget/' },
  '/subscribe/$planId/': { private: true },
  '/contact/': {},
  '/faq/': {},
  '/status/': {},
} as const satisfies Record<string, RouteInfo>;

export type VisitorPath = keyof typeof VISITOR_ROUTES;

/** The feature a visitor's route needs on this brand, if any. */
export const visitorRouteFeature = (path: VisitorPath): FeatureKey | undefined =>
  (VISITOR_ROUTES[path] as RouteInfo).feature;

/** Whether an app path is a visitor's route (listed here) rather than a staff area's. */
export const isVisitorPath = (path: string): path is VisitorPath => Object.hasOwn(VISITOR_ROUTES, path);

/**
 * Whether an app path's page is the reader's own (saved articles, settings, any staff area's page):
 * never indexed. A path this list does not hold is a staff area's, each of which is private.
 */
export const isPrivatePath = (path: string): boolean =>
  isVisitorPath(path) ? (VISITOR_ROUTES[path] as RouteInfo).private === true : true;
