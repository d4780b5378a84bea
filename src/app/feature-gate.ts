import { notFound } from '@tanstack/react-router';
import type { BrandConfig, FeatureKey } from '../lib/brand';
import { routeFeature, type AppPath } from '#contract/site/app-routes';

/** For a route's beforeLoad: a feature the brand turns off is a plain not-found on that brand. */
export function requireFeature(brand: BrandConfig, key: FeatureKey) {
  if (!brand.features[key]) throw notFound();
}

/** For a route's beforeLoad: the feature app-routes.ts names for this route (the server reads the same). */
export function requireRouteFeature(brand: BrandConfig, path: AppPath) {
  const feature = routeFeature(path);
  if (feature) requireFeature(brand, feature);
}

/**
 * A route's `beforeLoad` when its feature is all it checks. The route's id is its path as app-routes.ts
 * spells it (there are no layout routes), so the path is written once, in createFileRoute; a route
 * whose id were not an app path would fail the type check here.
 */
export const routeFeatureGate = ({ context, routeId }: { context: { brand: BrandConfig }; routeId: AppPath }) =>
  requireRouteFeature(context.brand, routeId);
