import { isSameSitePath } from '../session/next-path';

/**
 * The fragment profile's allow-lists (visitor page fragments: login modal, subscription required;
 * decision 0018). Unlike article HTML, which never keeps a form, a fragment is a small form: it may
 * keep form, label, input and button, with a short list of attributes each, and links to this site
 * only. Nothing can run: no scripts, event handlers, styles, form actions or foreign URLs.
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

export const FRAGMENT_TAGS: readonly string[] = [
  ...['section', 'div', 'nav', 'h2', 'h3', 'p', 'span', 'strong', 'em', 'small', 'ul', 'ol', 'li', 'br'],
  ...['form', 'label', 'input', 'button', 'a'],
];

/**
 * Every id in a fragment, and every reference to one (`for`, `aria-labelledby`, `aria-describedby`),
 * starts with this prefix. A name with a hyphen is never a JavaScript identifier, so an id can no
 * longer stand in for a window global the app reads (`window.is_subscriber`), nor for a document or
 * form property.
 */
export const FRAGMENT_ID_PREFIX = 'fragment-';

const IDENT = /^[a-z][a-z0-9_-]{0,63}$/i;

/** `value` as a prefixed id, or null when it is not a short identifier. */
export function fragmentId(value: string): string | null {
  const bare = value.startsWith(FRAGMENT_ID_PREFIX) ? value.slice(FRAGMENT_ID_PREFIX.length) : value;
  return IDENT.test(bare) ? FRAGMENT_ID_PREFIX + bare : null;
}

/** A space-separated list of ids, each prefixed, or null when one of them is not an identifier. */
export function fragmentIdList(value: string): string | null {
  const ids = value.split(/\s+/).filter(Boolean);
  if (ids.length === 0 || ids.length > 4) return null;
  const prefixed = ids.map(fragmentId);
  return prefixed.every((id) => id !== null) ? prefixed.join(' ') : null;
}

/** Form controls may carry a name; a named form or link would be a window and document property. */
const NAMED = new Set(['input', 'button']);

const token = (pattern: RegExp) => (v: string) => pattern.test(v);
const upTo = (max: number) => (v: string) => v.length <= max;

/** Each allowed attribute and its rule (value, element). Ids are checked and prefixed apart (above). */
export const FRAGMENT_ATTRIBUTE_RULES: Readonly<Record<string, (value: string, tag: string) => boolean>> = {
  'aria-label': upTo(200),
  role: (v) => ['alert', 'status', 'group', 'note'].includes(v),
  name: (v, tag) => NAMED.has(tag) && /^[a-zA-Z][a-zA-Z0-9_]{0,39}$/.test(v),
  type: (v, tag) =>
    tag === 'button'
      ? ['button', 'submit'].includes(v)
      : ['text', 'email', 'password', 'hidden', 'tel', 'number'].includes(v),
  value: upTo(2048),
  placeholder: upTo(200),
  autocomplete: token(/^[a-z -]{1,60}$/),
  inputmode: (v) => ['text', 'email', 'tel', 'numeric', 'decimal'].includes(v),
  required: () => true,
  novalidate: () => true,
  minlength: token(/^\d{1,4}$/),
  maxlength: token(/^\d{1,4}$/),
  pattern: upTo(200),
  method: (v) => ['post', 'get'].includes(v.toLowerCase()),
  href: (v) => isSameSitePath(v),
  'data-api': (v) => (FRAGMENT_FORM_APIS as readonly string[]).includes(v),
  'data-action': token(/^[a-z][a-z-]{0,39}$/),
  'data-role': token(/^[a-z][a-z-]{0,39}$/),
  'data-fragment': token(/^[a-z][a-z-]{0,39}$/),
  'data-broker-id': token(/^[a-z][a-z0-9-]{0,39}$/),
  'data-plan-months': token(/^\d{1,3}$/),
};

/** Attributes holding one id, or a list of them. */
export const FRAGMENT_ID_ATTRIBUTES: Readonly<Record<string, (value: string) => string | null>> = {
  id: fragmentId,
  for: fragmentId,
  'aria-labelledby': fragmentIdList,
  'aria-describedby': fragmentIdList,
};
