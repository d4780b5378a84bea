import { EMBED_FRAME_HOSTS } from '#contract/web-widget/embed-hosts';
import { FRAGMENT_FORM_APIS } from '../../src/lib/html/sanitize-fragment-policy';
import { EMBED_FRAME_ATTRIBUTES } from '../../src/lib/html/embed-frame';

/**
 * An independent check of sanitized markup, used by the sanitizer's tests (jsdom and Chromium):
 * it lists what would be dangerous in a mounted tree, whatever the sanitizer's own rules say.
 * `fragment` is the contract of the fragment profile: a small form is allowed there, with ids that
 * cannot stand in for a global, names on form controls only, and links to this site only.
 */
export type CheckedProfile = 'article' | 'fragment';

/** Window globals the app or the widget reads; an element must never stand in for one. */
export const APP_GLOBALS = ['is_subscriber', 'TlBlogs', '__xss'];
const FORBIDDEN_ELEMENTS = [
  'script',
  'base',
  'meta',
  'link',
  'style',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'svg',
  'math',
  'template',
  'noscript',
  'xmp',
  'plaintext',
  'title',
  'frame',
  'frameset',
  'portal',
  'isindex',
  'bgsound',
  'marquee',
  'video',
  'audio',
  'source',
];

/** Attributes that must never appear, whatever their value. */
const FORBIDDEN_ATTRIBUTES = ['style', 'srcdoc', 'formaction', 'action', 'id', 'name', 'class', 'is'];

/** What the fragment profile may keep beyond the article's contract. */
const FRAGMENT_ELEMENTS = ['form', 'input', 'button'];
const FRAGMENT_DATA = ['data-api', 'data-action', 'data-role', 'data-fragment', 'data-broker-id', 'data-plan-months'];
const FRAGMENT_CHECKED = ['id', 'name', 'type', 'href', ...FRAGMENT_DATA];
const FRAGMENT_INPUT_TYPES = ['text', 'email', 'password', 'hidden', 'tel', 'number', 'button', 'submit'];

const URL_ATTRIBUTES = ['href', 'src', 'srcset', 'cite', 'poster', 'background', 'data', 'lowsrc', 'dynsrc'];

// eslint-disable-next-line no-control-regex -- control characters are what a browser ignores in a URL
const URL_NOISE = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g;

export const normaliseUrl = (value: string) => value.replace(URL_NOISE, '').toLowerCase();

const RASTER_DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp|avif);base64,/;

function urlProblem(tag: string, name: string, value: string): string | null {
  const urls = name === 'srcset' ? value.split(',').map((c) => c.trim().split(/\s+/)[0] ?? '') : [value];
  for (const url of urls.map(normaliseUrl)) {
    if (/^(?:javascript|vbscript|livescript):/.test(url)) return `${tag}[${name}] is a script URL: ${value}`;
    if (url.startsWith('data:') && !(tag === 'img' && name === 'src' && RASTER_DATA_IMAGE.test(url))) {
      return `${tag}[${name}] is a data: URL: ${value}`;
    }
  }
  return null;
}

function frameProblem(frame: Element): string | null {
  const src = frame.getAttribute('src') ?? '';
  if (!URL.canParse(src)) return `iframe src is not absolute: ${src}`;
  const url = new URL(src);
  if (url.protocol !== 'https:' || !(EMBED_FRAME_HOSTS as readonly string[]).includes(url.hostname)) {
    return `iframe from a host that is not allowed: ${src}`;
  }
  if (frame.getAttribute('sandbox') !== EMBED_FRAME_ATTRIBUTES.sandbox) return 'iframe without the sandbox';
  return null;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * An id or a control's name that script could read instead of what it means: an id that is an
 * identifier (a window global in waiting, like every built-in window property), an id or name that
 * is a document or form property, and any of the app's own globals. (A hyphenated id is still a
 * named property of window, but only as `window['a-b']`, which no code reads.)
 */
function clobberProblem(el: Element, name: string, value: string): string | null {
  const doc = el.ownerDocument;
  const global = name === 'id' && IDENTIFIER.test(value);
  if (global || value in doc || value in doc.createElement('form') || APP_GLOBALS.includes(value)) {
    return `${el.localName}[${name}="${value}"] can clobber a global or a property`;
  }
  return null;
}

function fragmentProblem(el: Element, name: string, value: string): string | null {
  const tag = el.localName;
  if (name === 'id') return clobberProblem(el, name, value);
  if (name === 'name') return tag === 'input' || tag === 'button' ? clobberProblem(el, name, value) : `${tag}[name]`;
  if (name === 'href' && !/^\/(?![/\\])/.test(value)) return `${tag}[href] leaves the site: ${value}`;
  if (name === 'data-api' && !(FRAGMENT_FORM_APIS as readonly string[]).includes(value)) return `data-api ${value}`;
  if (name === 'type' && !FRAGMENT_INPUT_TYPES.includes(value)) return `${tag}[type="${value}"]`;
  return null;
}

function attributeProblem(el: Element, name: string, value: string, profile: CheckedProfile): string | null {
  const tag = el.localName;
  if (name.startsWith('on')) return `${tag}[${name}] event handler`;
  if (name.includes(':')) return `${tag}[${name}] attribute`;
  if (profile === 'fragment' && FRAGMENT_CHECKED.includes(name)) {
    const problem = fragmentProblem(el, name, value);
    // A link also goes through the URL checks below.
    if (problem || name !== 'href') return problem;
  }
  if (FORBIDDEN_ATTRIBUTES.includes(name) || name.startsWith('data-')) return `${tag}[${name}] attribute`;
  return URL_ATTRIBUTES.includes(name) ? urlProblem(tag, name, value) : null;
}

/** Everything dangerous under `root`; an empty list means harmless. */
export function findProblems(root: ParentNode, profile: CheckedProfile = 'article'): string[] {
  const problems: string[] = [];
  for (const el of root.querySelectorAll('*')) {
    const tag = el.localName;
    const allowed = profile === 'fragment' && FRAGMENT_ELEMENTS.includes(tag);
    if (FORBIDDEN_ELEMENTS.includes(tag) && !allowed) problems.push(`<${tag}> element`);
    if (el.namespaceURI !== 'http://www.w3.org/1999/xhtml') problems.push(`<${tag}> outside the HTML namespace`);
    if (tag.includes('-')) problems.push(`<${tag}> custom element`);
    if (tag === 'form' && el.parentElement?.closest('form')) problems.push('<form> inside a form');
    if (tag === 'iframe') {
      const problem = frameProblem(el);
      if (problem) problems.push(problem);
    }
    if (el.hasAttribute('target') && !/\bnoopener\b/.test(el.getAttribute('rel') ?? '')) {
      problems.push(`<${tag} target> without rel="noopener"`);
    }
    for (const { name, value } of el.attributes) {
      const problem = attributeProblem(el, name, value, profile);
      if (problem) problems.push(problem);
    }
  }
  return problems;
}
