/**
 * A text pass over server HTML before DOMPurify parses it. Chromium checks the page's Content
 * Security Policy while it parses, even in the inert document DOMPurify works in, where nothing can
 * run or load: every inline event handler attribute, and a `<base href>`, is reported as a
 * violation. So the pass renames what the HTML tokenizer would turn into those, `on…` to `x-on…`
 * and a base element's `href` to `x-href`: parsed as plain (and not allowed) attributes, DOMPurify
 * removes them without a report.
 *
 * Safety never depends on this pass: DOMPurify sanitizes whatever string comes out of it. The pass
 * follows the HTML tokenizer (tags, attributes, comments, raw-text elements, script escapes, foreign
 * content and its CDATA), so it changes attribute names only and leaves text alone; where its model
 * of the tree is approximate, the worst case is an attribute it does not rename (DOMPurify still
 * removes it, and Chromium logs a report). Decision 0052.
 */

const RENAMED_PREFIX = 'x-';

const RAW_TEXT = new Set(['style', 'xmp', 'iframe', 'noembed', 'noframes', 'textarea', 'title']);
/** HTML start tags that end foreign (SVG/MathML) content. */
const BREAKOUT = new Set(
  (
    'b big blockquote body br center code dd div dl dt em embed h1 h2 h3 h4 h5 h6 head hr i img li listing menu ' +
    'meta nobr ol p pre ruby s small span strong strike sub sup table tt u ul var'
  ).split(' '),
);
const SVG_HTML_POINTS = new Set(['foreignobject', 'desc', 'title']);
const MATH_TEXT_POINTS = new Set(['mi', 'mo', 'mn', 'ms', 'mtext']);
const VOID = new Set('area base br col embed hr img input link meta source track wbr'.split(' '));

/** An open foreign element, or an HTML integration point inside foreign content. */
interface Frame {
  ns: 'html' | 'svg' | 'math';
  tag: string;
  /** An integration point: HTML elements opened in it and not yet closed. */
  open?: number;
  mathText?: boolean;
}

interface Tag {
  name: string;
  end: number;
  selfClosing: boolean;
  attributes: Map<string, string>;
  /** Where each attribute name starts, in order. */
  starts: Array<[name: string, at: number]>;
}

const isSpace = (c: string | undefined) => c === ' ' || c === '\n' || c === '\t' || c === '\f' || c === '\r';
const isAlpha = (c: string | undefined) => c !== undefined && /[a-z]/i.test(c);

class Scanner {
  readonly renames: number[] = [];
  private readonly stack: Frame[] = [];

  constructor(private readonly s: string) {}

  private get top(): Frame | undefined {
    return this.stack.at(-1);
  }

  private inForeign(): boolean {
    return (this.top?.ns ?? 'html') !== 'html';
  }

  run(): void {
    const s = this.s;
    let i = 0;
    while (i < s.length) {
      const lt = s.indexOf('<', i);
      if (lt < 0) return;
      const c = s[lt + 1];
      if (c === '!') i = this.declaration(lt + 2);
      else if (c === '?') i = this.until('>', lt + 1);
      else if (c === '/' && isAlpha(s[lt + 2])) i = this.endTag(this.tag(lt + 2));
      else if (c === '/') i = s[lt + 2] === '>' ? lt + 3 : this.until('>', lt + 2);
      else if (isAlpha(c)) i = this.startTag(this.tag(lt + 1));
      else i = lt + 1;
    }
  }

  /** Index after the next `text`, or the end of input. */
  private until(text: string, from: number): number {
    const at = this.s.indexOf(text, from);
    return at < 0 ? this.s.length : at + text.length;
  }

  /** After `<!`: a comment, a doctype, CDATA (foreign content only) or a bogus comment. */
  private declaration(from: number): number {
    const s = this.s;
    if (s.startsWith('--', from)) {
      const body = from + 2;
      if (s[body] === '>') return body + 1;
      if (s.startsWith('->', body)) return body + 2;
      const end = /--!?>/g;
      end.lastIndex = body;
      const m = end.exec(s);
      return m ? m.index + m[0].length : s.length;
    }
    if (this.inForeign() && s.startsWith('[CDATA[', from)) return this.until(']]>', from);
    return this.until('>', from);
  }

  /** Reads a tag from its name on, following the attribute states. */
  private tag(from: number): Tag {
    const s = this.s;
    let j = from;
    while (j < s.length && !isSpace(s[j]) && s[j] !== '/' && s[j] !== '>') j++;
    const tag: Tag = {
      name: s.slice(from, j).toLowerCase(),
      end: s.length,
      selfClosing: false,
      attributes: new Map(),
      starts: [],
    };
    while (j < s.length) {
      while (isSpace(s[j])) j++;
      if (s[j] === '>') return { ...tag, end: j + 1 };
      if (s[j] === '/') {
        j++;
        if (s[j] === '>') return { ...tag, end: j + 1, selfClosing: true };
        continue;
      }
      if (j >= s.length) break;
      const start = j++;
      while (j < s.length && !isSpace(s[j]) && s[j] !== '/' && s[j] !== '>' && s[j] !== '=') j++;
      const name = s.slice(start, j).toLowerCase();
      tag.starts.push([name, start]);
      while (isSpace(s[j])) j++;
      let value = '';
      if (s[j] === '=') {
        j++;
        while (isSpace(s[j])) j++;
        const quote = s[j];
        if (quote === '"' || quote === "'") {
          const close = s.indexOf(quote, j + 1);
          value = s.slice(j + 1, close < 0 ? s.length : close);
          j = close < 0 ? s.length : close + 1;
        } else {
          const begin = j;
          while (j < s.length && !isSpace(s[j]) && s[j] !== '>') j++;
          value = s.slice(begin, j);
        }
      }
      if (!tag.attributes.has(name)) tag.attributes.set(name, value);
    }
    return tag;
  }

  private startTag(tag: Tag): number {
    const { name, selfClosing } = tag;
    // A <base href> in HTML content sets the (inert) document's base URL, which the CSP checks too.
    const base = name === 'base' && !this.inForeign();
    for (const [attribute, at] of tag.starts) {
      if (attribute.startsWith('on') || (base && attribute === 'href')) this.renames.push(at);
    }
    if (this.inForeign()) {
      const breaks =
        BREAKOUT.has(name) || (name === 'font' && ['color', 'face', 'size'].some((a) => tag.attributes.has(a)));
      if (!breaks) return this.foreignStart(tag);
      while (this.inForeign()) this.stack.pop();
    }
    const point = this.top;
    if (point?.mathText && point.open === 0 && (name === 'mglyph' || name === 'malignmark')) {
      if (!selfClosing) this.stack.push({ ns: 'math', tag: name });
      return tag.end;
    }
    if (name === 'svg' || name === 'math') {
      if (!selfClosing) this.stack.push({ ns: name, tag: name });
      return tag.end;
    }
    if (point?.open !== undefined && !VOID.has(name)) point.open += 1;
    if (RAW_TEXT.has(name)) return this.closingTag(name, tag.end);
    if (name === 'script') return this.scriptEnd(tag.end);
    if (name === 'plaintext') return this.s.length;
    return tag.end;
  }

  private foreignStart(tag: Tag): number {
    const { name, selfClosing } = tag;
    const ns = this.top!.ns;
    if (selfClosing) return tag.end;
    const encoding = (tag.attributes.get('encoding') ?? '').toLowerCase();
    const htmlPoint =
      (ns === 'svg' && SVG_HTML_POINTS.has(name)) ||
      (ns === 'math' && name === 'annotation-xml' && ['text/html', 'application/xhtml+xml'].includes(encoding));
    if (htmlPoint) this.stack.push({ ns: 'html', tag: name, open: 0 });
    else if (ns === 'math' && MATH_TEXT_POINTS.has(name))
      this.stack.push({ ns: 'html', tag: name, open: 0, mathText: true });
    // Only annotation-xml turns an <svg> inside MathML into SVG; elsewhere it stays in the parent's namespace.
    else this.stack.push({ ns: name === 'svg' && this.top!.tag === 'annotation-xml' ? 'svg' : ns, tag: name });
    return tag.end;
  }

  /**
   * An end tag closes the nearest open element of that name, unless HTML elements opened inside an
   * integration point come first (those are not tracked one by one, only counted).
   */
  private endTag(tag: Tag): number {
    const { name } = tag;
    const top = this.top;
    if (!top) return tag.end;
    if (top.open) {
      top.open -= 1;
      return tag.end;
    }
    if (top.ns !== 'html' && (name === 'br' || name === 'p')) {
      while (this.inForeign()) this.stack.pop();
      return tag.end;
    }
    for (let k = this.stack.length - 1; k >= 0; k--) {
      const frame = this.stack[k]!;
      if (frame.tag === name) {
        this.stack.length = k;
        break;
      }
      if (frame.open) break;
    }
    return tag.end;
  }

  /** Where `</name` followed by a space, `/` or `>` starts, after the raw text of `name`. */
  private closingTag(name: string, from: number): number {
    const re = new RegExp(`</${name}[\\t\\n\\f\\r />]`, 'ig');
    re.lastIndex = from;
    return re.exec(this.s)?.index ?? this.s.length;
  }

  /** Script data with its `<!--` escapes: `</script>` inside `<!--<script>…` does not end it. */
  private scriptEnd(from: number): number {
    const s = this.s;
    let j = from;
    let state: 'data' | 'escaped' | 'double' = 'data';
    const endTag = (at: number) => /^<\/script[\t\n\f\r />]/i.test(s.slice(at, at + 9));
    while (j < s.length) {
      if (state === 'data') {
        if (s.startsWith('<!--', j)) {
          j += 4;
          if (s[j] !== '>') state = 'escaped';
          continue;
        }
        if (endTag(j)) return j;
      } else if (s.startsWith('-->', j)) {
        state = 'data';
        j += 3;
        continue;
      } else if (state === 'escaped') {
        if (endTag(j)) return j;
        if (/^<script[\t\n\f\r />]/i.test(s.slice(j, j + 8))) {
          state = 'double';
          j += 7;
          continue;
        }
      } else if (endTag(j)) {
        state = 'escaped';
        j += 8;
        continue;
      }
      j++;
    }
    return s.length;
  }
}

/** `html` with every event-handler attribute (and base href) renamed, so no parser creates one. */
export function renameEventHandlers(html: string): string {
  if (!/on|base/i.test(html)) return html;
  const scanner = new Scanner(html);
  scanner.run();
  if (scanner.renames.length === 0) return html;
  let out = '';
  let last = 0;
  for (const at of scanner.renames) {
    out += html.slice(last, at) + RENAMED_PREFIX;
    last = at;
  }
  return out + html.slice(last);
}
