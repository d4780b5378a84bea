import { articlePath } from '#contract/site/seo-paths';
import type { SiteMode } from '#contract/site/site-mode';
import { absoluteUrl } from '#contract/site/site-origin';
import { XML_DECLARATION, element } from './xml';

export interface SitemapPost {
  id: number;
  slug: string;
  pub_date: Date | string | null;
}

export interface SitemapInput {
  origin: string;
  /** The brand's indexable pages (contract/site/seo-paths.ts `indexablePages`). */
  pages: readonly string[];
  /** Published posts only; none when the brand has no blog. */
  posts: readonly SitemapPost[];
  mode: SiteMode;
}

const url = (loc: string, lastmod?: string) =>
  `<url>${element('loc', loc)}${lastmod ? element('lastmod', lastmod) : ''}</url>`;

/** The sitemap protocol's urlset (sitemaps.org 0.9): the public pages, then every published post, dated. */
export function buildSitemap({ origin, pages, posts, mode }: SitemapInput): string {
  const entries = [
    ...pages.map((path) => url(absoluteUrl(origin, path))),
    ...posts.map((p) =>
      url(
        absoluteUrl(origin, articlePath(mode, p.id, p.slug)),
        p.pub_date === null ? undefined : new Date(p.pub_date).toISOString(),
      ),
    ),
  ];
  return [
    XML_DECLARATION,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
