import { notFound } from '@tanstack/react-router';
import type { BrandConfig, FeatureKey } from '../lib/brand';

/** For a route's beforeLoad: a feature the brand turns off is a plain not-found on that brand. */
export function requireFeature(brand: BrandConfig, key: FeatureKey) {
  if (!brand.features[key]) throw notFound();
}
