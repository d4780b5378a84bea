import createDOMPurify, { type Config, type DOMPurify, type UponSanitizeAttributeHookEvent } from 'dompurify';
import { isSameSitePath } from '../session/next-path';

/**
 * The sanitizer for the visitor page fragments (login modal, subscription required). Unlike article
 * HTML (lib/sanitize.ts, which never keeps a form), a fragment is a small form: it may keep form,
 * label, input and button, with a short list of attributes each, and links to this site only.
 * Nothing can run: no scripts, event handlers, styles, form actions or foreign URLs.
 */

/** API paths a fragment form may post to (its data-api attribute), through the request client. */
export const FRAGMENT_FORM_APIS = [
  'auth/login/',
  'auth/registration/',
  'auth/passwordreset/',
  'generate-otp/',
  'verify-otp/',
  'site-client/login/',
] as const;

const TAGS = ['section', 'div', 'nav', 'h2', 'h3', 'p', 'span', 'strong', 'em', 'small', 'ul', 'ol', 'li', 'br'];
const FORM_TAGS = ['form', 'label', 'input', 'button', 'a'];

const ATTRIBUTE_RULES: Readonly<Record<string, (value: string, tag: string) => boolean>> = {
  id: (v) => /^[a-z][a-z0-9_-]{0,63}$/i.test(v),
  for: (v) => /^[a-z][a-z0-9_-]{0,63}$/i.test(v),
  'aria-labelledby': (v) => /^[a-z][a-z0-9_ -]{0,127}$/i.test(v),
  'aria-describedby': (v) => /^[a-z][a-z0-9_ -]{0,127}$/i.test(v),
  'aria-label': (v) => v.length <= 200,
  role: (v) => ['alert', 'status', 'group', 'note'].includes(v),
  name: (v) => /^[a-zA-Z][a-zA-Z0-9_]{0,39}$/.test(v),
  type: (v, tag) =>
    tag === 'button'
      ? ['button', 'submit'].includes(v)
      : ['text', 'email', 'password', 'hidden', 'tel', 'number'].includes(v),
  value: (v) => v.length <= 2048,
  placeholder: (v) => v.length <= 200,
  autocomplete: (v) => /^[a-z -]{1,60}$/.test(v),
  inputmode: (v) => ['text', 'email', 'tel', 'numeric', 'decimal'].includes(v),
  required: () => true,
  novalidate: () => true,
  minlength: (v) => /^\d{1,4}$/.test(v),
  maxlength: (v) => /^\d{1,4}$/.test(v),
  pattern: (v) => v.length <= 200,
  method: (v) => ['post', 'get'].includes(v.toLowerCase()),
  href: (v) => isSameSitePath(v),
  'data-api': (v) => (FRAGMENT_FORM_APIS as readonly string[]).includes(v),
  'data-action': (v) => /^[a-z][a-z-]{0,39}$/.test(v),
  'data-role': (v) => /^[a-z][a-z-]{0,39}$/.test(v),
  'data-fragment': (v) => /^[a-z][a-z-]{0,39}$/.test(v),
  'data-broker-id': (v) => /^[a-z][a-z0-9-]{0,39}$/.test(v),
  'data-plan-months': (v) => /^\d{1,3}$/.test(v),
};

const CONFIG: Config = {
  ALLOWED_TAGS: [...TAGS, ...FORM_TAGS],
  ALLOWED_ATTR: Object.keys(ATTRIBUTE_RULES),
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // Links stay on this site: one leading '/', never '//' or '/\'.
  ALLOWED_URI_REGEXP: /^\/(?![/\\])/,
  // Every attribute but href is plain text to DOMPurify (each still passes its rule above).
  ADD_URI_SAFE_ATTR: Object.keys(ATTRIBUTE_RULES).filter((a) => a !== 'href'),
  SANITIZE_DOM: true,
  KEEP_CONTENT: true,
};

function checkAttribute(node: Element, event: UponSanitizeAttributeHookEvent): void {
  const rule = ATTRIBUTE_RULES[event.attrName];
  if (!rule || !rule(event.attrValue, node.nodeName.toLowerCase())) event.keepAttr = false;
}

let purifier: DOMPurify | undefined;

function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  if (typeof window === 'undefined') throw new Error('sanitizeFragment needs a DOM.');
  const instance = createDOMPurify(window);
  instance.addHook('uponSanitizeAttribute', checkAttribute);
  purifier = instance;
  return instance;
}

/** A fragment's HTML as inert, sanitized DOM nodes, ready to be placed in the page. */
export function sanitizeFragment(html: string): DocumentFragment {
  return getPurifier().sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
}
