import { describe, expect, it } from 'vitest';
import { EMBED_FRAME_HOSTS } from '#contract/web-widget/embed-hosts';
import { buildSeedPosts, EDITORIAL_POSITION } from './blog-seed-posts';
import { parseTopics } from './blog-seed-topic';
import { SECURITY_TEST_SLUG, securityTestArticle, securityTestComments } from './blog-seed-xss';
import { XSS_CANARY, XSS_PAYLOADS } from './xss-payloads';

const posts = buildSeedPosts();
const published = posts.filter((p) => p.status === 'published');

describe('seeded blog posts', () => {
  it('has at least 70 published posts with unique slugs, some undated and all dated ones newest first', () => {
    expect(published.length).toBeGreaterThanOrEqual(70);
    expect(new Set(posts.map((p) => p.slug)).size).toBe(posts.length);
    const undated = published.filter((p) => !p.pubDate);
    expect(undated.length).toBeGreaterThanOrEqual(4);
    expect(published.slice(-undated.length)).toEqual(undated);
    const times = published.filter((p) => p.pubDate).map((p) => p.pubDate!.getTime());
    expect(new Set(times).size).toBe(times.length);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('covers premium with teasers, videos, embeds without images, long posts and tags', () => {
    const premium = published.filter((p) => p.isPremium);
    expect(premium.length).toBeGreaterThanOrEqual(8);
    expect(premium.every((p) => p.teaser && !p.teaser.includes('<!-- pagebreak -->'))).toBe(true);
    const videos = published.filter((p) => p.videoUrl);
    expect(videos.length).toBeGreaterThanOrEqual(5);
    expect(videos.every((p) => /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/.test(p.videoUrl!))).toBe(
      true,
    );
    expect(videos.every((p) => p.imageKey)).toBe(true);
    const embeds = published.filter((p) => !p.imageKey && p.embeddedLink);
    expect(embeds.length).toBeGreaterThanOrEqual(5);
    for (const p of embeds) {
      for (const [, src] of p.embeddedLink!.matchAll(/<iframe src="([^"]+)"/g)) {
        expect(EMBED_FRAME_HOSTS).toContain(new URL(src!).host);
      }
    }
    const pages = (p: (typeof posts)[number]) => p.body.split('<!-- pagebreak -->').length;
    expect(published.filter((p) => pages(p) === 2).length).toBeGreaterThanOrEqual(3);
    expect(published.filter((p) => pages(p) === 3).length).toBeGreaterThanOrEqual(2);
    expect(published.some((p) => p.isPremium && pages(p) > 1)).toBe(true);
    expect(published.slice(0, 4).every((p) => p.tag && p.imageKey)).toBe(true);
  });

  it('writes real article HTML: headings, a list, a quote, a table and a figure', () => {
    const body = published[0]!.body;
    for (const tag of ['<h2>', '<p>', '<ul>', '<blockquote>', '<table>', '<caption>', '<figure>', '<img ']) {
      expect(body).toContain(tag);
    }
  });

  it('holds no test fixture: no security-test post and no payload in any post', () => {
    expect(posts.find((p) => p.slug === SECURITY_TEST_SLUG)).toBeUndefined();
    for (const p of posts) {
      for (const html of [p.shortText, p.body, p.teaser ?? '', p.embeddedLink ?? '']) {
        expect(html, p.slug).not.toContain(XSS_CANARY);
        expect(html, p.slug).not.toMatch(/<script|javascript:|\son[a-z]+=/i);
      }
    }
    expect(published[EDITORIAL_POSITION]).toMatchObject({
      slug: 'reading-a-contract-note',
      tag: null,
      isPremium: false,
    });
  });

  it('puts every hostile payload into the security-test fixture', () => {
    const { shortText, body } = securityTestArticle();
    for (const p of XSS_PAYLOADS) {
      expect(shortText, p.name).toContain(p.html);
      expect(body, p.name).toContain(p.html);
    }
  });

  it('packs every payload into comments that fit the 2000-character limit', () => {
    const comments = securityTestComments();
    expect(comments.every((c) => c.length <= 2000 && c.trim() === c && c.length > 0)).toBe(true);
    for (const p of XSS_PAYLOADS) expect(comments.join('\n'), p.name).toContain(p.html);
  });
});

describe('parseTopics', () => {
  it('reads blocks and refuses a block without three points', () => {
    expect(parseTopics('a-b | Title\nSummary.\n- one\n- two\n- three')).toEqual([
      { slug: 'a-b', title: 'Title', summary: 'Summary.', points: ['one', 'two', 'three'] },
    ]);
    expect(() => parseTopics('a-b | Title\nSummary.\n- one')).toThrow(/a-b \| Title/);
  });
});
