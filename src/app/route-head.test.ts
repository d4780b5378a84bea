import { describe, expect, it } from 'vitest';
import { brands } from '../../brands/registry';
import { siteOrigin } from '#contract/site/site-origin';
import type { PageHead } from './head-tags';
import { listingStartPage, pageTexts, rootHead, routeHead } from './page-head';
import { accountPageTexts } from './private-page-texts';

/** The content of the meta tag with this name or property, or undefined. */
const meta = (head: PageHead, key: string) =>
  head.meta.find((m) => ('name' in m && m.name === key) || ('property' in m && m.property === key)) as
    { content: string } | undefined;
const link = (head: PageHead, rel: string) => head.links.filter((l) => l.rel === rel);
const jsonLd = (head: PageHead) => head.scripts.map((s) => JSON.parse(s.children) as Record<string, unknown>);

describe.each(brands.map((b) => [b.id, b] as const))('route heads for %s', (_id, brand) => {
  const origin = siteOrigin(brand);
  const context = { brand, origin };
  const at = (fullPath: string, search?: unknown) => ({ match: { status: 'success', fullPath, search, context } });

  it('a public page has its canonical address, share card and no robots rule', () => {
    const head = routeHead(pageTexts.managers)(at('/discover/managers/'));
    const url = `https://${brand.hosts[1]}/discover/managers/`;
    expect(link(head, 'canonical')).toEqual([{ rel: 'canonical', href: url }]);
    expect(meta(head, 'robots')).toBeUndefined();
    const text = pageTexts.managers(brand);
    expect(meta(head, 'og:url')?.content).toBe(url);
    expect(meta(head, 'og:type')?.content).toBe('website');
    expect(meta(head, 'og:site_name')?.content).toBe(brand.displayName);
    expect(meta(head, 'og:title')?.content).toBe(text.title);
    expect(meta(head, 'og:description')?.content).toBe(text.description);
    expect(meta(head, 'twitter:title')?.content).toBe(text.title);
    expect(meta(head, 'twitter:description')?.content).toBe(text.description);
    // No picture of its own: the brand's icon, as the small card.
    expect(meta(head, 'og:image')?.content).toBe(`${origin}/icons/icon-512.png`);
    expect(meta(head, 'twitter:image')?.content).toBe(`${origin}/icons/icon-512.png`);
    expect(meta(head, 'twitter:card')?.content).toBe('summary');
    expect(head.scripts).toEqual([]);
  });

  it('the home page is canonical at the root of the primary host', () => {
    const head = routeHead((b) => pageTexts.brand(b, 'home'))(at('/'));
    expect(link(head, 'canonical')[0]?.href).toBe(`${origin}/`);
  });

  it.each(['/saved/', '/account/settings/'])(
    "the reader's own page %s is noindex, with no canonical address",
    (path) => {
      const head = routeHead(accountPageTexts.saved)(at(path));
      expect(meta(head, 'robots')?.content).toBe('noindex');
      expect(link(head, 'canonical')).toEqual([]);
      expect(meta(head, 'og:url')).toBeUndefined();
    },
  );

  it("the blog links its feed, gives the Home › Blog trail and keeps the listing's start page", () => {
    const head = routeHead((b) => pageTexts.brand(b, 'blog'), { blog: true, canonicalSearch: listingStartPage });
    const first = head(at('/blog/', {}));
    expect(link(first, 'canonical')[0]?.href).toBe(`${origin}/blog/`);
    expect(link(first, 'alternate')).toEqual([
      {
        rel: 'alternate',
        type: 'application/atom+xml',
        title: brand.pages.blog.title,
        href: `${origin}/blog/feed.xml`,
      },
    ]);
    expect(jsonLd(first)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: brand.displayName, item: `${origin}/` },
          { '@type': 'ListItem', position: 2, name: 'Blog', item: `${origin}/blog/` },
        ],
      },
    ]);
    expect(link(head(at('/blog/', { pageNumber: 1 })), 'canonical')[0]?.href).toBe(`${origin}/blog/`);
    expect(link(head(at('/blog/', { pageNumber: 3 })), 'canonical')[0]?.href).toBe(`${origin}/blog/?pageNumber=3`);
    // Other pages do not link the feed.
    expect(link(routeHead(pageTexts.managers)(at('/discover/managers/')), 'alternate')).toEqual([]);
  });

  it('the root names the brand as an Organization on every page, from brand.json', () => {
    const [org, ...rest] = jsonLd(rootHead(at('/')));
    expect(rest).toEqual([]);
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${origin}/#organization`,
      name: brand.displayName,
      legalName: brand.trust.legalName,
      url: `${origin}/`,
      logo: `${origin}/icons/icon-512.png`,
      email: brand.trust.contact.email,
      telephone: brand.trust.contact.phone,
      contactPoint: [
        {
          '@type': 'ContactPoint',
          contactType: 'customer support',
          email: brand.trust.contact.email,
          telephone: brand.trust.contact.phone,
        },
      ],
    });
    // Never a canonical address or a robots rule of its own: those are each route's.
    expect(rootHead(at('/')).links).toEqual([]);
    expect(meta(rootHead(at('/')), 'robots')).toBeUndefined();
    const unknown = rootHead({ match: { status: 'success', _notFound: true, fullPath: '/', search: {}, context } });
    expect(unknown.meta[0]).toEqual({ title: brand.pages.notFound.title });
    expect(meta(unknown, 'robots')?.content).toBe('noindex');
  });
});

describe('route heads on a loopback host', () => {
  it('use the origin the page was opened on', () => {
    const brand = brands[0]!;
    const origin = siteOrigin(brand, `http://${brand.hosts[0]}:4421`);
    const head = routeHead(pageTexts.managers)({
      match: { status: 'success', fullPath: '/discover/managers/', context: { brand, origin } },
    });
    expect(link(head, 'canonical')[0]?.href).toBe(`http://${brand.hosts[0]}:4421/discover/managers/`);
  });
});
