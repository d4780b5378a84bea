import type { BrowserContext, Locator, Page } from '@playwright/test';
import { defaultBrand } from '../../../brands/registry';
import type { BrandConfig } from '../../../brands/schema';
import { mayEmbed } from '../../../server/security/cors';
import type { PostListBody, PostSummary } from '#contract/blog/types';
import { apiList } from './blog';
import { test as base } from './fixtures';

/** The partner demo site (server/demo/) on the test server's port. */
const partnerOrigin = (baseURL: string, host = 'partner.localhost') => `http://${host}:${new URL(baseURL).port}`;

/** A demo page embedding `brand`'s widget, e.g. demoUrl(base, brand, '/blog/', { variant: 'late' }). */
function demoUrl(
  baseURL: string,
  brand: BrandConfig,
  path = '/blog/',
  params: Record<string, string> = {},
  host?: string,
) {
  const url = new URL(path, partnerOrigin(baseURL, host));
  if (brand.id !== defaultBrand.id) url.searchParams.set('brand', brand.id);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.href;
}

/** Whether the demo's origin may embed this brand's blog (its embedOrigins and features). */
export const partnerAllowed = (baseURL: string, brand: BrandConfig) => mayEmbed(brand, partnerOrigin(baseURL));

/** The widget's host element; Playwright's CSS locators see into its open shadow root. */
export const widget = (page: Page) => page.locator('#tl-blogs');

/** Page 1 of the listing from the brand's own API, read in a page of the brand's site. */
async function brandList(context: BrowserContext, brand: BrandConfig, pageNumber = 1): Promise<PostListBody> {
  const page = await context.newPage();
  try {
    return await apiList(page, brand, pageNumber);
  } finally {
    await page.close();
  }
}

/** The first premium post of the listing. */
async function firstPremiumPost(context: BrowserContext, brand: BrandConfig): Promise<PostSummary> {
  for (let n = 1; n <= 8; n++) {
    const premium = (await brandList(context, brand, n)).main.find((p) => p.isPremiumPost);
    if (premium) return premium;
  }
  throw new Error('the seed has no premium post');
}

/** The partner demo for the test's brand, on the test server's port. */
export interface PartnerDemo {
  /** The demo's origin. */
  origin: string;
  /** The brand's own origin, from which the widget's API, images and links come. */
  brandOrigin: string;
  /** A demo page embedding the brand's widget, e.g. demo.url('/blog/', { variant: 'late' }). */
  url: (path?: string, params?: Record<string, string>, host?: string) => string;
  /** The demo page that shows `post` in the widget: the configured detail page unless `path` says. */
  storyUrl: (post: Pick<PostSummary, 'postId' | 'slug'>, params?: Record<string, string>, path?: string) => string;
  /** Page `pageNumber` of the listing from the brand's own API. */
  list: (pageNumber?: number) => Promise<PostListBody>;
  firstPremiumPost: () => Promise<PostSummary>;
}

/** The widget specs' test: the fixtures, and `demo` for the brand under test. */
export const test = base.extend<{ demo: PartnerDemo }>({
  demo: async ({ context, brand, baseURL }, use) => {
    const url: PartnerDemo['url'] = (path, params, host) => demoUrl(baseURL!, brand, path, params, host);
    await use({
      origin: partnerOrigin(baseURL!),
      brandOrigin: `http://${brand.hosts[0]}:${new URL(baseURL!).port}`,
      url,
      storyUrl: (post, params = {}, path = '/blog/post') =>
        url(path, { ...params, 'tl-post': `${post.postId}-${post.slug}` }),
      list: (pageNumber) => brandList(context, brand, pageNumber),
      firstPremiumPost: () => firstPremiumPost(context, brand),
    });
  },
});

/** Computed styles that a host page could try to change, for comparing with and without it. */
export const STYLE_PROPERTIES = [
  'color',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'letter-spacing',
  'text-transform',
  'margin-top',
  'margin-left',
  'padding-top',
  'padding-left',
  'border-top-width',
  'border-top-style',
  'background-color',
  'border-radius',
] as const;

export async function computedStyles(target: Locator): Promise<Record<string, string>> {
  return target.evaluate(
    (el, props) => {
      const style = getComputedStyle(el);
      return Object.fromEntries(props.map((p) => [p, style.getPropertyValue(p)]));
    },
    STYLE_PROPERTIES as unknown as string[],
  );
}
