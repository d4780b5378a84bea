import { describe, expect, it } from 'vitest';
import { brands } from '../../brands/registry';
import { siteOrigin } from '#contract/site/site-origin';
import type { ArticleHeadFacts } from '../features/blog/article-loader';
import { articleHead, largestImage } from './article-head';
import type { PageHead } from './head-tags';
import { publisherOf } from '#contract/baskets/publisher';

const brand = brands.find((b) => b.id === 'moneyleaf')!;
const origin = siteOrigin(brand);

const post: ArticleHeadFacts = {
  postId: 73,
  slug: 'what-is-a-sip',
  title: 'What is a SIP?',
  summary: 'A systematic investment plan puts the same amount into a fund every month.',
  imageSrcSet: '/media/posts/sip-400.jpg 400w, /media/posts/sip-800.jpg 800w, /media/posts/sip-1200.jpg 1200w',
  imageWidth: 1200,
  imageHeight: 675,
  pubDate: '2026-02-03T04:30:00.000Z',
  realAuthorName: 'Asha Menon',
  realAuthorUrl: '/authors/asha-menon/',
  isPremiumPost: false,
  publisher: null,
};

const head = (facts?: ArticleHeadFacts, mode: 'standard' | 'analysis' = 'standard', status = 'success') =>
  articleHead(mode)({
    match: { status, fullPath: '/blog/article/$postId/$slug/', context: { brand, origin } },
    loaderData: facts,
  });
const meta = (h: PageHead, key: string) =>
  (
    h.meta.find((m) => ('name' in m && m.name === key) || ('property' in m && m.property === key)) as
      { content: string } | undefined
  )?.content;
const ld = (h: PageHead, type: string) =>
  h.scripts.map((s) => JSON.parse(s.children) as Record<string, unknown>).find((n) => n['@type'] === type);

/** Every string in a JSON-LD value that looks like an address, but the vocabulary's own (@context). */
const addresses = (value: unknown): string[] => {
  if (typeof value === 'string') return /^(https?:)?\/\/|^\//.test(value) ? [value] : [];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]) => (key === '@context' ? [] : addresses(v)));
};

describe('an article head', () => {
  const url = 'https://www.moneyleaf.example/blog/article/73/what-is-a-sip/';

  it("an adviser's post names the adviser and its SEBI registration first on its share card", () => {
    const publisher = publisherOf('Arjun Mehta Research', 'Research Analyst', 'INH000009144');
    const h = head({ ...post, publisher });
    const line = `Arjun Mehta Research, SEBI-registered research analyst INH000009144. ${post.summary}`;
    expect(meta(h, 'og:description')).toBe(line);
    expect(meta(h, 'twitter:description')).toBe(line);
    expect(meta(h, 'description')).toBe(post.summary);
  });

  it("carries the post's title, description, canonical address and large picture", () => {
    const h = head(post);
    expect(h.meta[0]).toEqual({ title: `What is a SIP? — ${brand.displayName}` });
    expect(meta(h, 'description')).toBe(post.summary);
    expect(h.links.find((l) => l.rel === 'canonical')?.href).toBe(url);
    expect(meta(h, 'og:type')).toBe('article');
    expect(meta(h, 'og:title')).toBe('What is a SIP?');
    expect(meta(h, 'og:description')).toBe(post.summary);
    expect(meta(h, 'og:url')).toBe(url);
    expect(meta(h, 'og:image')).toBe('https://www.moneyleaf.example/media/posts/sip-1200.jpg');
    expect(meta(h, 'og:image:width')).toBe('1200');
    expect(meta(h, 'og:image:height')).toBe('675');
    expect(meta(h, 'article:published_time')).toBe(post.pubDate);
    expect(meta(h, 'twitter:card')).toBe('summary_large_image');
    expect(meta(h, 'twitter:image')).toBe('https://www.moneyleaf.example/media/posts/sip-1200.jpg');
    expect(meta(h, 'robots')).toBeUndefined();
    expect(h.links.find((l) => l.rel === 'alternate')?.href).toBe('https://www.moneyleaf.example/blog/feed.xml');
  });

  it('is canonical on /posts/… on the analysis site', () => {
    expect(head(post, 'analysis').links.find((l) => l.rel === 'canonical')?.href).toBe(
      'https://www.moneyleaf.example/posts/73/what-is-a-sip/',
    );
  });

  it('describes the post as an Article with headline, image, author and date, and a Home › Blog › post trail', () => {
    const h = head(post);
    expect(ld(h, 'Article')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      '@id': `${url}#article`,
      mainEntityOfPage: url,
      url,
      headline: post.title,
      description: post.summary,
      image: {
        '@type': 'ImageObject',
        url: 'https://www.moneyleaf.example/media/posts/sip-1200.jpg',
        width: 1200,
        height: 675,
      },
      author: { '@type': 'Person', name: 'Asha Menon', url: 'https://www.moneyleaf.example/authors/asha-menon/' },
      datePublished: post.pubDate,
      publisher: {
        '@type': 'Organization',
        '@id': 'https://www.moneyleaf.example/#organization',
        name: brand.displayName,
        logo: 'https://www.moneyleaf.example/icons/icon-512.png',
      },
      isAccessibleForFree: true,
    });
    const trail = ld(h, 'BreadcrumbList')!.itemListElement as Array<{ name: string; item: string }>;
    expect(trail.map((c) => [c.name, c.item])).toEqual([
      [brand.displayName, 'https://www.moneyleaf.example/'],
      ['Blog', 'https://www.moneyleaf.example/blog/'],
      [post.title, url],
    ]);
    const all = [...addresses(h.scripts.map((s) => JSON.parse(s.children) as unknown)), ...h.links.map((l) => l.href)];
    expect(all.length).toBeGreaterThan(8);
    for (const a of all) expect(a.startsWith('https://www.moneyleaf.example/'), a).toBe(true);
  });

  it('a premium post says it is not free; a post without a picture uses the brand icon as a small card', () => {
    const premium = head({ ...post, isPremiumPost: true, imageSrcSet: null, imageWidth: null, imageHeight: null });
    expect(ld(premium, 'Article')).toMatchObject({
      isAccessibleForFree: false,
      image: { url: 'https://www.moneyleaf.example/icons/icon-512.png', width: 512, height: 512 },
    });
    expect(meta(premium, 'twitter:card')).toBe('summary');
    expect(meta(premium, 'og:image')).toBe('https://www.moneyleaf.example/icons/icon-512.png');
  });

  it('an undated post has no date rather than an invented one; an author with a full address keeps it', () => {
    const h = head({ ...post, pubDate: null, realAuthorUrl: 'https://authors.example/asha' });
    expect(ld(h, 'Article')).not.toHaveProperty('datePublished');
    expect(meta(h, 'article:published_time')).toBeUndefined();
    expect(ld(h, 'Article')!.author).toEqual({
      '@type': 'Person',
      name: 'Asha Menon',
      url: 'https://authors.example/asha',
    });
  });

  it('a hostile title cannot close the JSON-LD script, and still reads back the same', () => {
    const title = 'Bad </script><script>alert(1)</script> & <!-- title \u2028';
    const h = head({ ...post, title });
    for (const s of h.scripts) {
      expect(s.children).not.toMatch(/[<>&\u2028]/);
    }
    expect(ld(h, 'Article')!.headline).toBe(title);
  });

  it('is the not-found head for an unknown post, and the blog words alone before the post is known', () => {
    const missing = head(undefined, 'standard', 'notFound');
    expect(meta(missing, 'robots')).toBe('noindex');
    expect(missing.links).toEqual([]);
    const failed = head(undefined);
    expect(failed.meta).toEqual([
      { title: brand.pages.blog.title },
      { name: 'description', content: brand.pages.blog.description },
    ]);
    expect(failed.links).toEqual([]);
  });
});

describe('largestImage', () => {
  it('picks the widest rendition and sizes it by the picture', () => {
    expect(
      largestImage(origin, { imageSrcSet: 'b.jpg 800w, a.jpg 1600w, c.jpg 400w', imageWidth: 1600, imageHeight: 900 }),
    ).toEqual({ url: 'https://www.moneyleaf.example/a.jpg', width: 1600, height: 900 });
    expect(largestImage(origin, { imageSrcSet: 'junk', imageWidth: 1200, imageHeight: 675 })).toBeNull();
    expect(largestImage(origin, { imageSrcSet: null, imageWidth: null, imageHeight: null })).toBeNull();
  });
});
