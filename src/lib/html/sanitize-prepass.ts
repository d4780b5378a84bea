/**
 * A text pass over server HTML before DOMPurify parses it. Chromium checks the page's Content
 * Security Policy while it parses, even in the inert document DOMPurify works in, where nothing can
 * run: every inline event handler attribute, every `style` attribute (style-src has no
 * 'unsafe-inline'; the policy drops `style` anyway), a `<base href>` and a `<track src>` (which starts
 * loading even there) are reported as violations. So the pass renames them first: `on…` to `x-on…`,
 * `style` to `x-style`, and that `href` or `src` to `x-href` or `x-src`. Parsed as plain (and not allowed) attributes,
 * DOMPurify removes them without a report.
 *
 * Complete by construction: a tag can only start where `<` is followed by a letter, and from there
 * the tokenizer reads the tag the same way whatever came before (raw text, comments and foreign
 * content only decide whether it starts at all). So the pass reads a tag at every such place and
 * renames what it finds, without modelling the tree. The price: where the parser will not see a
 * tag (inside a comment, raw text or an attribute value), markup-like text `<x on…=` gets an `x-`
 * too. Well-formed HTML has no `<` followed by a letter there; the seeded articles are unchanged.
 *
 * Safety never depends on this pass: DOMPurify sanitizes whatever string comes out of it. On input
 * built to make the reading slow, the pass gives up and returns the input as it is (Chromium then
 * logs reports, nothing more). Decision 0052.
 */

const RENAMED_PREFIX = 'x-';

const URL_ATTRIBUTE: Readonly<Record<string, string>> = { base: 'href', track: 'src' };

const isSpace = (c: string | undefined) => c === ' ' || c === '\n' || c === '\t' || c === '\f' || c === '\r';
const isLetter = (c: string | undefined) => c !== undefined && /[a-z]/i.test(c);
const endsName = (c: string | undefined) => isSpace(c) || c === '/' || c === '>';

class Reading {
  readonly renames = new Set<number>();
  /** Places already read in the before-attribute-name state (what follows is read once). */
  private readonly seen: Uint8Array;
  private budget: number;

  constructor(private readonly s: string) {
    this.seen = new Uint8Array(s.length + 1);
    this.budget = 32 * s.length + 4096;
  }

  /** Reads the tag whose name starts at `from`; false when the budget ran out. */
  tag(from: number): boolean {
    const s = this.s;
    let j = from;
    while (j < s.length && !endsName(s[j])) j++;
    this.budget -= j - from;
    if (this.budget < 0) return false;
    const tagName = s.slice(from, j).toLowerCase();
    // The URL attribute this element acts on while it is parsed, if any.
    const url = URL_ATTRIBUTE[tagName];
    while (j < s.length) {
      // The before-attribute-name state (also after a value, and after a '/' not followed by '>').
      if (!url && this.seen[j]) return true;
      this.seen[j] = 1;
      if (--this.budget < 0) return false;
      const c = s[j];
      if (c === '>') return true;
      if (isSpace(c) || c === '/') {
        j++;
        continue;
      }
      const start = j++;
      while (j < s.length && !endsName(s[j]) && s[j] !== '=') j++;
      const name = s.slice(start, j).toLowerCase();
      if (name.startsWith('on') || name === 'style' || name === url) this.renames.add(start);
      while (isSpace(s[j])) j++;
      if (s[j] !== '=') continue;
      j++;
      while (isSpace(s[j])) j++;
      const quote = s[j];
      if (quote === '"' || quote === "'") {
        const close = s.indexOf(quote, j + 1);
        if (close < 0) return true;
        j = close + 1;
      } else {
        while (j < s.length && !isSpace(s[j]) && s[j] !== '>') j++;
      }
      this.budget -= j - start;
    }
    return true;
  }
}

/** `html` with every event-handler and style attribute (and base href, track src) renamed, so no parser creates one. */
export function renameEventHandlers(html: string): string {
  if (!/on|base|track|style/i.test(html)) return html;
  const reading = new Reading(html);
  for (let lt = html.indexOf('<'); lt >= 0; lt = html.indexOf('<', lt + 1)) {
    if (isLetter(html[lt + 1]) && !reading.tag(lt + 1)) return html;
  }
  if (reading.renames.size === 0) return html;
  let out = '';
  let last = 0;
  for (const at of [...reading.renames].sort((a, b) => a - b)) {
    out += html.slice(last, at) + RENAMED_PREFIX;
    last = at;
  }
  return out + html.slice(last);
}
