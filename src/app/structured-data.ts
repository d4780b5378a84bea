import type { BrandConfig } from '../lib/brand';
import { absoluteUrl } from '#contract/site/site-origin';
import { brandImage, type JsonLd, type ShareImage } from './head-tags';

/**
 * The schema.org JSON-LD the heads carry (docs/seo.md): the brand as an Organization on every page,
 * a BreadcrumbList on the blog's pages, an Article on each article. Every address is absolute on the
 * brand's origin; Google's rich-result fields for each type are filled where the data has them.
 */

const CONTEXT = 'https://schema.org';

/** The Organization's node id: other nodes (an article's publisher) point at it. */
export const organizationId = (origin: string) => `${origin}/#organization`;

/** Who runs the brand, from brand.json: its names, site, logo and the trust footer's contact. */
export function organizationLd(brand: BrandConfig, origin: string): JsonLd {
  const { contact } = brand.trust;
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': organizationId(origin),
    name: brand.displayName,
    legalName: brand.trust.legalName,
    url: absoluteUrl(origin, '/'),
    logo: brandImage(origin).url,
    email: contact.email,
    telephone: contact.phone,
    address: { '@type': 'PostalAddress', streetAddress: contact.address, addressCountry: 'IN' },
    contactPoint: [
      { '@type': 'ContactPoint', contactType: 'customer support', email: contact.email, telephone: contact.phone },
    ],
  };
}

export interface Crumb {
  name: string;
  url: string;
}

export function breadcrumbLd(crumbs: Crumb[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

export interface ArticleFacts {
  url: string;
  headline: string;
  description: string;
  /** The article's own picture, or the brand's when it has none (Google asks for one). */
  image: ShareImage;
  author: { name: string; url: string | null };
  datePublished: string | null;
  isPremium: boolean;
}

/** A premium article says it is not free to read, as Google asks of paywalled content. */
export function articleLd(facts: ArticleFacts, brand: BrandConfig, origin: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    '@id': `${facts.url}#article`,
    mainEntityOfPage: facts.url,
    url: facts.url,
    headline: facts.headline,
    description: facts.description,
    image: { '@type': 'ImageObject', url: facts.image.url, width: facts.image.width, height: facts.image.height },
    author: {
      '@type': 'Person',
      name: facts.author.name,
      ...(facts.author.url ? { url: absoluteUrl(origin, facts.author.url) } : {}),
    },
    ...(facts.datePublished ? { datePublished: facts.datePublished } : {}),
    publisher: {
      '@type': 'Organization',
      '@id': organizationId(origin),
      name: brand.displayName,
      logo: brandImage(origin).url,
    },
    isAccessibleForFree: !facts.isPremium,
  };
}
