/**
 * The sanitizer's allow-lists, in one place (docs/decisions/0025-sanitizer-policy.md).
 * Each element lists the attributes it may carry besides GLOBAL_ATTRIBUTES; anything else is
 * removed. `target` and `rel` on links and every security attribute on an iframe are not
 * taken from the input: the sanitizer sets them itself.
 */
export const ARTICLE_ELEMENTS: Readonly<Record<string, readonly string[]>> = {
  p: [],
  h2: [],
  h3: [],
  h4: [],
  ul: [],
  ol: ['start', 'reversed'],
  li: [],
  dl: [],
  dt: [],
  dd: [],
  a: ['href'],
  strong: [],
  em: [],
  b: [],
  i: [],
  u: [],
  s: [],
  del: [],
  ins: [],
  sub: [],
  sup: [],
  small: [],
  mark: [],
  abbr: [],
  cite: [],
  q: ['cite'],
  span: [],
  div: [],
  br: [],
  hr: [],
  blockquote: ['cite'],
  figure: [],
  figcaption: [],
  img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
  table: [],
  caption: [],
  colgroup: ['span'],
  col: ['span'],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  code: [],
  pre: [],
  kbd: [],
};

/** Only with `allowEmbeds`, and only when `src` passes `embedFrameSrc` (embed-frame.ts). */
export const EMBED_ELEMENTS: Readonly<Record<string, readonly string[]>> = {
  iframe: ['src', 'title', 'width', 'height'],
};

/** Allowed on every allowed element (aria-* is allowed too, by DOMPurify's ALLOW_ARIA_ATTR). */
export const GLOBAL_ATTRIBUTES: readonly string[] = ['title', 'lang', 'dir'];

export const EMBED_DEFAULT_TITLE = 'Embedded video';

/** Links to another origin open in a new tab, without access to this page or its address. */
export const EXTERNAL_LINK_ATTRIBUTES = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * URL attributes: http(s), mailto, tel, or a relative URL. DOMPurify tests it after removing
 * whitespace and control characters, so `java&#x09;script:` and ` javascript:` fail too.
 */
export const ALLOWED_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** Raster images inlined as base64: the only data: URL kept, and only in <img src>. */
const DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp|avif);base64,[a-z0-9+/]+=*$/i;

/** The characters DOMPurify and the URL parser ignore in a URL attribute. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this strips
const URL_NOISE = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g;

const compact = (value: string) => value.replace(URL_NOISE, '');

export const isDataUrl = (value: string) => compact(value).toLowerCase().startsWith('data:');

export const isAllowedDataImage = (value: string) => DATA_IMAGE.test(compact(value));

export const isAllowedUrl = (value: string) => ALLOWED_URI.test(compact(value)) && !isDataUrl(value);

/** Every candidate URL in a srcset must be an allowed, non-data URL. */
export function isAllowedSrcset(value: string): boolean {
  const candidates = value
    .split(',')
    .map((c) => c.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
  return candidates.length > 0 && candidates.every(isAllowedUrl);
}

/** Numeric attributes (width, height, spans, list start): digits only, no units or expressions. */
export const isAllowedDimension = (value: string) => /^\d{1,5}$/.test(value.trim());

const ATTRIBUTE_VALUES: Readonly<Record<string, readonly string[]>> = {
  loading: ['lazy', 'eager'],
  decoding: ['async', 'sync', 'auto'],
  dir: ['ltr', 'rtl', 'auto'],
  scope: ['row', 'col', 'rowgroup', 'colgroup'],
};

/** Attributes with a fixed set of values keep only those values. */
export function isAllowedEnumValue(name: string, value: string): boolean {
  const allowed = ATTRIBUTE_VALUES[name];
  return !allowed || allowed.includes(value.trim().toLowerCase());
}

/** True when `href` leaves this origin over http(s). */
export function isExternalLink(href: string, base: string): boolean {
  try {
    const url = new URL(href, base);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin !== new URL(base).origin;
  } catch {
    return false;
  }
}
