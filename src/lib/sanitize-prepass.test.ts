// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { XSS_PAYLOADS } from '../../server/db/seed/xss-payloads';
import { renameEventHandlers } from './sanitize-prepass';

/** A base element that sets the document's base URL (an SVG <base> does not). */
const htmlBase = (root: ParentNode) =>
  [...root.querySelectorAll('base[href]')].some((el) => el.namespaceURI === 'http://www.w3.org/1999/xhtml');

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
  ])('renames the handler in %j', (html, renamed) => {
    expect(renameEventHandlers(html)).toBe(renamed);
  });

  it.each([
    '<p>onclick=a() and <b>one</b></p>',
    '<img src=x title="onerror=a()" alt=\'x onload=b()\'>',
    '<img src=x/onerror=a()>',
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
    '<svg><base href="/x"></svg>',
  ])('leaves %j alone: no handler is parsed there', (html) => {
    const parsed = new DOMParser().parseFromString(html, 'text/html');
    const handlers = [...parsed.querySelectorAll('*')].flatMap((el) => el.getAttributeNames());
    expect(handlers.filter((n) => n.startsWith('on'))).toEqual([]);
    expect(htmlBase(parsed)).toBe(false);
    expect(renameEventHandlers(html)).toBe(html);
  });
});

/** A parse of `html` as DOMPurify does it: a whole document. */
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html').documentElement;

/** Node types, names, text and attributes, with the renamed attributes read under their own names. */
function shape(node: Node): unknown {
  if (node.nodeType !== Node.ELEMENT_NODE) return [node.nodeType, node.nodeValue];
  const el = node as Element;
  const attributes = [...el.attributes].map((a) => [
    el.localName === 'base' ? a.name.replace(/^x-(?=href$)/, '') : a.name.replace(/^x-(?=on)/, ''),
    a.value,
  ]);
  return [el.namespaceURI, el.localName, attributes, [...el.childNodes].map(shape)];
}

describe('over the whole payload table, the pass', () => {
  it('leaves no handler and no base URL for the parser to create', () => {
    const left = XSS_PAYLOADS.filter(({ html }) => {
      const root = parse(renameEventHandlers(html));
      const handler = [...root.querySelectorAll('*')].some((el) =>
        el.getAttributeNames().some((n) => n.startsWith('on')),
      );
      return handler || htmlBase(root);
    });
    expect(left.map((p) => p.name)).toEqual([]);
  });

  it('changes attribute names only: the same tree, text and values', () => {
    const changed = XSS_PAYLOADS.filter(({ html }) => {
      const before = shape(parse(html));
      return JSON.stringify(shape(parse(renameEventHandlers(html)))) !== JSON.stringify(before);
    });
    expect(changed.map((p) => p.name)).toEqual([]);
  });
});
