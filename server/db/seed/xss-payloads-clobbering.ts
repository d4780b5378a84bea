import { JS, REAL_IMAGE, XSS_CANARY, type XssPayload } from './xss-payload-kit';

/**
 * DOM clobbering (ids and names that stand in for document, window or form properties, or the
 * app's own globals), and the `is` attribute and custom elements.
 */
const document_: XssPayload[] = [
  { name: 'clobber document.cookie', html: `<img name="cookie" src="${REAL_IMAGE}">` },
  { name: 'clobber location by id', html: `<a id="location" href="https://evil.example/">x</a>` },
  { name: 'clobber getElementById', html: `<img name="getElementById" src="${REAL_IMAGE}">` },
  { name: 'clobber the canary', html: `<a id="${XSS_CANARY}" href="/x">x</a>` },
  { name: 'clobber form attributes', html: `<form name="body"><input name="attributes"></form>` },
  { name: 'clobber defaultView', html: `<a id="defaultView" href="/x">x</a>` },
  { name: 'clobber document.body by name', html: `<img name="body" src="${REAL_IMAGE}">` },
  { name: 'clobber currentScript', html: `<img id="currentScript" name="currentScript" src="${REAL_IMAGE}">` },
  { name: 'clobber a collection by two ids', html: `<a id="x" href="/1">1</a><a id="x" name="y" href="/2">2</a>` },
];

/** The globals the app and the widget read (src/lib/session-window.d.ts, src/widget/widget-env.d.ts). */
const appGlobals: XssPayload[] = [
  { name: 'clobber is_subscriber by id', html: `<div id="is_subscriber">x</div>` },
  { name: 'clobber TlBlogs by id', html: `<a id="TlBlogs" href="/x">x</a>` },
  { name: 'clobber is_subscriber by form name', html: `<form name="is_subscriber"><input name="value"></form>` },
  { name: 'clobber TlBlogs by image name', html: `<img name="TlBlogs" src="${REAL_IMAGE}" alt="">` },
  { name: 'clobber TlBlogs by iframe name', html: `<iframe name="TlBlogs"></iframe>` },
  { name: 'clobber is_subscriber by embed name', html: `<embed name="is_subscriber">` },
  { name: 'clobber TlBlogs by object id', html: `<object id="TlBlogs"></object>` },
];

/** Form properties a sanitizer (or the app) reads while it walks a form; each one shadowed by a field. */
const FORM_PROPERTIES = `nodeName nodeType parentNode removeChild setAttribute removeAttribute hasChildNodes namespaceURI
  textContent childNodes firstElementChild insertBefore ownerDocument innerHTML getAttribute submit action elements
  dataset method`;

const formProperties: XssPayload[] = FORM_PROPERTIES.split(/\s+/).map((property) => ({
  name: `clobber form.${property}`,
  html: `<form data-api="auth/login/" onmouseover="${JS}"><input name="${property}"><img src=x onerror="${JS}"></form>`,
}));

const customElements: XssPayload[] = [
  { name: 'is on a b element', html: `<b is="foo">bar</b>` },
  { name: 'is with a custom name', html: `<div is="foo-baz">x</div>` },
  { name: 'empty is', html: `<div is="">x</div>` },
  {
    name: 'custom element beside is',
    html: `<foo-bar baz="foobar" forbidden="true"></foo-bar><div is="foo-baz"></div>`,
  },
  { name: 'is with a handler', html: `<p is="x-widget" onclick="${JS}">x</p>` },
  { name: 'is on a button', html: `<button is="sf-login" onclick="${JS}">x</button>` },
  { name: 'is on a link with a script URL', html: `<a is="x-link" href="javascript:${JS}">x</a>` },
  { name: 'is on an autofocus input', html: `<input is="x-input" autofocus onfocus="${JS}">` },
  { name: 'custom element with its own handler', html: `<my-element onconnected="${JS}">x</my-element>` },
  {
    name: 'custom element with a shadow root',
    html: `<x-fragment><template shadowrootmode="open"><slot></slot><img src=x onerror="${JS}"></template>x</x-fragment>`,
  },
];

export const clobbering: XssPayload[] = [...document_, ...appGlobals, ...formProperties, ...customElements];
