import createDOMPurify, { type Config, type DOMPurify, type UponSanitizeAttributeHookEvent } from 'dompurify';
import {
  ALLOWED_URI,
  ARTICLE_ELEMENTS,
  EMBED_DEFAULT_TITLE,
  EMBED_ELEMENTS,
  EMBED_FRAME_ATTRIBUTES,
  EXTERNAL_LINK_ATTRIBUTES,
  GLOBAL_ATTRIBUTES,
  embedFrameSrc,
  isAllowedDataImage,
  isAllowedDimension,
  isAllowedEnumValue,
  isAllowedSrcset,
  isDataUrl,
  isExternalLink,
} from './sanitize-policy';
import { resourceSrcSet, resourceUrl } from './embedding';

/**
 * The one way server HTML reaches the DOM (rendered by components/ui/safe-html.tsx).
 * Policy and reasons: docs/decisions/0025-sanitizer-policy.md.
 */
export interface SanitizeOptions {
  /** Keep iframes from the allow-listed video hosts (EMBED_FRAME_HOSTS). */
  allowEmbeds?: boolean;
}

const ELEMENTS_WITH_EMBEDS: Readonly<Record<string, readonly string[]>> = { ...ARTICLE_ELEMENTS, ...EMBED_ELEMENTS };

const configFor = (elements: Readonly<Record<string, readonly string[]>>): Config => ({
  ALLOWED_TAGS: Object.keys(elements),
  ALLOWED_ATTR: [...new Set([...GLOBAL_ATTRIBUTES, ...Object.values(elements).flat()])],
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  ALLOW_DATA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOW_SELF_CLOSE_IN_ATTR: false,
  SAFE_FOR_XML: true,
  SANITIZE_DOM: true,
  KEEP_CONTENT: true,
});

const ARTICLE_CONFIG = configFor(ARTICLE_ELEMENTS);
const EMBED_CONFIG = configFor(ELEMENTS_WITH_EMBEDS);

const tagOf = (node: Node) => node.nodeName.toLowerCase();

const NUMERIC_ATTRIBUTES = ['width', 'height', 'span', 'colspan', 'rowspan', 'start'];

const isElement = (node: Node): node is Element => node.nodeType === 1;

/** An iframe that is not an allow-listed https player (or that carries srcdoc) goes, contents and all. */
function dropForeignFrame(node: Node): void {
  if (!isElement(node) || tagOf(node) !== 'iframe') return;
  if (node.hasAttribute('srcdoc') || !embedFrameSrc(node.getAttribute('src'))) node.remove();
}

/** Per-element attribute lists and value checks DOMPurify's flat lists cannot express. */
function checkAttribute(node: Element, event: UponSanitizeAttributeHookEvent): void {
  const tag = tagOf(node);
  const name = event.attrName;
  const value = event.attrValue;
  const perElement = ELEMENTS_WITH_EMBEDS[tag] ?? [];
  const named = GLOBAL_ATTRIBUTES.includes(name) || perElement.includes(name) || name.startsWith('aria-');
  let ok = named && isAllowedEnumValue(name, value);
  if (ok && name === 'srcset') ok = isAllowedSrcset(value);
  if (ok && NUMERIC_ATTRIBUTES.includes(name)) ok = isAllowedDimension(value);
  if (ok && (name === 'src' || name === 'href' || name === 'cite') && isDataUrl(value)) {
    ok = tag === 'img' && name === 'src' && isAllowedDataImage(value);
  }
  if (!ok) event.keepAttr = false;
}

/** Attributes the sanitizer decides, not the author. */
function finishElement(node: Element): void {
  const tag = tagOf(node);
  // Root-relative URLs stay on the brand's server when the blog is embedded elsewhere (embedding.ts).
  for (const name of ['href', 'src'] as const) {
    const value = node.getAttribute(name);
    if (value && resourceUrl(value) !== value) node.setAttribute(name, resourceUrl(value));
  }
  const srcset = node.getAttribute('srcset');
  if (srcset) node.setAttribute('srcset', resourceSrcSet(srcset));
  if (tag === 'a') {
    const href = node.getAttribute('href');
    if (href && isExternalLink(href, window.location.href)) {
      node.setAttribute('target', EXTERNAL_LINK_ATTRIBUTES.target);
      node.setAttribute('rel', EXTERNAL_LINK_ATTRIBUTES.rel);
    }
  } else if (tag === 'img') {
    if (!node.hasAttribute('loading')) node.setAttribute('loading', 'lazy');
    if (!node.hasAttribute('decoding')) node.setAttribute('decoding', 'async');
  } else if (tag === 'iframe') {
    const src = embedFrameSrc(node.getAttribute('src'));
    if (!src) {
      node.remove();
      return;
    }
    node.replaceChildren();
    node.setAttribute('src', src);
    if (!node.getAttribute('title')?.trim()) node.setAttribute('title', EMBED_DEFAULT_TITLE);
    for (const [name, value] of Object.entries(EMBED_FRAME_ATTRIBUTES)) node.setAttribute(name, value);
  }
}

let purifier: DOMPurify | undefined;

/** One DOMPurify instance of our own, so its hooks never leak into any other user of the library. */
function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  if (typeof window === 'undefined') throw new Error('sanitizeHtml needs a DOM: run it in the browser or under jsdom.');
  const instance = createDOMPurify(window);
  if (!instance.isSupported) throw new Error('DOMPurify cannot run in this environment.');
  instance.addHook('uponSanitizeElement', dropForeignFrame);
  instance.addHook('uponSanitizeAttribute', checkAttribute);
  instance.addHook('afterSanitizeAttributes', finishElement);
  purifier = instance;
  return instance;
}

/** Article markup for post bodies, short texts and comments; iframes only with `allowEmbeds`. */
export function sanitizeHtml(html: string, options: SanitizeOptions = {}): string {
  if (!html) return '';
  return getPurifier().sanitize(html, options.allowEmbeds ? EMBED_CONFIG : ARTICLE_CONFIG);
}

/** A post's embeddedLink: the article profile plus allow-listed video iframes. */
export const sanitizeEmbed = (html: string): string => sanitizeHtml(html, { allowEmbeds: true });

const BLOCKS = 'p,h2,h3,h4,li,dt,dd,blockquote,figcaption,pre,div,tr,td,th,caption,br,hr';

/** Text only (titles, meta descriptions, labels): blocks become spaces, whitespace collapses. */
export function toPlainText(html: string): string {
  const clean = sanitizeHtml(html);
  if (!clean) return '';
  // A DOMParser document is inert: nothing in it loads or runs.
  const body = new DOMParser().parseFromString(clean, 'text/html').body;
  for (const block of body.querySelectorAll(BLOCKS)) block.after(' ');
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
