import { Hono, type Context } from 'hono';
import { FEED_PATH, FEED_TYPE, indexablePages, ROBOTS_PATH, SITEMAP_PATH } from '#contract/site/seo-paths';
import { parseSiteMode, type SiteMode } from '#contract/site/site-mode';
import { siteOrigin } from '#contract/site/site-origin';
import type { AppEnv } from '../app-env';
import { cacheScope } from '../cache/cache-marks';
import { showsPostLists } from '../blog/blog-cache';
import { feedPosts, publishedPostDates } from '../blog/blog-store';
import { isHttps } from '../security/client-address';
import { buildFeed, FEED_SIZE } from './feed';
import { buildRobots } from './robots';
import { buildSitemap } from './sitemap';

/**
 * The origin of this brand's absolute addresses (contract/site/site-origin.ts), from how this request
 * came: the scheme the server trusts (TRUST_PROXY) and the Host header. Only one of the brand's own
 * loopback hosts is ever taken from the request; anything else is the brand's primary host.
 */
export function requestSiteOrigin(c: Context): string {
  const host = c.req.header('host') ?? '';
  return siteOrigin(c.var.brand, `${isHttps(c) ? 'https' : 'http'}://${host}`);
}

/** The same for every reader of this host: public (docs/caching.md), varying by Host. */
function publicAnswer(c: Context<AppEnv>, contentType: string, body: string) {
  cacheScope(c, 'public');
  c.header('Vary', 'Host', { append: true });
  return c.body(body, 200, { 'content-type': `${contentType}; charset=utf-8` });
}

/** /robots.txt, /sitemap.xml and /blog/feed.xml for the brand of the host (docs/seo.md). */
export function seoRoutes({ siteMode = parseSiteMode(process.env.SITE_MODE) }: { siteMode?: SiteMode } = {}) {
  const r = new Hono<AppEnv>();

  r.get(ROBOTS_PATH, (c) => publicAnswer(c, 'text/plain', buildRobots(c.var.brand, requestSiteOrigin(c))));

  r.get(SITEMAP_PATH, async (c) => {
    const { brand } = c.var;
    const posts = brand.features.blog ? await publishedPostDates(c.var.db) : [];
    showsPostLists(c);
    const body = buildSitemap({ origin: requestSiteOrigin(c), pages: indexablePages(brand), posts, mode: siteMode });
    return publicAnswer(c, 'application/xml', body);
  });

  r.get(FEED_PATH, async (c) => {
    if (!c.var.brand.features.blog) return c.text('Not found', 404);
    showsPostLists(c);
    const posts = await feedPosts(c.var.db, FEED_SIZE);
    const body = buildFeed({ brand: c.var.brand, origin: requestSiteOrigin(c), posts, mode: siteMode });
    return publicAnswer(c, FEED_TYPE, body);
  });

  return r;
}
