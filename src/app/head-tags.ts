import type { BrandConfig } from '../lib/brand';
import { absoluteUrl } from '#contract/site/site-origin';
import { FEED_PATH, FEED_TYPE } from '#contract/site/seo-paths';
import { publisherLine, type Publisher } from '#contract/baskets/publisher';

/** A JSON-LD node (src/app/structured-data.ts). */
export type JsonLd = { [key: string]: JsonValue };
type JsonValue = string | number | boolean | null | JsonLd | JsonValue[];

/** One entry of a route head's `meta`: the title, or a named or Open Graph meta tag. */
export type MetaEntry = { title: string } | { name: string; content: string } | { property: string; content: string };

export interface LinkEntry {
  rel: string;
  href: string;
  type?: string;
  title?: string;
}

/** A JSON-LD block: rendered as the script element's text, so it must not be able to close it. */
export interface JsonLdScript {
  type: 'application/ld+json';
  children: string;
}

/** What a route's `head` gives TanStack Router (docs/seo.md). */
export interface PageHead {
  meta: MetaEntry[];
  links: LinkEntry[];
  scripts: JsonLdScript[];
}

/**
 * JSON safe as a script element's text: `<` (so no `</script>` or `<!--`), `>` and `&` as \u escapes,
 * and the two line separators old parsers took for line ends. Still the same JSON to a parser.
 */
export const jsonLdScript = (node: JsonLd): JsonLdScript => ({
  type: 'application/ld+json',
  children: JSON.stringify(node).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  ),
});

/** Where the head's absolute addresses point: the brand, and its origin (contract/site/site-origin.ts). */
export interface HeadContext {
  brand: BrandConfig;
  origin: string;
}

export interface ShareImage {
  url: string;
  width: number;
  height: number;
}

/** What a page shows when shared without a picture of its own: the brand's 512 px icon (scripts/build-brand-assets.ts). */
export const brandImage = (origin: string): ShareImage => ({
  url: absoluteUrl(origin, '/icons/icon-512.png'),
  width: 512,
  height: 512,
});

/** A page's tab title and meta description. */
export interface PageText {
  title: string;
  description: string;
}

export const NOINDEX: MetaEntry = { name: 'robots', content: 'noindex' };

export const textMeta = ({ title, description }: PageText): MetaEntry[] => [
  { title },
  { name: 'description', content: description },
];

/** The blog's feed, for the head of the blog's pages. */
export const feedLink = ({ brand, origin }: HeadContext): LinkEntry => ({
  rel: 'alternate',
  type: FEED_TYPE,
  title: brand.pages.blog.title,
  href: absoluteUrl(origin, FEED_PATH),
});

export interface PageSpec {
  /** The tab title and the description. */
  text: PageText;
  /** The canonical address's path (and query, if it keeps one), from /. */
  path: string;
  /** False for the reader's own pages: robots noindex, and no canonical address. */
  indexed: boolean;
  /** The title when shared, if not the tab's (an article's own title, without the brand). */
  shareTitle?: string;
  /** Who published it, named first on the share card (contract/baskets/publisher.ts), if anyone. */
  publisher?: Publisher | null;
  type?: 'website' | 'article';
  /** A picture of the page's own (an article's), shown large when shared. */
  image?: ShareImage | null;
  publishedTime?: string | null;
  jsonLd?: JsonLd[];
  /** Links the blog's feed. */
  feed?: boolean;
}

/** The whole head of a page: title, description, robots, canonical, Open Graph, Twitter card, JSON-LD, feed. */
export function pageHead(context: HeadContext, spec: PageSpec): PageHead {
  const { brand, origin } = context;
  const url = spec.indexed ? absoluteUrl(origin, spec.path) : null;
  const image = spec.image ?? brandImage(origin);
  const title = spec.shareTitle ?? spec.text.title;
  const { description } = spec.text;
  const shared = spec.publisher ? `${publisherLine(spec.publisher)}. ${description}` : description;
  const meta: MetaEntry[] = [
    ...textMeta(spec.text),
    ...(url ? [] : [NOINDEX]),
    { property: 'og:type', content: spec.type ?? 'website' },
    { property: 'og:site_name', content: brand.displayName },
    { property: 'og:locale', content: 'en_IN' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: shared },
    ...(url ? [{ property: 'og:url', content: url }] : []),
    { property: 'og:image', content: image.url },
    { property: 'og:image:width', content: String(image.width) },
    { property: 'og:image:height', content: String(image.height) },
    ...(spec.publishedTime ? [{ property: 'article:published_time', content: spec.publishedTime }] : []),
    { name: 'twitter:card', content: spec.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: shared },
    { name: 'twitter:image', content: image.url },
  ];
  const links = [...(url ? [{ rel: 'canonical', href: url }] : []), ...(spec.feed ? [feedLink(context)] : [])];
  return { meta, links, scripts: (spec.jsonLd ?? []).map(jsonLdScript) };
}
