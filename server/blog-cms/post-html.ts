import type { Context } from 'hono';
import { PAGE_BREAK } from '#contract/blog-cms/rules';

/**
 * A post's HTML through the one sanitizer policy (src/lib/html/sanitize.ts, reached through the
 * server bundle: contract/site/page-render.ts `sanitize`), so what the CMS stores is what readers get
 * (docs/blog-cms.md, "Sanitizing"). No second policy lives here.
 */
export interface PostHtml {
  /** Article markup: short text, teaser. */
  article(html: string): string;
  /** A body: each page sanitized on its own (iframes from the allowed hosts kept), joined by PAGE_BREAK. */
  body(html: string): string;
  /** An embeddedLink; null when it had an iframe the policy dropped (a host not allowed). */
  embed(html: string): string | null;
}

const IFRAME = /<iframe\b/gi;

/**
 * Sanitized pages by input, most recent last (at most about 8 M characters). Sanitizing on jsdom is
 * slow for long bodies (figures: decision 0179), and an autosave of a long post changes one page:
 * the others come from here. The sanitizer is deterministic for (page, profile, page URL).
 */
const kept = new Map<string, string>();
const KEPT_CHARS = 8_000_000;
let keptChars = 0;

function remembered(key: string, make: () => string): string {
  const hit = kept.get(key);
  if (hit !== undefined) {
    kept.delete(key);
    kept.set(key, hit);
    return hit;
  }
  const value = make();
  kept.set(key, value);
  keptChars += key.length + value.length;
  for (const [oldest, old] of kept) {
    if (keptChars <= KEPT_CHARS) break;
    kept.delete(oldest);
    keptChars -= oldest.length + old.length;
  }
  return value;
}
const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

export async function postHtml(c: Context): Promise<PostHtml> {
  const renderer = await c.var.pageRenderer();
  // Links are judged against the page readers see the post on: the brand's blog.
  const url = new URL('/blog/', c.req.url).href;
  const clean = (html: string, allowEmbeds: boolean) =>
    html
      ? remembered(`${allowEmbeds ? 'e' : 'a'} ${url} ${html}`, () => renderer.sanitize(html, { url, allowEmbeds }))
      : '';
  return {
    article: (html) => clean(html, false),
    body: (html) =>
      html
        .split(PAGE_BREAK)
        .map((page) => clean(page, true))
        .join(PAGE_BREAK),
    embed: (html) => {
      const out = clean(html, true);
      return count(out, IFRAME) < count(html, IFRAME) ? null : out;
    },
  };
}

const NBSP = /\u00a0|&nbsp;|&#160;|&#x0*a0;/gi;

/**
 * Spec §5's rule for a rich text (the app's isRichTextEmpty, src/lib/forms/validation.ts): empty
 * when nothing is left after removing tags and non-breaking spaces.
 */
export const isRichTextEmpty = (html: string | null) =>
  html === null ||
  html
    .replace(/<[^>]*>/g, '')
    .replace(NBSP, '')
    .trim() === '';

/** The body readers get on publishing: pages with nothing in them dropped (a trailing break, two in a row). */
export const withoutEmptyPages = (body: string) =>
  body
    .split(PAGE_BREAK)
    .filter((page) => !isRichTextEmpty(page) || /<(img|iframe)\b/i.test(page))
    .join(PAGE_BREAK);
