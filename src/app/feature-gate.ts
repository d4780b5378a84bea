import { notFound } from '@tanstack/react-router';
import type { BrandConfig, FeatureKey } from '../lib/brand';
import type { AppPath } from '#contract/site/app-routes';
import type { StaffAppPath } from '#contract/site/staff-app-routes';
import { isVisitorPath, visitorRouteFeature, type VisitorPath } from '#contract/site/visitor-routes';

/** For a route's beforeLoad: a feature the brand turns off is a plain not-found on that brand. */
export function requireFeature(brand: BrandConfig, key: FeatureKey) {
  if (!brand.features[key]) throw notFound();
}

/**
 * For a route's beforeLoad: the feature visitor-routes.ts names for this route (the server reads the
 * same). A staff area's route reads its own list (staff-app-routes.ts, `staffRouteFeature`).
 */
export function requireRouteFeature(brand: BrandConfig, path: VisitorPath) {
  const feature = visitorRouteFeature(path);
  if (feature) requireFeature(brand, feature);
}

/**
 * A route's `beforeLoad` when its feature is all it checks. The route's id is its path as app-routes.ts
 * spells it (there are no layout routes), so the path is written once, in createFileRoute; a route
 * whose id were not an app path would fail the type check here. A staff area's route reads its
 * feature from staff-app-routes.ts, which is not in a visitor's first load (decision 0305): in the
 * browser it is already loaded with the staff routes, so the check waits a microtask.
 */
export function routeFeatureGate({
  context,
  routeId,
}: {
  context: { brand: BrandConfig };
  routeId: AppPath;
}): void | Promise<void> {
  if (isVisitorPath(routeId)) return requireRouteFeature(context.brand, routeId);
  return import('#contract/site/staff-app-routes').then(({ staffRouteFeature }) => {
    const feature = staffRouteFeature(routeId as StaffAppPath);
    if (feature) requireFeature(context.brand, feature);
  });
}
