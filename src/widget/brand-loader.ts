import type { Envelope } from '#contract/http/envelope';
import type { BrandConfig } from '../lib/brand';

/** GET /widget/brand.json (server/widget/widget-routes.ts). */
export interface WidgetBrand {
  brand: BrandConfig;
  /** Whether this page's origin may embed the brand's blog. */
  embedAllowed: boolean;
}

const looksLikeBrand = (b: Partial<BrandConfig> | undefined): b is BrandConfig =>
  typeof b?.segment === 'string' &&
  /^[a-z][a-z0-9-]{1,30}$/.test(b.segment) &&
  typeof b.displayName === 'string' &&
  typeof b.theme === 'object' &&
  typeof b.features === 'object';

/**
 * The brand of the site the script came from: the script is the same file on every brand host, so
 * it asks that host (decision 0036). Rejects when the host cannot be reached or answers nonsense.
 */
export async function loadBrand(brandOrigin: string, signal?: AbortSignal): Promise<WidgetBrand> {
  const res = await fetch(`${brandOrigin}/widget/brand.json`, { credentials: 'omit', signal });
  if (!res.ok) throw new Error(`${brandOrigin}/widget/brand.json answered ${res.status}`);
  const { body } = (await res.json()) as Envelope<Partial<WidgetBrand> | undefined>;
  if (!looksLikeBrand(body?.brand)) throw new Error(`${brandOrigin}/widget/brand.json sent no brand`);
  return { brand: body.brand, embedAllowed: body.embedAllowed === true };
}
