import { describe, expect, it } from 'vitest';
import { brands } from '../../brands/registry';
import { siteOrigin } from '#contract/site/site-origin';
import { notFoundHead, pageTexts, routeHead, shortDescription } from './page-head';
import { privateRoute } from './lazy-head';
import { accountPageTexts as account } from './private-page-texts';

describe.each(brands.map((b) => [b.id, b] as const))('page texts for %s', (_id, brand) => {
  it("uses the brand's own words where brand.json has the page", () => {
    expect(pageTexts.brand(brand, 'featured')).toEqual(brand.pages.featured);
    expect(pageTexts.brand(brand, 'home')).toEqual(brand.pages.home);
  });

  it('names the page, then the brand, on pages the brand does not word', () => {
    expect(pageTexts.managers(brand).title).toBe(`${brand.navLabel} — ${brand.displayName}`);
    expect(account.saved(brand).title).toBe(`Saved for reading offline — ${brand.displayName}`);
    expect(account.settings(brand).title).toBe(`Settings — ${brand.displayName}`);
    for (const text of [pageTexts.managers(brand), account.saved(brand), account.settings(brand)]) {
      expect(text.description).toContain(brand.displayName);
      expect(text.description.length).toBeLessThanOrEqual(170);
    }
  });

  it("an article's title is the post's; its description the post's summary", () => {
    const text = pageTexts.article(brand, { title: 'SIP basics', summary: 'Why a monthly SIP  works.' });
    expect(text).toEqual({ title: `SIP basics — ${brand.displayName}`, description: 'Why a monthly SIP works.' });
    expect(pageTexts.article(brand, { title: 'x', summary: ' ' }).description).toBe(brand.pages.blog.description);
  });

  it("a private page's head loads its words with it: the same head as written at once", async () => {
    const match = { status: 'success', fullPath: '/account/settings/', context: { brand, origin: siteOrigin(brand) } };
    const head = await privateRoute((texts) => texts.accountPageTexts.settings).head({ match });
    expect(head).toEqual(routeHead(account.settings)({ match }));
    expect('meta' in head && head.meta[0]).toEqual({ title: `Settings — ${brand.displayName}` });
  });

  it("a route that did not match gives the brand's not-found head", () => {
    const context = { brand, origin: siteOrigin(brand) };
    const head = routeHead(account.settings);
    const settings = head({ match: { status: 'success', fullPath: '/account/settings/', context } });
    expect(settings.meta.slice(0, 2)).toEqual([
      { title: `Settings — ${brand.displayName}` },
      { name: 'description', content: account.settings(brand).description },
    ]);
    const notFound = notFoundHead(brand);
    expect(notFound.meta).toEqual([
      { title: brand.pages.notFound.title },
      { name: 'description', content: brand.pages.notFound.description },
      { name: 'robots', content: 'noindex' },
    ]);
    expect(notFound.links).toEqual([]);
    expect(head({ match: { status: 'notFound', fullPath: '/account/settings/', context } })).toEqual(notFound);
    expect(head({ match: { status: 'success', _notFound: true, fullPath: '/account/settings/', context } })).toEqual(
      notFound,
    );
  });
});

describe('shortDescription', () => {
  it('keeps a short text, squeezing its spaces', () => {
    expect(shortDescription('  One   two\nthree ')).toBe('One two three');
  });

  it('cuts a long text at a word, under 160 characters, with an ellipsis', () => {
    const long = `${'Markets move in cycles, and baskets rebalance with them. '.repeat(5)}`;
    const cut = shortDescription(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut).not.toMatch(/\s…$/);
  });
});
