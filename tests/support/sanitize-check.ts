import { EMBED_FRAME_HOSTS } from '#contract/embed-hosts';
import { EMBED_FRAME_ATTRIBUTES } from '../../src/lib/html/sanitize-policy';

/**
 * An independent check of sanitized markup, used by the sanitizer's tests: it lists what
 * would be dangerous in a mounted tree, whatever the sanitizer's own rules say.
 */
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

/** Everything dangerous under `root`; an empty list means harmless. */
export function findProblems(root: ParentNode): string[] {
  const problems: string[] = [];
  for (const el of root.querySelectorAll('*')) {
    const tag = el.localName;
    if (FORBIDDEN_ELEMENTS.includes(tag)) problems.push(`<${tag}> element`);
    if (el.namespaceURI !== 'http://www.w3.org/1999/xhtml') problems.push(`<${tag}> outside the HTML namespace`);
    if (tag.includes('-')) problems.push(`<${tag}> custom element`);
    if (tag === 'iframe') {
      const problem = frameProblem(el);
      if (problem) problems.push(problem);
    }
    if (el.hasAttribute('target') && !/\bnoopener\b/.test(el.getAttribute('rel') ?? '')) {
      problems.push(`<${tag} target> without rel="noopener"`);
    }
    for (const { name, value } of el.attributes) {
      if (name.startsWith('on')) problems.push(`${tag}[${name}] event handler`);
      else if (FORBIDDEN_ATTRIBUTES.includes(name) || name.includes(':') || name.startsWith('data-')) {
        problems.push(`${tag}[${name}] attribute`);
      } else if (URL_ATTRIBUTES.includes(name)) {
        const problem = urlProblem(tag, name, value);
        if (problem) problems.push(problem);
      }
    }
  }
  return problems;
}
