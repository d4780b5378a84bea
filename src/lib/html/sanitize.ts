import createDOMPurify, { type DOMPurify } from 'dompurify';
import { renameEventHandlers } from './sanitize-prepass';
import { ARTICLE, EMBED, FRAGMENT, type Profile } from './sanitize-profiles';
import { settle } from './sanitize-settle';
import { domWindow } from '../ssr/dom-window';

/**
 * The one way server HTML reaches the DOM: one DOMPurify instance, three profiles
 * (sanitize-profiles.ts). Strings are rendered by components/ui/safe-html.tsx; fragments are
 * inserted as nodes. Policy and reasons: docs/decisions/0025, 0018 and 0052.
 */
export interface SanitizeOptions {
  /** Keep iframes from the allow-listed video hosts (EMBED_FRAME_HOSTS). */
  allowEmbeds?: boolean;
}

let purifier: DOMPurify | undefined;
/** The profile of the sanitize call under way (DOMPurify runs its hooks synchronously). */
let active: Profile = ARTICLE;

/**
 * The `is` attribute ties an element to a customized built-in element, and the parser keeps that
 * tie even when the attribute is removed (serialising writes it back; DOMPurify can only empty it).
 * So an element that came with `is` is replaced by a plain copy, which is then sanitized as usual.
 * Returns true when it did.
 */
function replaceCustomizedBuiltIn(node: Element, win: typeof globalThis): boolean {
  if (!win.Element.prototype.hasAttribute.call(node, 'is')) return false;
  const copy = node.ownerDocument.createElementNS(node.namespaceURI, node.localName);
  for (const { namespaceURI, name, value } of Array.from(node.attributes)) {
    if (name !== 'is') copy.setAttributeNS(namespaceURI, name, value);
  }
  copy.append(...Array.from(node.childNodes));
  node.replaceWith(copy);
  return true;
}

/**
 * One DOMPurify instance of our own, so its hooks never leak into any other user of the library; on
 * the server, one for the server bundle's DOM (src/lib/ssr/dom-window.ts).
 */
function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  const win = domWindow();
  const instance = createDOMPurify(win);
  if (!instance.isSupported) throw new Error('DOMPurify cannot run in this environment.');
  instance.addHook('uponSanitizeElement', (node) => {
    if (node.nodeType !== win.Node.ELEMENT_NODE || replaceCustomizedBuiltIn(node as Element, win)) return;
    active.element?.(node as Element);
  });
  instance.addHook('uponSanitizeAttribute', (node, event) => active.attribute(node, event));
  instance.addHook('afterSanitizeAttributes', (node) => active.finish?.(node));
  purifier = instance;
  return instance;
}

function purify(html: string, profile: Profile): string {
  active = profile;
  try {
    return getPurifier().sanitize(html, profile.config);
  } finally {
    active = ARTICLE;
  }
}

let inert: Document | undefined;

/** Markup parsed and serialised as it will be once mounted: a div's innerHTML, in an inert document. */
function reparse(html: string): string {
  inert ??= domWindow().document.implementation.createHTMLDocument('');
  const box = inert.createElement('div');
  box.innerHTML = html;
  return box.innerHTML;
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Sanitized markup that parsing and serialising gives back unchanged, so the tree the page mounts
 * is the tree DOMPurify cleaned. A parser quirk (foster-parented tables, nested links or forms) can
 * make DOMPurify's first output change when parsed again; what changed is sanitized again, until it
 * settles. Markup that has not settled after a few passes is reduced to its text. (Sanitizing a
 * settled output again gives it back too: DOMPurify and our hooks are idempotent; the unit tests and
 * the Chromium check assert it for every payload, rather than every call paying for a second pass.)
 */
function stableMarkup(html: string, profile: Profile): string {
  if (!html) return '';
  const first = purify(renameEventHandlers(html), profile);
  // One step: parse as the page will; what that changes is sanitized again and checked again.
  const settled = settle(first, (markup) => {
    const parsed = reparse(markup);
    return parsed === markup ? markup : purify(parsed, profile);
  });
  if (settled !== null) return settled;
  const text = new (domWindow().DOMParser)().parseFromString(first, 'text/html').body.textContent ?? '';
  return reparse(escapeText(text));
}

/** Article markup for post bodies, short texts and comments; iframes only with `allowEmbeds`. */
export function sanitizeHtml(html: string, options: SanitizeOptions = {}): string {
  return stableMarkup(html, options.allowEmbeds ? EMBED : ARTICLE);
}

/** A post's embeddedLink: the article profile plus allow-listed video iframes. */
export const sanitizeEmbed = (html: string): string => sanitizeHtml(html, { allowEmbeds: true });

/**
 * A visitor page fragment (login modal, subscription required) as inert, sanitized DOM nodes, ready
 * to be placed in the page (decision 0018): the nodes of the settled markup, so serialising them
 * gives that markup back.
 */
export function sanitizeFragment(html: string): DocumentFragment {
  const markup = stableMarkup(html, FRAGMENT);
  active = FRAGMENT;
  try {
    return getPurifier().sanitize(markup, { ...FRAGMENT.config, RETURN_DOM_FRAGMENT: true });
  } finally {
    active = ARTICLE;
  }
}

const BLOCKS = 'p,h2,h3,h4,li,dt,dd,blockquote,figcaption,pre,div,tr,td,th,caption,br,hr';

/** Text only (titles, meta descriptions, labels): blocks become spaces, whitespace collapses. */
export function toPlainText(html: string): string {
  const clean = sanitizeHtml(html);
  if (!clean) return '';
  // A DOMParser document is inert: nothing in it loads or runs.
  const body = new (domWindow().DOMParser)().parseFromString(clean, 'text/html').body;
  for (const block of body.querySelectorAll(BLOCKS)) block.after(' ');
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
