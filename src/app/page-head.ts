import type { BrandConfig } from '../lib/brand';
import type { AppPath } from '#contract/site/app-routes';
import { isPrivatePath } from '#contract/site/visitor-routes';
import type { BlogSearch } from '../features/blog/blog-search';
import { absoluteUrl } from '#contract/site/site-origin';
import {
  jsonLdScript,
  NOINDEX,
  pageHead,
  textMeta,
  type HeadContext,
  type MetaEntry,
  type PageHead,
  type PageText,
} from './head-tags';
import { breadcrumbLd, organizationLd } from './structured-data';

/** The pages a brand words itself (brand.json `pages`). */
export type BrandPage = keyof BrandConfig['pages'];

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
  discover: (brand: BrandConfig): PageText => ({
    title: titled(brand, 'Discover baskets'),
    description: `Every stock basket on ${brand.displayName}, filtered by risk, minimum amount, fees, rebalancing, adviser and sector.`,
  }),
  sharedBaskets: (brand: BrandConfig): PageText => ({
    title: titled(brand, 'Shared baskets'),
    description: `Stock baskets their advisers have shared on ${brand.displayName}: open any of them without an account.`,
  }),
  adviser: (brand: BrandConfig, curator: { name: string; adviserType: string; bio: string }): PageText => ({
    title: titled(brand, curator.name),
    description: shortDescription(`${curator.name}, ${curator.adviserType}. ${curator.bio}`),
  }),
  subscribe: (brand: BrandConfig, step: string): PageText => ({
    title: titled(brand, `${step} — Subscribe`),
    description: `Buying an adviser's plan on ${brand.displayName}: your details, risk profile, agreement and payment.`,
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

/** The part of a route match `head` reads: did the route match, which route, and the router context. */
export interface HeadMatch {
  status: string;
  _notFound?: boolean;
  /** The route's path as the router spells it (contract/site/app-routes.ts). */
  fullPath: string;
  search?: unknown;
  context: HeadContext;
  /** What the route's loader threw (an ApiError, with the refusal's body), when it failed. */
  error?: unknown;
}

export const isNotFound = (match: HeadMatch) => match.status === 'notFound' || match._notFound === true;

/** A head of a page's words alone, no canonical address; `more` adds to them (NOINDEX: never indexed). */
export const textHead = (text: PageText, ...more: MetaEntry[]): PageHead => ({
  meta: [...textMeta(text), ...more],
  links: [],
  scripts: [],
});

/** The brand's not-found words, never indexed, no canonical address. */
export const notFoundHead = (brand: BrandConfig): PageHead => textHead(brand.pages.notFound, NOINDEX);

/** Home › Blog (› the article): the trail of the blog's pages. */
export const blogCrumbs = ({ brand, origin }: HeadContext) => [
  { name: brand.displayName, url: absoluteUrl(origin, '/') },
  { name: 'Blog', url: absoluteUrl(origin, '/blog/') },
];

export interface RouteHeadOptions {
  /** A page of the blog: links the feed, and gives the Home › Blog trail. */
  blog?: boolean;
  /** The query the canonical address keeps (e.g. the listing's start page): '' or '?…'. */
  canonicalSearch?: (search: unknown) => string;
}

/** The listing's start page stays in its canonical address (each lists other posts first); page 1 is plain /blog/. */
export function listingStartPage(search: unknown): string {
  const page = (search as BlogSearch | undefined)?.pageNumber;
  return page && page > 1 ? `?pageNumber=${page}` : '';
}

/**
 * A route's `head` option: its page's text, canonical address (the route's own path), share card and
 * robots rule (noindex for the reader's own pages, contract/site/app-routes.ts); or the brand's not-found
 * head when the route was not found (a brand that turns it off).
 */
export function routeHead(page: (brand: BrandConfig) => PageText, options: RouteHeadOptions = {}) {
  return ({ match }: { match: HeadMatch }): PageHead => {
    const { brand } = match.context;
    if (isNotFound(match)) return notFoundHead(brand);
    const path = match.fullPath as AppPath;
    return pageHead(match.context, {
      text: page(brand),
      path: path + (options.canonicalSearch?.(match.search) ?? ''),
      indexed: !isPrivatePath(path),
      feed: options.blog,
      jsonLd: options.blog ? [breadcrumbLd(blogCrumbs(match.context))] : [],
    });
  };
}

/** The root's `head`: the brand as an Organization on every page; the not-found head for an unknown address. */
export function rootHead({ match }: { match: HeadMatch }): PageHead {
  const { brand, origin } = match.context;
  const base = isNotFound(match)
    ? notFoundHead(brand)
    : // Until a route says otherwise; never a canonical address, which is each route's own.
      textHead(pageTexts.brand(brand, 'home'));
  return { ...base, scripts: [jsonLdScript(organizationLd(brand, origin))] };
}
