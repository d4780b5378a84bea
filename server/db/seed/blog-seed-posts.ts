import { authors, families } from './blog-seed-data';
import { embeds, videoIds, videoUrl } from './blog-seed-embeds';
import { draftTopics, pageCounts, premiumSlugs, undatedSlugs, untaggedSlugs } from './blog-seed-flags';
import { writeArticle } from './blog-seed-html';
import { parseTopics } from './blog-seed-topic';

export interface SeedPost {
  slug: string;
  title: string;
  shortText: string;
  body: string;
  teaser: string | null;
  imageKey: string | null;
  /** Extra image keys the body's figures use. */
  figureKeys: string[];
  embeddedLink: string | null;
  videoUrl: string | null;
  tag: string | null;
  authorIndex: number;
  pubDate: Date | null;
  isPremium: boolean;
  status: 'published' | 'draft';
  viewCount: number;
}

/** The newest post's date; each older post is three days earlier (09:30 IST, varying by an hour or so). */
const NEWEST = Date.UTC(2026, 10, 18, 4, 0);
const DAY = 24 * 60 * 60 * 1000;

/** The five most-read posts, far enough apart that a few likes or views never reorder 'Popular'. */
const popularViews = new Map([
  ['what-is-a-sip', 9800],
  ['ltcg-on-equity', 8600],
  ['momentum-leaders-explained', 7400],
  ['tax-loss-harvesting', 6200],
  ['checking-sebi-registration', 5000],
]);

/** An editorial guide at a fixed place in the list: page 3, fifth; untagged, by the editorial team. */
export const EDITORIAL_POSITION = 24;
const editorialGuide = parseTopics(`
reading-a-contract-note | How to read your contract note
Every trade comes with a contract note by the end of the day: the legal record of what you bought or sold, and of every charge.
- The trade price, quantity, time and the exchange's order and trade numbers
- Brokerage, exchange and SEBI fees, GST and stamp duty, line by line
- The net amount to pay or receive, and the settlement date
`)[0]!;

/**
 * Every seeded post in list order (newest first): the families interleaved so the list mixes
 * topics, the editorial guide at a fixed position, undated guides last, then the drafts. Test
 * fixtures (the security-test post) are never part of it: tests seed them (blog-seed-xss.ts).
 */
export function buildSeedPosts(): SeedPost[] {
  const rounds = Math.max(...families.map((f) => f.topics.length));
  const dated: SeedPost[] = [];
  const undated: SeedPost[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const family of families) {
      const topic = family.topics[round];
      if (!topic) continue;
      const n = dated.length + undated.length;
      const embed = embeds.get(topic.slug) ?? null;
      const video = videoIds.get(topic.slug);
      const premium = premiumSlugs.has(topic.slug);
      const imageKey = embed ? null : topic.slug;
      const figureKey = `${topic.slug}-chart`;
      const article = writeArticle(family, topic, round, {
        pages: pageCounts.get(topic.slug) ?? 1,
        figureKey,
        premium,
      });
      const post: SeedPost = {
        slug: topic.slug,
        title: topic.title,
        ...article,
        imageKey,
        figureKeys: [figureKey],
        embeddedLink: embed,
        videoUrl: video ? videoUrl(video) : null,
        tag: untaggedSlugs.has(topic.slug) ? null : family.tag,
        authorIndex: family.authorIds[round % family.authorIds.length]!,
        pubDate: null,
        isPremium: premium,
        status: 'published',
        viewCount: popularViews.get(topic.slug) ?? 60 + ((n * 7919) % 2900),
      };
      (undatedSlugs.has(topic.slug) ? undated : dated).push(post);
    }
  }
  const howTo = families.find((f) => f.tag === 'How-to')!;
  const figureKey = `${editorialGuide.slug}-chart`;
  dated.splice(EDITORIAL_POSITION, 0, {
    slug: editorialGuide.slug,
    title: editorialGuide.title,
    ...writeArticle(howTo, editorialGuide, EDITORIAL_POSITION, { pages: 1, figureKey, premium: false }),
    imageKey: editorialGuide.slug,
    figureKeys: [figureKey],
    embeddedLink: null,
    videoUrl: null,
    tag: null,
    authorIndex: authors.length - 1,
    pubDate: null,
    isPremium: false,
    status: 'published',
    viewCount: 12,
  });
  dated.forEach((p, i) => (p.pubDate = new Date(NEWEST - i * 3 * DAY + (i % 4) * 60 * 60 * 1000)));
  const drafts = draftTopics.map<SeedPost>((topic, i) => ({
    slug: topic.slug,
    title: topic.title,
    ...writeArticle(families[0]!, topic, i, { pages: 1, figureKey: null, premium: false }),
    imageKey: null,
    figureKeys: [],
    embeddedLink: null,
    videoUrl: null,
    tag: families[0]!.tag,
    authorIndex: 0,
    pubDate: null,
    isPremium: false,
    status: 'draft',
    viewCount: 0,
  }));
  return [...dated, ...undated, ...drafts];
}
