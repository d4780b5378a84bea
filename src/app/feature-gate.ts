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
