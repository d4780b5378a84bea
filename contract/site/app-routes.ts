import type { FeatureKey } from './features';

interface RouteInfo {
  /** The brand feature that turns the route on. */
  feature?: FeatureKey;
  /**
   * A page about this reader or this device: never indexed (robots noindex in its head, Disallow in
   * robots.txt, left out of the sitemap; docs/seo.md).
   */
  private?: true;
}

/**
 * Every path the app has a screen for, as the router spells it (src/routes), and the brand feature
 * that turns it on. The routes' `beforeLoad` reads the feature from here, and the server reads the
 * list to answer 404 for any other path (docs/decisions/0058-not-found-is-a-404.md). router.tsx
 * checks at compile time that the keys are exactly the route tree's paths, so a new route cannot
 * be forgotten here.
 */
export const APP_ROUTES = {
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
  '/account/settings/': { feature: 'account/settings/', private: true },
  '/account/watchlist/': { private: true },
  '/account/orders/': { private: true },
  '/account/subscriptions/': { private: true },
  '/account/capital-gains/': { private: true },
  '/settings/brokers/': { feature: 'settings/brokers/', private: true },
  '/loginerror/': { private: true },
  '/account/investments/': { private: true },
  '/account/investments/$investment/': { private: true },
  '/web-widget/': { feature: '/web-widget/' },
  '/subscribe/$planId/': { private: true },
  '/payment/checkout/': { private: true },
  '/payment/status/': { private: true },
  '/studio/': { private: true },
  '/studio/baskets/new/': { feature: 'create-basket', private: true },
  '/studio/baskets/$basketHash/': { feature: 'create-basket', private: true },
  '/studio/baskets/$basketHash/preview/': { feature: 'create-basket', private: true },
  '/studio/baskets/$basketHash/constituents/': { feature: 'create-basket', private: true },
  '/studio/automated/new/': { feature: 'create-basket-automated', private: true },
  '/studio/baskets/$basketHash/proposal/': { feature: 'create-basket-automated', private: true },
  '/studio/posts/': { feature: 'blog', private: true },
  '/studio/posts/new/': { feature: 'blog', private: true },
  '/studio/posts/$postId/': { feature: 'blog', private: true },
  '/studio/posts/$postId/preview/': { feature: 'blog', private: true },
  // Operations (docs/operations.md): each private screen shows a user without its role the not-found page.
  '/account/complaints/': { private: true },
  '/account/complaints/new/': { private: true },
  '/account/complaints/$reference/': { private: true },
  '/contact/': {},
  '/faq/': {},
  '/status/': {},
  '/dealer/': { feature: 'dealer', private: true },
  '/dealer/reports/$report/': { feature: 'dealer', private: true },
  '/import-client/': { feature: '/import-client/', private: true },
  '/import-client/jobs/$jobId/': { feature: '/import-client/', private: true },
  '/import-client/rebalance/': { feature: '/import-client/', private: true },
  '/import-client/rebalance/$sheet/': { feature: '/import-client/', private: true },
  '/login-as-client/': { feature: 'login-as-client', private: true },
  '/admin/': { feature: 'admin', private: true },
  '/admin/users/': { feature: 'admin', private: true },
  '/admin/advisers/': { feature: 'admin', private: true },
  '/admin/advisers/$slug/': { feature: 'admin', private: true },
  '/admin/faqs/': { feature: 'admin', private: true },
  '/admin/website/': { feature: 'admin', private: true },
  '/admin/complaints/': { feature: 'admin', private: true },
  '/admin/complaints/$reference/': { feature: 'admin', private: true },
  '/admin/leads/': { feature: 'admin', private: true },
  '/admin/aum/': { feature: 'admin', private: true },
  '/admin/logs/': { feature: 'admin', private: true },
  '/admin/audit/': { feature: 'admin', private: true },
  '/admin/status/': { feature: 'admin', private: true },
} as const satisfies Record<string, RouteInfo>;

export type AppPath = keyof typeof APP_ROUTES;

/** The feature a route needs on this brand, if any. */
export const routeFeature = (path: AppPath): FeatureKey | undefined => (APP_ROUTES[path] as RouteInfo).feature;

/** Whether the route's page is the reader's own (saved articles, settings): never indexed. */
export const isPrivateRoute = (path: AppPath): boolean => (APP_ROUTES[path] as RouteInfo).private === true;

const segments = (path: string) => path.split('/').filter(Boolean);

const PATTERNS = (Object.keys(APP_ROUTES) as AppPath[]).map((path) => ({ path, parts: segments(path) }));

/**
 * The route a location's pathname opens, as the router matches it: case-insensitive, with or
 * without the trailing slash, `$param` standing for any one segment. Null when there is none.
 */
export function matchAppPath(pathname: string): AppPath | null {
  let parts: string[];
  try {
    parts = segments(decodeURIComponent(pathname));
  } catch {
    return null;
  }
  const found = PATTERNS.find(
    (p) =>
      p.parts.length === parts.length &&
      p.parts.every((part, i) => part.startsWith('$') || part.toLowerCase() === parts[i]!.toLowerCase()),
  );
  return found?.path ?? null;
}

/** Whether this brand shows a screen at this pathname (and not the not-found page). */
export function isAppPage(pathname: string, brand: { features: Record<FeatureKey, boolean> }): boolean {
  const path = matchAppPath(pathname);
  if (!path) return false;
  const feature = routeFeature(path);
  return !feature || brand.features[feature];
}
