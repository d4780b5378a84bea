import type { Config, UponSanitizeAttributeHookEvent } from 'dompurify';
import { EMBED_FRAME_ATTRIBUTES, embedFrameSrc } from './embed-frame';
import { resourceSrcSet, resourceUrl } from './embedding';
import { FRAGMENT_ATTRIBUTE_RULES, FRAGMENT_ID_ATTRIBUTES, FRAGMENT_TAGS } from './sanitize-fragment-policy';
import {
  ALLOWED_URI,
  ARTICLE_ELEMENTS,
  EMBED_DEFAULT_TITLE,
  EMBED_ELEMENTS,
  EXTERNAL_LINK_ATTRIBUTES,
  GLOBAL_ATTRIBUTES,
  isAllowedDataImage,
  isAllowedDimension,
  isAllowedEnumValue,
  isAllowedSrcset,
  isDataUrl,
  isExternalLink,
} from './sanitize-policy';
import { serverScope } from '../ssr/server-scope';

/** The page links are judged against: this one, or on the server the page being rendered. */
const pageUrl = () => serverScope()?.url ?? window.location.href;

/**
 * The sanitizer's profiles: one DOMPurify configuration and three hooks each, run by the one
 * instance in sanitize.ts. Allow-lists live in sanitize-policy.ts (article, embed) and
 * sanitize-fragment-policy.ts (fragment); decisions 0025, 0018 and 0052.
 */
export interface Profile {
  config: Config;
  /** Sees each element before DOMPurify's own checks; may remove it. */
  element?: (node: Element) => void;
  /** Decides one attribute (DOMPurify's uponSanitizeAttribute); may rewrite its value. */
  attribute: (node: Element, event: UponSanitizeAttributeHookEvent) => void;
  /** Sets the attributes the sanitizer decides, after the element's own are checked. */
  finish?: (node: Element) => void;
}

const tagOf = (node: Node) => node.nodeName.toLowerCase();

const COMMON: Config = {
  ALLOW_DATA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOW_SELF_CLOSE_IN_ATTR: false,
  SAFE_FOR_XML: true,
  SANITIZE_DOM: true,
  KEEP_CONTENT: true,
};

// ---- article and embed -------------------------------------------------------------------------

const ELEMENTS_WITH_EMBEDS: Readonly<Record<string, readonly string[]>> = { ...ARTICLE_ELEMENTS, ...EMBED_ELEMENTS };

const articleConfig = (elements: Readonly<Record<string, readonly string[]>>): Config => ({
  ...COMMON,
  ALLOWED_TAGS: Object.keys(elements),
  ALLOWED_ATTR: [...new Set([...GLOBAL_ATTRIBUTES, ...Object.values(elements).flat()])],
  ALLOWED_URI_REGEXP: ALLOWED_URI,
});

const NUMERIC_ATTRIBUTES = ['width', 'height', 'span', 'colspan', 'rowspan', 'start'];

/** An iframe that is not an allow-listed https player (or that carries srcdoc) goes, contents and all. */
function dropForeignFrame(node: Element): void {
  if (tagOf(node) !== 'iframe') return;
  if (node.hasAttribute('srcdoc') || !embedFrameSrc(node.getAttribute('src'))) node.remove();
}

/** Per-element attribute lists and value checks DOMPurify's flat lists cannot express. */
function checkArticleAttribute(node: Element, event: UponSanitizeAttributeHookEvent): void {
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
function finishArticleElement(node: Element): void {
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
    if (href && isExternalLink(href, pageUrl())) {
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

/** Post bodies, short texts and comments: no iframe. */
export const ARTICLE: Profile = {
  config: articleConfig(ARTICLE_ELEMENTS),
  element: dropForeignFrame,
  attribute: checkArticleAttribute,
  finish: finishArticleElement,
};

/** A post's embeddedLink (and bodies with embeds): the article profile plus allow-listed players. */
export const EMBED: Profile = { ...ARTICLE, config: articleConfig(ELEMENTS_WITH_EMBEDS) };

// ---- fragment ----------------------------------------------------------------------------------

function checkFragmentAttribute(node: Element, event: UponSanitizeAttributeHookEvent): void {
  const idRule = FRAGMENT_ID_ATTRIBUTES[event.attrName];
  if (idRule) {
    const value = idRule(event.attrValue);
    if (value === null) event.keepAttr = false;
    else event.attrValue = value;
    return;
  }
  const rule = FRAGMENT_ATTRIBUTE_RULES[event.attrName];
  if (!rule || !rule(event.attrValue, tagOf(node))) event.keepAttr = false;
}

const FRAGMENT_ATTRIBUTES = [...Object.keys(FRAGMENT_ATTRIBUTE_RULES), ...Object.keys(FRAGMENT_ID_ATTRIBUTES)];

/** Visitor page fragments: a small form, links to this site only, prefixed ids. */
export const FRAGMENT: Profile = {
  config: {
    ...COMMON,
    ALLOWED_TAGS: [...FRAGMENT_TAGS],
    ALLOWED_ATTR: FRAGMENT_ATTRIBUTES,
    ALLOW_ARIA_ATTR: false,
    // Links stay on this site: one leading '/', never '//' or '/\'.
    ALLOWED_URI_REGEXP: /^\/(?![/\\])/,
    // Every attribute but href is plain text to DOMPurify (each still passes its rule above).
    ADD_URI_SAFE_ATTR: FRAGMENT_ATTRIBUTES.filter((a) => a !== 'href'),
  },
  attribute: checkFragmentAttribute,
};
