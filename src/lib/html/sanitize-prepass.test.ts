// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { buildSeedPosts } from '../../../server/db/seed/blog-seed-posts';
import { securityTestArticle } from '../../../server/db/seed/blog-seed-xss';
import { XSS_PAYLOADS } from '../../../server/db/seed/xss-payloads';
import { renameEventHandlers } from './sanitize-prepass';

const XHTML = 'http://www.w3.org/1999/xhtml';

/**
 * What Chromium reports while it parses (see sanitize-prepass.ts): elements with an inline handler
 * or a style attribute, an HTML base element with an href, a track with a src; as their markup.
 */
const reported = (root: ParentNode) =>
  [...root.querySelectorAll('*')]
    .filter(
      (el) =>
        el.getAttributeNames().some((n) => n.startsWith('on') || n === 'style') ||
        (el.namespaceURI === XHTML && el.matches('base[href], track[src]')),
    )
    .map((el) => el.outerHTML.slice(0, 80));

describe('renameEventHandlers', () => {
  it.each([
    ['<img src=x onerror=alert(1)>', '<img src=x x-onerror=alert(1)>'],
    ['<img src="x" OnErRoR="a()">', '<img src="x" x-OnErRoR="a()">'],
    ['<svg/onload=a()>', '<svg/x-onload=a()>'],
    ['<img src="x"onerror="a()">', '<img src="x"x-onerror="a()">'],
    ['<img """ onerror=a()>', '<img """ x-onerror=a()>'],
    ['<img\fsrc=x\fonerror=a()>', '<img\fsrc=x\fx-onerror=a()>'],
    ['<p onclick=a() onclick=b()>', '<p x-onclick=a() x-onclick=b()>'],
    ['<svg><style><img onerror=a()>', '<svg><style><img x-onerror=a()>'],
    ['<textarea>x</textarea><img onerror=a()>', '<textarea>x</textarea><img x-onerror=a()>'],
    ['<!--> <img onerror=a()> -->', '<!--> <img x-onerror=a()> -->'],
    ['<base href="https://evil.example/">', '<base x-href="https://evil.example/">'],
    ['<video><track default src="data:text/vtt,x"></video>', '<video><track default x-src="data:text/vtt,x"></video>'],
    ['<p STYLE="color:red" data-style=x>', '<p x-STYLE="color:red" data-style=x>'],
    ['<svg><rect style="fill:red"/></svg>', '<svg><rect x-style="fill:red"/></svg>'],
  ])('renames the handler in %j', (html, renamed) => {
    expect(renameEventHandlers(html)).toBe(renamed);
  });

  it.each([
    '<p>onclick=a() and <b>one</b></p>',
    '<img src=x title="onerror=a()" alt=\'x onload=b()\'>',
    '<img src=x/onerror=a()>',
  ])('leaves %j alone: no handler is parsed there', (html) => {
    expect(renameEventHandlers(html)).toBe(html);
  });

  it.each([
    '<!-- <img onerror=a()> -->',
    '<textarea><img onerror=a()></textarea>',
    '<title><img onerror=a()></title>',
    '<style><img onerror=a()></style>',
    '<script>"<img onerror=a()>"</script>',
    '<script><!--<script></script><img onerror=a()></script>',
    '<svg><![CDATA[<img onerror=a()>]]></svg>',
    '<plaintext><img onerror=a()>',
    '<? <img onerror=a()> ?>',
    '</p <img onerror=a()>',
    '<a title="<img onerror=a()>">x</a>',
    '<svg><base href="/x"></svg>',
  ])('in %j, may mark markup-like text, and changes nothing else', (html) => {
    expect(reported(parse(renameEventHandlers(html)))).toEqual([]);
    expect(JSON.stringify(shape(parse(renameEventHandlers(html))))).toBe(JSON.stringify(shape(parse(html))));
  });
});

/** A parse of `html` as DOMPurify does it: a whole document. */
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html').documentElement;

/** Removes the marks the pass leaves: `x-` before `on…`, `style`, a base element's `href`, a track's `src`. */
const unmark = (text: string | null) => text?.replace(/x-(?=on|style|href|src)/gi, '');

/** Node types, names, text and attributes, read without the pass's marks. */
function shape(node: Node): unknown {
  if (node.nodeType !== Node.ELEMENT_NODE) return [node.nodeType, unmark(node.nodeValue)];
  const el = node as Element;
  const attributes = [...el.attributes].map((a) => [unmark(a.name), unmark(a.value)]);
  return [el.namespaceURI, el.localName, attributes, [...el.childNodes].map(shape)];
}

describe('over the whole payload table, the pass', () => {
  it('leaves nothing for Chromium to report while it parses', () => {
    const left = XSS_PAYLOADS.filter(({ html }) => reported(parse(renameEventHandlers(html))).length > 0);
    expect(left.map((p) => p.name)).toEqual([]);
  });

  it('only adds its marks: unmarked, the same tree, text and attributes', () => {
    const changed = XSS_PAYLOADS.filter(({ html }) => {
      const before = shape(parse(html));
      return JSON.stringify(shape(parse(renameEventHandlers(html)))) !== JSON.stringify(before);
    });
    expect(changed.map((p) => p.name)).toEqual([]);
  });
});

const leftIn = (html: string) => reported(parse(html));

describe('on whole documents, the pass', () => {
  it('gives up on input built to be slow, and returns it as it is', () => {
    const html = `${'<a'.repeat(100_000)} onclick=a()>`;
    const started = performance.now();
    expect(renameEventHandlers(html)).toBe(html);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('leaves no handler in the security-test post, every payload in one document', () => {
    const { body, shortText } = securityTestArticle();
    expect(leftIn(renameEventHandlers(body))).toEqual([]);
    expect(leftIn(renameEventHandlers(shortText))).toEqual([]);
    expect(leftIn(body).length).toBeGreaterThan(100);
  });

  it('changes nothing in ordinary articles: every seeded post is left exactly as it is', () => {
    const html = buildSeedPosts().flatMap((p) => [p.shortText, p.body, p.teaser ?? '', p.embeddedLink ?? '']);
    expect(html.filter((h) => renameEventHandlers(h) !== h)).toEqual([]);
  });
});
