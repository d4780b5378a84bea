/**
 * A summary's HTML as plain text, for the feed's `type="text"` fields (feed readers show them as
 * typed, never as markup). Not a sanitizer: nothing it returns is ever read as HTML. Elements whose
 * content is not text (script, style, …) go whole; other tags go, and a tag left open at the end goes
 * too; character references are decoded; runs of white space become one space.
 */

const NOT_TEXT =
  /<(script|style|template|noscript|iframe|noembed|noframes|textarea|title|xmp|svg|math)\b[\s\S]*?(?:<\/\1\s*>|$)/gi;
const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
/** A start or end tag, quoted attribute values (which may hold '>') included, closed or cut off. */
const TAG = /<\/?[a-zA-Z!?][^\s/>]*(?:[^>"']|"[^"]*(?:"|$)|'[^']*(?:'|$))*(?:>|$)/g;
const REFERENCE = /&(#x[0-9a-f]{1,8}|#[0-9]{1,8}|[a-z][a-z0-9]{1,31});/gi;

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  rupee: '₹',
};

function decode(reference: string, body: string): string {
  if (body.startsWith('#')) {
    const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
    return valid ? String.fromCodePoint(code) : '';
  }
  return NAMED[body.toLowerCase()] ?? reference;
}

export function htmlToText(html: string): string {
  return html
    .replace(COMMENT, ' ')
    .replace(NOT_TEXT, ' ')
    .replace(TAG, ' ')
    .replace(REFERENCE, decode)
    .replace(/\s+/g, ' ')
    .trim();
}
