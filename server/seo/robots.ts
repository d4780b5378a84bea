import type { BrandConfig } from '../../brands/schema';
import { disallowedPaths, SITEMAP_PATH } from '#contract/site/seo-paths';
import { absoluteUrl } from '#contract/site/site-origin';

/** robots.txt for one brand: every crawler, kept out of the private and sign-in pages, sent to the sitemap. */
export function buildRobots(brand: BrandConfig, origin: string): string {
  return [
    'User-agent: *',
    ...disallowedPaths(brand).map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(origin, SITEMAP_PATH)}`,
    '',
  ].join('\n');
}
