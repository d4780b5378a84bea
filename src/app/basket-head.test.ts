import { describe, expect, it } from 'vitest';
import { brands } from '../../brands/registry';
import { siteOrigin } from '#contract/site/site-origin';
import { ScreenerError } from '../lib/http/api-error';
import { basketHead } from './basket-head';
import type { PageHead } from './head-tags';
import { publisherOf } from '#contract/baskets/publisher';

const meta = (head: PageHead, key: string) =>
  (
    head.meta.find((m) => ('name' in m && m.name === key) || ('property' in m && m.property === key)) as
      { content: string } | undefined
  )?.content;
const title = (head: PageHead) => (head.meta.find((m) => 'title' in m) as { title: string } | undefined)?.title;

const basket = {
  hash: 'quality-compounders',
  name: 'Quality Compounders',
  description: 'Market leaders with high return on capital and low debt.',
  publisher: publisherOf('Meera Iyer', 'Registered Investment Adviser', 'INA000017523'),
};
const cardLine = `Meera Iyer, SEBI-registered investment adviser INA000017523. ${basket.description}`;

describe.each(brands.map((b) => [b.id, b] as const))('basket heads for %s', (_id, brand) => {
  const origin = siteOrigin(brand);
  const match = (status = 'success') => ({ status, fullPath: '/baskets/$basketHash/', context: { brand, origin } });

  it('names the page after the basket, canonical at its address, with a share card on the brand host naming its adviser', () => {
    const head = basketHead('app')({ match: match(), loaderData: { kind: 'app', ...basket } });
    expect(title(head)).toBe(`Quality Compounders — ${brand.displayName}`);
    expect(meta(head, 'description')).toBe(basket.description);
    expect(head.links).toContainEqual({ rel: 'canonical', href: `${origin}/baskets/quality-compounders/` });
    expect(meta(head, 'og:title')).toBe('Quality Compounders');
    expect(meta(head, 'og:description')).toBe(cardLine);
    expect(meta(head, 'twitter:description')).toBe(cardLine);
    expect(meta(head, 'og:url')).toBe(`${origin}/baskets/quality-compounders/`);
    expect(meta(head, 'og:image')).toBe(`${origin}/icons/icon-512.png`);
    expect(meta(head, 'robots')).toBeUndefined();
  });

  it('the shared basket is canonical at its public address', () => {
    const head = basketHead('public')({ match: match(), loaderData: { kind: 'public', ...basket } });
    expect(meta(head, 'og:url')).toBe(`${origin}/public/baskets/quality-compounders/`);
    expect(meta(head, 'og:description')).toBe(cardLine);
  });

  it('without a basket (the subscriber-only screen, an error) is never indexed', () => {
    const head = basketHead('app')({ match: match() });
    expect(meta(head, 'robots')).toBe('noindex');
    expect(head.links).toEqual([]);
  });

  it('a subscriber-only basket the reader may not open is titled by the name its refusal gives', () => {
    const body = { locked: { basket_hash: 'alpha', name: 'Alpha Leaders', adviser: { slug: 'meera', name: 'Meera' } } };
    const error = new ScreenerError('Subscriber exclusive screener', 200, 4, true, body);
    const head = basketHead('app')({ match: { ...match('error'), error } });
    expect(title(head)).toBe(`Alpha Leaders — ${brand.displayName}`);
    expect(meta(head, 'robots')).toBe('noindex');
    // A refusal without that body, or another error: the page's generic name.
    const bare = new ScreenerError('Subscriber exclusive screener', 200, 4, true);
    expect(title(basketHead('app')({ match: { ...match('error'), error: bare } }))).toBe(
      `Basket — ${brand.displayName}`,
    );
  });

  it('a basket that is not found has the brand’s not-found head', () => {
    const head = basketHead('public')({ match: match('notFound') });
    expect(title(head)).toBe(brand.pages.notFound.title);
    expect(meta(head, 'robots')).toBe('noindex');
  });
});
