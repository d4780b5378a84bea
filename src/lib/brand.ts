import type { BrandConfig, FeatureKey } from '../../brands/schema';

export type { BrandConfig, FeatureKey };

/**
 * The brand the server wrote into the page (src/app/document/server-head.tsx).
 * The server validated it at start-up; the client only checks it is there.
 */
export function readInjectedBrand(doc: Document = document): BrandConfig {
  const el = doc.getElementById('brand-config');
  if (!el?.textContent) throw new Error('The page has no brand configuration; it must be served by the app server.');
  return JSON.parse(el.textContent) as BrandConfig;
}
