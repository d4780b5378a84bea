import type { FeatureKey } from './features';

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
  '/discover/managers/': {},
  '/saved/': {},
  '/account/settings/': { feature: 'account/settings/' },
  '/web-widget/': { feature: '/web-widget/' },
} as const satisfies Record<string, { feature?: FeatureKey }>;

export type AppPath = keyof typeof APP_ROUTES;

/** The feature a route needs on this brand, if any. */
export const routeFeature = (path: AppPath): FeatureKey | undefined =>
  (APP_ROUTES[path] as { feature?: FeatureKey }).feature;

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
