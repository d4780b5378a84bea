import { describe, expect, it } from 'vitest';
import { brands } from '../../brands/registry';
import { childrenNamed, childText, parseXml } from '../../tests/support/parse-xml';
import type { FeedRow } from '../blog/blog-store';
import { securityTestArticle } from '../db/seed/blog-seed-xss';
import { buildFeed } from './feed';

const ATOM = 'http://www.w3.org/2005/Atom';
const brand = brands.find((b) => b.id === 'arrowline')!;
const origin = 'https://invest.arrowline.example';

const row = (over: Partial<FeedRow>): FeedRow => ({
  id: 5,
  slug: 'plain-post',
  title: 'A plain post',
  short_text: '<p>Plain.</p>',
  image_key: null,
  image_width: null,
  image_height: null,
  embedded_link: null,
  embed_video_url: null,
  post_video_link: null,
  tag: 'Markets',
  pub_date: '2026-03-01T05:00:00.000Z',
  author_name: 'Asha Menon',
  author_url: '/authors/asha/',
  is_premium: false,
  updated: '2026-03-01T05:00:00.000Z',
  ...over,
});

const hostileTitle = 'Tom & Jerry </title><script>alert(1)</script> ]]> \u0001\uFFFF "q" \'a\'';

describe('buildFeed', () => {
  const feed = (posts: FeedRow[], mode: 'standard' | 'analysis' = 'standard') =>
    parseXml(buildFeed({ brand, origin, posts, mode })).documentElement;

  it('is an Atom feed with its required fields, on the brand origin', () => {
    const root = feed([row({})]);
    expect(root.localName).toBe('feed');
    expect(root.namespaceURI).toBe(ATOM);
    expect(childText(root, 'id')).toBe(`${origin}/blog/feed.xml`);
    expect(childText(root, 'title')).toBe(brand.pages.blog.title);
    expect(childText(root, 'updated')).toBe('2026-03-01T05:00:00.000Z');
    const links = childrenNamed(root, 'link').map((l) => [l.getAttribute('rel'), l.getAttribute('href')]);
    expect(links).toEqual([
      ['self', `${origin}/blog/feed.xml`],
      ['alternate', `${origin}/blog/`],
    ]);
    const [entry] = childrenNamed(root, 'entry');
    expect(childText(entry!, 'id')).toBe(`${origin}/blog/article/5/plain-post/`);
    expect(childrenNamed(entry!, 'link')[0]!.getAttribute('href')).toBe(`${origin}/blog/article/5/plain-post/`);
    expect(childText(entry!, 'title')).toBe('A plain post');
    expect(childText(entry!, 'summary')).toBe('Plain.');
    expect(childText(entry!, 'published')).toBe('2026-03-01T05:00:00.000Z');
    const author = childrenNamed(entry!, 'author')[0]!;
    expect([childText(author, 'name'), childText(author, 'uri')]).toEqual(['Asha Menon', `${origin}/authors/asha/`]);
    expect(childrenNamed(entry!, 'category')[0]!.getAttribute('term')).toBe('Markets');
  });

  it('carries hostile text as text: the file still parses and reads back what was written', () => {
    const { shortText } = securityTestArticle();
    const root = feed([
      row({
        title: hostileTitle,
        short_text: shortText,
        tag: 'a"b<c>&',
        author_name: '<b>Ed</b> & co',
        author_url: '/a?x=1&y=2',
      }),
    ]);
    const entry = childrenNamed(root, 'entry')[0]!;
    expect(childText(entry, 'title')).toBe('Tom & Jerry </title><script>alert(1)</script> ]]>  "q" \'a\'');
    expect(childrenNamed(entry, 'title')[0]!.getAttribute('type')).toBe('text');
    expect(childText(entry, 'summary')).toContain('Every known hostile fragment in one post.');
    expect(childrenNamed(entry, 'category')[0]!.getAttribute('term')).toBe('a"b<c>&');
    const author = childrenNamed(entry, 'author')[0]!;
    expect(childText(author, 'name')).toBe('<b>Ed</b> & co');
    expect(childText(author, 'uri')).toBe(`${origin}/a?x=1&y=2`);
    // Nothing in the file is markup but the feed's own: no element outside the Atom vocabulary.
    expect([...root.getElementsByTagName('*')].filter((el) => el.namespaceURI !== ATOM)).toEqual([]);
    expect(root.getElementsByTagName('script')).toHaveLength(0);
  });

  it('an undated post is dated by when it was added, and never carries a published date', () => {
    const entry = childrenNamed(feed([row({ pub_date: null, updated: '2026-01-02T00:00:00.000Z' })]), 'entry')[0]!;
    expect(childText(entry, 'updated')).toBe('2026-01-02T00:00:00.000Z');
    expect(childrenNamed(entry, 'published')).toEqual([]);
  });

  it('on the analysis site, links /posts/… and shows no tags', () => {
    const entry = childrenNamed(feed([row({})], 'analysis'), 'entry')[0]!;
    expect(childText(entry, 'id')).toBe(`${origin}/posts/5/plain-post/`);
    expect(childrenNamed(entry, 'category')).toEqual([]);
  });
});
