import type { LinkEntry, MetaEntry, PageHead } from './head-tags';

/**
 * What a route's `head` writes into <head> (page-head.ts, head-tags.ts): the title, the description and
 * robots rule, the canonical and feed links, the share card (Open Graph, its article times, Twitter)
 * and the JSON-LD. Not the server's own tags (document/server-head.tsx: the brand's colour, icons,
 * manifest, the nonce), which no route writes and the app never removes.
 */
export const ROUTE_HEAD_TAGS = [
  'head > title',
  'head > meta[name="description"]',
  'head > meta[name="robots"]',
  'head > link[rel="canonical"]',
  'head > link[rel="alternate"]',
  'head > meta[property^="og:"]',
  'head > meta[property^="article:"]',
  'head > meta[name^="twitter:"]',
  'head > script[type="application/ld+json"]',
].join(', ');

/**
 * The head the server wrote for this page, read back from the document as a route's `head` result, in
 * the document's order: given to the router while the browser hydrates the server's HTML, it renders
 * the same tags (React keeps the elements it finds), so hydrating needs none of the heads' code
 * (lazy-head.ts).
 */
export function headInDocument(doc: Document): PageHead {
  const meta: MetaEntry[] = [];
  const links: LinkEntry[] = [];
  const scripts: PageHead['scripts'] = [];
  for (const el of doc.querySelectorAll(ROUTE_HEAD_TAGS)) {
    const attr = (name: string) => el.getAttribute(name) ?? undefined;
    const content = attr('content') ?? '';
    if (el.localName === 'title') meta.push({ title: el.textContent ?? '' });
    else if (el.localName === 'script') scripts.push({ type: 'application/ld+json', children: el.textContent ?? '' });
    else if (el.localName === 'link') {
      const type = attr('type');
      const title = attr('title');
      links.push({
        rel: attr('rel') ?? '',
        href: attr('href') ?? '',
        ...(type ? { type } : {}),
        ...(title ? { title } : {}),
      });
    } else {
      const name = attr('name');
      meta.push(name ? { name, content } : { property: attr('property') ?? '', content });
    }
  }
  return { meta, links, scripts };
}
