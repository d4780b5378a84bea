/**
 * Text for the sitemap and the feed. Everything from the database passes through `xml`: characters
 * XML 1.0 cannot carry at all (most control characters, lone surrogates, U+FFFE/U+FFFF) are dropped,
 * since one of them makes the whole file unreadable, and the five markup characters are escaped, so
 * the same function serves element text and attribute values.
 */

// eslint-disable-next-line no-control-regex -- the point is to find control characters
const NOT_XML = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export const xml = (text: string): string => text.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => ESCAPES[c]!);

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** An element with escaped text, e.g. `<title type="text">…</title>`. */
export const element = (name: string, text: string, attributes = '') =>
  `<${name}${attributes ? ` ${attributes}` : ''}>${xml(text)}</${name}>`;
