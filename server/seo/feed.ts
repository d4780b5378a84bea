import type { BrandConfig } from '../../brands/schema';
import { articlePath, FEED_PATH, FEED_TYPE } from '#contract/site/seo-paths';
import type { SiteMode } from '#contract/site/site-mode';
import { absoluteUrl } from '#contract/site/site-origin';
import type { FeedRow } from '../blog/blog-store';
import { htmlToText } from './plain-text';
import { XML_DECLARATION, element, xml } from './xml';

/** How many of the newest posts the feed carries. */
export const FEED_SIZE = 30;

export interface FeedInput {
  brand: BrandConfig;
  origin: string;
  /** Published posts, newest first (server/blog/blog-store.ts `feedPosts`): summaries, never bodies. */
  posts: readonly FeedRow[];
  mode: SiteMode;
}

const iso = (date: Date | string) => new Date(date).toISOString();
const link = (rel: string, href: string, type?: string) =>
  `<link rel="${rel}"${type ? ` type="${xml(type)}"` : ''} href="${xml(href)}"/>`;

function entry(post: FeedRow, { origin, mode }: FeedInput): string {
  const url = absoluteUrl(origin, articlePath(mode, post.id, post.slug));
  const author = [
    element('name', post.author_name),
    post.author_url ? element('uri', absoluteUrl(origin, post.author_url)) : '',
  ].join('');
  const fields = [
    element('id', url),
    element('title', post.title, 'type="text"'),
    link('alternate', url, 'text/html'),
    element('updated', iso(post.updated)),
    post.pub_date === null ? '' : element('published', iso(post.pub_date)),
    `<author>${author}</author>`,
    // The analysis site shows no tags (docs/decisions/0027-analysis-site-mode.md).
    post.tag && mode === 'standard' ? `<category term="${xml(post.tag)}"/>` : '',
    // What every list shows, premium or not; a post's body is never in the feed.
    element('summary', htmlToText(post.short_text), 'type="text"'),
  ].filter(Boolean);
  return ['<entry>', ...fields.map((f) => `  ${f}`), '</entry>'].join('\n  ');
}

/**
 * The blog as an Atom 1.0 feed (RFC 4287): plain-text titles and summaries (`type="text"`, so a
 * reader never takes them for markup), one entry per post at its one address on the brand's origin.
 */
export function buildFeed(input: FeedInput): string {
  const { brand, origin, posts } = input;
  const self = absoluteUrl(origin, FEED_PATH);
  const newest = posts.reduce((max, p) => Math.max(max, new Date(p.updated).getTime()), 0);
  return [
    XML_DECLARATION,
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-IN">',
    `  ${element('id', self)}`,
    `  ${element('title', brand.pages.blog.title, 'type="text"')}`,
    `  ${element('subtitle', brand.pages.blog.description, 'type="text"')}`,
    `  ${link('self', self, FEED_TYPE)}`,
    `  ${link('alternate', absoluteUrl(origin, '/blog/'), 'text/html')}`,
    `  ${element('updated', new Date(newest).toISOString())}`,
    `  <author>${element('name', brand.displayName)}${element('uri', absoluteUrl(origin, '/'))}</author>`,
    `  ${element('icon', absoluteUrl(origin, '/icons/favicon-48.png'))}`,
    ...posts.map((p) => `  ${entry(p, input)}`),
    '</feed>',
    '',
  ].join('\n');
}
