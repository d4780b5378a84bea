import type { FeatureKey } from './features';
import { STAFF_APP_ROUTES } from './staff-app-routes';
import { VISITOR_ROUTES, type RouteInfo } from './visitor-routes';

/**
 * Every path the app has a screen for, as the router spells it (src/routes), and the brand feature
 * that turns it on: the visitor's routes and the staff areas' (visitor-routes.ts, staff-app-routes.ts;
 * the browser loads each list with its routes, decision 0305). The routes' `beforeLoad` reads the
 * feature from there, and the server reads this list to answer 404 for any other path
 * (docs/decisions/0058-not-found-is-a-404.md). router.tsx checks at compile time that the keys are
 * exactly the route tree's paths, so a new route cannot be forgotten here.
 */
const join = <A extends Record<string, RouteInfo>, B extends Record<string, RouteInfo>>(a: A, b: B): A & B => ({
  ...a,
  ...b,
});

// Marked pure: a browser module that imports this one for something else (seo-paths.ts) does not keep
// the staff areas' list in its chunk.
export const APP_ROUTES = /* @__PURE__ */ join(VISITOR_ROUTES, STAFF_APP_ROUTES);

export type AppPath = keyof typeof APP_ROUTES;

/** The feature a route needs on this brand, if any. */
export const routeFeature = (path: AppPath): FeatureKey | undefined => (APP_ROUTES[path] as RouteInfo).feature;

/** Whether the route's page is the reader's own (saved articles, settings): never indexed. */
export const isPrivateRoute = (path: AppPath): boolean => (APP_ROUTES[path] as RouteInfo).private === true;

const segments = (path: string) => path.split('/').filter(Boolean);

let patterns: { path: AppPath; parts: string[] }[] | undefined;
/** Made on first use: a module that only names a path (seo-paths.ts in the browser) keeps none of this. */
const PATTERNS = () =>
  (patterns ??= (Object.keys(APP_ROUTES) as AppPath[]).map((path) => ({ path, parts: segments(path) })));

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
  const found = PATTERNS().find(
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
