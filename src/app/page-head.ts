import type { BrandConfig } from '../lib/brand';

/** A page's tab title and meta description. */
export interface PageText {
  title: string;
  description: string;
}

/** The pages a brand words itself (brand.json `pages`). */
export type BrandPage = keyof BrandConfig['pages'];

/** What a route's `head` gives TanStack Router: the title and the description meta tag. */
export interface PageHead {
  meta: [{ title: string }, { name: 'description'; content: string }];
}

const MAX_DESCRIPTION = 160;

/** "Settings — Starfolio": a page's own name, then the brand's. */
export const titled = (brand: BrandConfig, name: string) => `${name} — ${brand.displayName}`;

/** A description no longer than search results show, cut at a word. */
export function shortDescription(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= MAX_DESCRIPTION) return clean;
  const cut = clean.slice(0, MAX_DESCRIPTION - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length).replace(/[\s,;:.]+$/, '')}…`;
}

/**
 * Every route's title and description, built from the brand: its own words where brand.json has
 * the page, else the page's name and a sentence naming the brand. Pure, so the server can build
 * the same head for the first HTML.
 */
export const pageTexts = {
  brand: (brand: BrandConfig, page: BrandPage): PageText => brand.pages[page],
  managers: (brand: BrandConfig): PageText => ({
    title: titled(brand, brand.navLabel),
    description: `SEBI-registered investment advisers and research analysts who publish baskets on ${brand.displayName}, with their plans and fees.`,
  }),
  saved: (brand: BrandConfig): PageText => ({
    title: titled(brand, 'Saved for reading offline'),
    description: `Articles you have opened on ${brand.displayName} on this device, ready to read without a connection.`,
  }),
  settings: (brand: BrandConfig): PageText => ({
    title: titled(brand, 'Settings'),
    description: `How much offline storage ${brand.displayName} uses on this device, and whether your browser keeps it.`,
  }),
  webWidget: (brand: BrandConfig): PageText => ({
    title: titled(brand, 'Blog widget for your website'),
    description: `Partners of ${brand.displayName} can show its blog on their own site with one element and one script tag.`,
  }),
  article: (brand: BrandConfig, post: { title: string; summary: string }): PageText => ({
    title: titled(brand, post.title),
    description: shortDescription(post.summary) || brand.pages.blog.description,
  }),
} as const;

export const toHead = ({ title, description }: PageText): PageHead => ({
  meta: [{ title }, { name: 'description', content: description }],
});

/** The part of a route match `head` reads: did the route match, and the brand from the router context. */
export interface HeadMatch {
  status: string;
  _notFound?: boolean;
  context: { brand: BrandConfig };
}

/**
 * A route's `head` option: its page's text, or the brand's not-found page when the route (or, for
 * the root, the whole address) was not found.
 */
export function routeHead(page: (brand: BrandConfig) => PageText) {
  return ({ match }: { match: HeadMatch }): PageHead => {
    const { brand } = match.context;
    const notFound = match.status === 'notFound' || match._notFound === true;
    return toHead(notFound ? brand.pages.notFound : page(brand));
  };
}

/** An article route's `head`: the post's title and summary once its loader has them. */
export function articleHead({
  match,
  loaderData,
}: {
  match: HeadMatch;
  loaderData?: { title: string; summary: string };
}): PageHead {
  return routeHead((b) => (loaderData ? pageTexts.article(b, loaderData) : pageTexts.brand(b, 'blog')))({ match });
}
