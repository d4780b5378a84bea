import type { Config } from 'dompurify';

/**
 * The options of the widget's DOMPurify stand-in (dompurify.ts, decision 0083): what our three
 * profiles (src/lib/html/sanitize-profiles.ts) configure, read once per call. Anything else throws.
 */

/** DOMPurify's default list of attributes whose value is not a URL. */
const URI_SAFE = 'alt class for id label name pattern placeholder role summary title value style xmlns'.split(' ');

/**
 * The options our profiles set. `true`/`false`: only DOMPurify's value for it (or left out); null:
 * read below. Any other option throws.
 */
const OPTIONS: Record<string, boolean | null> = {
  ALLOW_DATA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  SAFE_FOR_XML: true,
  SANITIZE_DOM: true,
  KEEP_CONTENT: true,
  ALLOWED_TAGS: null,
  ALLOWED_ATTR: null,
  ALLOWED_URI_REGEXP: null,
  ADD_URI_SAFE_ATTR: null,
  ALLOW_ARIA_ATTR: null,
  ALLOW_SELF_CLOSE_IN_ATTR: null,
  RETURN_DOM_FRAGMENT: null,
};

export interface Settings {
  tags: Set<string>;
  attrs: Set<string>;
  /** What DOMPurify hands its hooks as allowedTags and allowedAttributes. */
  tagMap: Record<string, boolean>;
  attrMap: Record<string, boolean>;
  uriSafe: Set<string>;
  uri: RegExp;
  aria: boolean;
  selfClose: boolean;
  fragment: boolean;
}

export function settings(cfg: Config): Settings {
  const { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP } = cfg;
  const unknown = Object.entries(cfg).find(
    ([key, value]) => !Object.hasOwn(OPTIONS, key) || ![null, value].includes(OPTIONS[key]),
  );
  if (
    unknown ||
    !Array.isArray(ALLOWED_TAGS) ||
    !Array.isArray(ALLOWED_ATTR) ||
    !(ALLOWED_URI_REGEXP instanceof RegExp)
  ) {
    throw new Error(`The widget's sanitizer does not implement ${unknown?.join(': ') ?? 'DOMPurify defaults'}.`);
  }
  const lower = (list: readonly string[]) => list.map((s) => s.toLowerCase());
  const tags = new Set([...lower(ALLOWED_TAGS), '#text']);
  if (tags.has('table')) tags.add('tbody');
  const attrs = new Set(lower(ALLOWED_ATTR));
  const map = (set: Set<string>) => Object.fromEntries([...set].map((name) => [name, true]));
  return {
    tags,
    attrs,
    tagMap: map(tags),
    attrMap: map(attrs),
    uriSafe: new Set([...URI_SAFE, ...lower((cfg.ADD_URI_SAFE_ATTR as string[] | undefined) ?? [])]),
    uri: ALLOWED_URI_REGEXP,
    aria: cfg.ALLOW_ARIA_ATTR !== false,
    selfClose: cfg.ALLOW_SELF_CLOSE_IN_ATTR !== false,
    fragment: cfg.RETURN_DOM_FRAGMENT === true,
  };
}
