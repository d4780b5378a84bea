import type { Config, DOMPurify, UponSanitizeAttributeHookEvent } from 'dompurify';
import { settings, type Settings } from './dompurify-settings';

/**
 * `dompurify` in the widget build (vite.widget.config.ts, decision 0083): DOMPurify's own walk, for
 * exactly what our three profiles configure (src/lib/html/sanitize-profiles.ts), without its tag and
 * attribute tables for every HTML, SVG and MathML name (about 11 KB gzip of the widget). Each step
 * follows DOMPurify 3.4: the same parser, node order, checks, defaults and hooks, so the same input
 * gives the same output; `dompurify.test.ts` compares the two on every XSS payload in every profile,
 * and the Chromium check runs the payloads through this one too. A configuration it does not
 * implement throws, rather than being sanitized some other way.
 */

type HookName = 'uponSanitizeElement' | 'uponSanitizeAttribute' | 'afterSanitizeAttributes';
type Hook = (this: unknown, node: Node, data: unknown, config: Config) => void;
export type WidgetPurifier = Pick<DOMPurify, 'isSupported' | 'addHook' | 'sanitize'>;

/** DOMPurify's defaults for what our profiles leave to them. */
const FORBID_CONTENTS = new Set(
  'annotation-xml audio colgroup desc foreignobject head iframe math mi mn mo ms mtext noembed noframes noscript plaintext script selectedcontent style svg template thead title video xmp'.split(
    ' ',
  ),
);
const DATA_URI_TAGS = new Set(['audio', 'video', 'img', 'source', 'image', 'track']);
const LITERAL_TEXT = new Set(['style', 'script', 'xmp', 'iframe', 'noembed', 'noframes', 'plaintext', 'noscript']);
const MARKUP = /<[/\w!]/;
const COMMENT_MARKUP = /<[/\w]/;
const BREAKOUT = /((--!?|])>)|<\/(style|script|title|xmp|textarea|noscript|iframe|noembed|noframes)/i;
const ARIA = /^aria-[-\w]+$/;
// eslint-disable-next-line no-control-regex -- control characters are what DOMPurify strips from URLs
const URL_SPACE = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;
const HTML = 'http://www.w3.org/1999/xhtml';
const SHOW = 1 | 4 | 8 | 64 | 128; // elements, text, CDATA, processing instructions, comments

export default function createDOMPurify(win: Window & typeof globalThis = window): WidgetPurifier {
  const { document, Node, Element } = win;
  // Read through the prototypes: a form's named controls can stand in for its own properties.
  const getter = (proto: object, name: string) => Object.getOwnPropertyDescriptor(proto, name)!.get!;
  const nodeType = getter(Node.prototype, 'nodeType') as (this: Node) => number;
  const nodeName = getter(Node.prototype, 'nodeName') as (this: Node) => string;
  const parentOf = getter(Node.prototype, 'parentNode') as (this: Node) => Node | null;
  const childrenOf = getter(Node.prototype, 'childNodes') as (this: Node) => NodeListOf<ChildNode>;
  const attributesOf = getter(Element.prototype, 'attributes') as (this: Element) => NamedNodeMap;
  const nextOf = getter(Node.prototype, 'nextSibling') as (this: Node) => Node | null;
  const { removeChild, insertBefore } = Node.prototype;
  const detach = (node: Node) => {
    const parent = parentOf.call(node);
    if (parent) removeChild.call(parent, node);
  };
  const formElement = document.createElement('form');
  const hooks: Record<HookName, Hook[]> = {
    uponSanitizeElement: [],
    uponSanitizeAttribute: [],
    afterSanitizeAttributes: [],
  };
  let config: Config = {};

  const run = (name: HookName, node: Node, data: unknown) => {
    for (const hook of hooks[name]) hook.call(purifier, node, data, config);
  };

  /** DOMPurify's test for a form whose controls shadow the properties the walk relies on. */
  function isClobbered(el: Node): boolean {
    if (nodeName.call(el).toLowerCase() !== 'form') return false;
    const f = el as unknown as Record<string, unknown>;
    const methods = ['removeChild', 'removeAttribute', 'removeAttributeNode', 'getAttributeNode', 'setAttribute'];
    return (
      [...methods, 'insertBefore', 'hasChildNodes'].some((m) => typeof f[m] !== 'function') ||
      ['nodeName', 'textContent', 'namespaceURI'].some((p) => typeof f[p] !== 'string') ||
      f.attributes !== attributesOf.call(el as Element) ||
      f.nodeType !== nodeType.call(el) ||
      f.childNodes !== childrenOf.call(el)
    );
  }

  /** Markup a parser would read differently, or that carries markup where only text belongs. */
  function isUnsafe(node: Node, tag: string, type: number): boolean {
    if (type === 7) return true;
    if (type === 8) return COMMENT_MARKUP.test((node as Comment).data);
    if (type !== 1) return false;
    const el = node as Element;
    const text = el.textContent ?? '';
    if (el.hasChildNodes() && !el.firstElementChild && MARKUP.test(text) && MARKUP.test(el.innerHTML)) return true;
    return LITERAL_TEXT.has(tag) && el.namespaceURI === HTML && (!!el.firstElementChild || MARKUP.test(text));
  }

  /** DOMPurify's _sanitizeElements: true for an element that stays (its attributes are next). */
  function keepNode(node: Node, s: Settings): boolean {
    if (isClobbered(node)) return (detach(node), false);
    const tag = nodeName.call(node).toLowerCase();
    const type = nodeType.call(node);
    run('uponSanitizeElement', node, { tagName: tag, allowedTags: s.tagMap });
    const parent = parentOf.call(node);
    if (!parent) return false;
    if (isUnsafe(node, tag, type)) return (detach(node), false);
    if (!s.tags.has(tag)) {
      // Its content stays, after it, where the walk comes next; unless it is content nobody reads as text.
      if (!FORBID_CONTENTS.has(tag)) {
        const kids = [...childrenOf.call(node)];
        for (let i = kids.length - 1; i >= 0; i--) insertBefore.call(parent, kids[i]!, nextOf.call(node));
      }
      return (detach(node), false);
    }
    const el = node as Element;
    if (type === 1 && (el.namespaceURI !== HTML || (parent as Element).namespaceURI !== HTML)) {
      return (detach(el), false);
    }
    return type === 1;
  }

  function validAttribute(tag: string, name: string, value: string, s: Settings): boolean {
    if (name === 'patchsrc' || (name === 'for' && tag !== 'label' && tag !== 'output')) return false;
    if ((name === 'id' || name === 'name') && (value in document || value in formElement)) return false;
    if (s.aria && ARIA.test(name)) return true;
    if (!s.attrs.has(name)) return false;
    if (s.uriSafe.has(name) || s.uri.test(value.replace(URL_SPACE, ''))) return true;
    if ((name === 'src' || name === 'href' || name === 'xlink:href') && value.startsWith('data:')) {
      return DATA_URI_TAGS.has(tag);
    }
    return !value;
  }

  /** DOMPurify's _sanitizeAttributes, last attribute first. */
  function sanitizeAttributes(el: Element, s: Settings): void {
    if (isClobbered(el)) return;
    const tag = nodeName.call(el).toLowerCase();
    const drop = (attr: Attr) => {
      try {
        el.removeAttributeNode(attr);
      } catch {
        el.removeAttribute(attr.name);
      }
      if (attr.name !== 'is') return;
      if (s.fragment) detach(el);
      else el.setAttribute('is', '');
    };
    const list = attributesOf.call(el);
    for (let i = list.length - 1; i >= 0; i--) {
      const attr = list[i]!;
      const { name, namespaceURI, value: initial } = attr;
      const lc = name.toLowerCase();
      const event: UponSanitizeAttributeHookEvent = {
        attrName: lc,
        attrValue: name === 'value' ? initial : initial.trim(),
        keepAttr: true,
        allowedAttributes: s.attrMap,
        forceKeepAttr: undefined,
      };
      run('uponSanitizeAttribute', el, event);
      const value = event.attrValue;
      if (BREAKOUT.test(value) || (lc === 'attributename' && value.includes('href'))) drop(attr);
      else if (event.forceKeepAttr) continue;
      else if (!event.keepAttr || (!s.selfClose && value.includes('/>')) || !validAttribute(tag, lc, value, s)) {
        drop(attr);
      } else if (value !== initial) {
        try {
          if (namespaceURI) el.setAttributeNS(namespaceURI, name, value);
          else el.setAttribute(name, value);
        } catch {
          el.removeAttribute(name);
        }
      }
    }
    run('afterSanitizeAttributes', el, null);
  }

  function sanitize(dirty: string, cfg: Config = {}): string | DocumentFragment {
    const s = settings(cfg);
    config = cfg;
    if (!s.fragment && !dirty.includes('<')) return dirty;
    const doc = new win.DOMParser().parseFromString(dirty || '<!-->', 'text/html');
    // A frameset document has no body, and DOMPurify then gives nothing (null for nodes).
    const body = doc.getElementsByTagName('body')[0];
    if (!body) return s.fragment ? (null as unknown as DocumentFragment) : '';
    // The parser drops whitespace before the first tag; DOMPurify puts it back.
    const lead = /^[\r\n\t ]+/.exec(dirty)?.[0];
    if (lead) body.insertBefore(document.createTextNode(lead), body.firstChild);
    // DOMPurify removes the <body> it does not allow before walking its content, and so does this:
    // what the walk moves in a detached tree is never applied (Chromium reports no <style> as moved).
    detach(body);
    const walk = doc.createNodeIterator(body, SHOW);
    walk.nextNode(); // the body itself, whose content is the result
    for (let node = walk.nextNode(); node; node = walk.nextNode()) {
      if (keepNode(node, s)) sanitizeAttributes(node as Element, s);
    }
    if (!s.fragment) return body.innerHTML;
    const out = doc.createDocumentFragment();
    while (body.firstChild) out.appendChild(body.firstChild);
    return out;
  }

  const purifier = {
    isSupported: typeof win.DOMParser === 'function' && typeof document.createNodeIterator === 'function',
    addHook(name: string, hook: Hook) {
      if (!(name in hooks)) throw new Error(`The widget's sanitizer has no ${name} hook.`);
      hooks[name as HookName].push(hook);
    },
    sanitize,
  };
  return purifier as unknown as WidgetPurifier;
}
