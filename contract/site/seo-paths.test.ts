import { describe, expect, it } from 'vitest';
import { brands } from '../../brands/registry';
import { matchAppPath } from './app-routes';
import {
  articlePath,
  disallowedPaths,
  FEED_PATH,
  indexablePages,
  ROBOTS_PATH,
  SEO_FILE_PATTERN,
  SITEMAP_PATH,
} from './seo-paths';

const starfolio = brands.find((b) => b.id === 'starfolio')!;
const harborbank = brands.find((b) => b.id === 'harborbank')!;

describe('indexablePages', () => {
  it('lists the public pages without parameters, leaving out private ones', () => {
    expect(indexablePages(starfolio)).toEqual([
      '/',
      '/blog/',
      '/featured/all/',
      '/discover/expertbaskets/',
      '/discover/managers/',
      '/public/baskets/',
      '/web-widget/',
      '/contact/',
      '/faq/',
      '/status/',
    ]);
  });

  it('leaves out a page the brand turns off', () => {
    expect(harborbank.features['/web-widget/']).toBe(false);
    expect(indexablePages(harborbank)).not.toContain('/web-widget/');
    expect(indexablePages({ features: { ...starfolio.features, blog: false } })).not.toContain('/blog/');
  });
});

describe('disallowedPaths', () => {
  it('keeps crawlers out of the private pages, with or without the slash, and the sign-in pages', () => {
    const paths = disallowedPaths(starfolio);
    expect(paths).toEqual([
      '/saved',
      '/loginerror',
      '/subscribe',
      '/account/settings',
      '/account/watchlist',
      '/account/orders',
      '/account/subscriptions',
      '/account/capital-gains',
      '/settings/brokers',
      '/account/investments',
      '/payment/checkout',
      '/payment/status',
      '/studio',
      '/account/complaints',
      '/dealer',
      '/import-client',
      '/login-as-client',
      '/admin',
      '/starfolio/visitor/',
      '/starfolio/brokers/',
      '/app-shell/',
    ]);
    for (const p of [
      '/saved',
      '/saved/',
      '/account/settings/',
      '/account/watchlist/',
      '/account/orders/',
      '/settings/brokers/',
      '/loginerror/?reason=failed',
      '/account/investments/x1/',
      '/subscribe/7/?step=pay',
      '/payment/status/?transaction=txn_1',
      '/studio/',
      '/studio/posts/12/preview/',
    ]) {
      expect(paths.some((d) => p.startsWith(d))).toBe(true);
    }
    for (const p of indexablePages(starfolio))
      expect(
        paths.some((d) => p.startsWith(d)),
        p,
      ).toBe(false);
  });
});

describe('articlePath', () => {
  it('is the route each site mode opens the article on', () => {
    expect(articlePath('standard', 73, 'what-is-a-sip')).toBe('/blog/article/73/what-is-a-sip/');
    expect(articlePath('analysis', 73, 'what-is-a-sip')).toBe('/posts/73/what-is-a-sip/');
    expect(matchAppPath(articlePath('standard', 73, 'x'))).toBe('/blog/article/$postId/$slug/');
    expect(matchAppPath(articlePath('analysis', 73, 'x'))).toBe('/posts/$postId/$slug/');
  });
});

describe('SEO_FILE_PATTERN', () => {
  it('names the three files and no page', () => {
    for (const p of [ROBOTS_PATH, SITEMAP_PATH, FEED_PATH]) expect(SEO_FILE_PATTERN.test(p), p).toBe(true);
    for (const p of ['/', '/blog/', '/blog/feed.xml/', '/x/sitemap.xml', '/robots.txt.bak']) {
      expect(SEO_FILE_PATTERN.test(p), p).toBe(false);
    }
  });
});
