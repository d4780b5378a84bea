// @vitest-environment jsdom
import DOMPurify from 'dompurify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { XSS_CANARY, XSS_PAYLOADS } from '../../../server/db/seed/xss-payloads';
import { findProblems } from '../../../tests/support/sanitize-check';
import { EMBED_FRAME_ATTRIBUTES } from './sanitize-policy';
import { sanitizeEmbed, sanitizeFragment, sanitizeHtml, toPlainText } from './sanitize';

/** How many payloads run unsanitized under jsdom (it has no layout, media or SVG animation). */
const LIVE_RAW = 30;
const EVENTS = ['error', 'load', 'click', 'mouseover', 'focus', 'toggle', 'animationstart', 'pointerenter', 'input'];

/**
 * Payloads run in the page's own script realm, whose `window` is not this test's global; an
 * inline handler runs there too, so the canary is set and read through one.
 */
function inPageRealm(code: string): void {
  const probe = document.createElement('i');
  probe.setAttribute('onclick', code);
  probe.dispatchEvent(new Event('click'));
}
const setCanary = (value: number) => inPageRealm(`window.${XSS_CANARY} = ${value}`);
function canary(): number {
  inPageRealm(`document.documentElement.setAttribute('data-canary', String(window.${XSS_CANARY}))`);
  return Number(document.documentElement.getAttribute('data-canary'));
}

/**
 * Mounts markup the way React's dangerouslySetInnerHTML does, then goes further than a browser
 * would: every script element is re-created so it runs, and every handler gets its event.
 */
function mount(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  for (const old of host.querySelectorAll('script')) {
    const script = document.createElement('script');
    for (const { name, value } of old.attributes) script.setAttribute(name, value);
    script.textContent = old.textContent;
    old.replaceWith(script);
  }
  for (const el of host.querySelectorAll('*')) for (const type of EVENTS) el.dispatchEvent(new Event(type));
  return host;
}

beforeEach(() => setCanary(0));
afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute('data-canary');
});

describe('the test harness', () => {
  it('sees a raw payload run, so a silent canary means something', () => {
    mount('<img src="x" onerror="window.__xss=1">');
    expect(canary()).toBe(1);
    setCanary(0);
    mount('<script>window.__xss=2</script>');
    expect(canary()).toBe(2);
  });

  it('runs many raw payloads, so the payloads are live', () => {
    const live = XSS_PAYLOADS.filter((p) => {
      document.body.replaceChildren();
      setCanary(0);
      mount(p.html);
      return canary() !== 0;
    });
    expect(live.length).toBeGreaterThanOrEqual(LIVE_RAW);
  });

  it('flags raw payloads as dangerous', () => {
    // Mounted in a page, or parsed as a document (where <body onhashchange> keeps its handler).
    const flagged = XSS_PAYLOADS.filter((p) => {
      document.body.replaceChildren();
      const asDocument = new DOMParser().parseFromString(p.html, 'text/html');
      return findProblems(mount(p.html)).length > 0 || findProblems(asDocument).length > 0;
    });
    expect(flagged.length).toBeGreaterThan(XSS_PAYLOADS.length * 0.9);
  });
});

it('has at least 60 payloads with unique names', () => {
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(60);
  expect(new Set(XSS_PAYLOADS.map((p) => p.name)).size).toBe(XSS_PAYLOADS.length);
});

describe.each([
  ['article profile', (html: string) => sanitizeHtml(html)],
  ['embed profile', sanitizeEmbed],
])('every XSS payload is harmless after the %s', (_, sanitize) => {
  it.each(XSS_PAYLOADS)('$name', ({ html }) => {
    const clean = sanitize(html);
    const host = mount(clean);
    expect(findProblems(host)).toEqual([]);
    expect(host.querySelector('script, base, meta, object, embed, form')).toBeNull();
    expect(canary()).toBe(0);
    // Stable when parsed again: markup that changes on a second parse is the mark of mutation XSS.
    expect(host.innerHTML).toBe(clean);
    expect(sanitize(clean)).toBe(clean);
  });
});

/** Fires the usual events on every element under `host` (as mount() does for markup). */
function fireEvents(host: HTMLElement): void {
  for (const el of host.querySelectorAll('*')) for (const type of EVENTS) el.dispatchEvent(new Event(type));
}

describe('every XSS payload is harmless after the fragment profile', () => {
  it.each(XSS_PAYLOADS)('$name', ({ html }) => {
    // As production does: the nodes themselves go into the page, never a string.
    const host = document.createElement('div');
    host.append(sanitizeFragment(html));
    document.body.append(host);
    fireEvents(host);
    expect(findProblems(host, 'fragment')).toEqual([]);
    expect(host.querySelector('script, base, meta, object, embed, iframe, img')).toBeNull();
    expect(canary()).toBe(0);
    // The nodes are exactly what their markup parses to, and that markup is settled.
    const markup = host.innerHTML;
    expect(mount(markup).innerHTML).toBe(markup);
    const again = document.createElement('div');
    again.append(sanitizeFragment(markup));
    expect(again.innerHTML).toBe(markup);
  });
});

describe('payloads with a raw NUL (cannot be stored in Postgres, so only here)', () => {
  it.each([
    `<img src=x on\u0000error="window.__xss=1">`,
    `<a href="java\u0000script:window.__xss=1">x</a>`,
    `<scr\u0000ipt>window.__xss=1</script>`,
    `<iframe src="https://www.youtube.com\u0000.evil.example/"></iframe>`,
  ])('%j', (html) => {
    const host = mount(sanitizeEmbed(html));
    expect(findProblems(host)).toEqual([]);
    expect(canary()).toBe(0);
  });
});

const ARTICLE = `
<h2>Why baskets</h2><h3>Risk</h3><h4>Costs</h4>
<p>Read the <a href="https://www.sebi.gov.in/">regulator</a>, our <a href="/blog/article/1/x/">guide</a>
or <a href="mailto:help@example.com">write</a>. <strong>Bold</strong> and <em>calm</em>.</p>
<ul><li>one</li></ul><ol start="3"><li>three</li></ol>
<blockquote cite="https://example.com/q">Quoted</blockquote>
<figure><img src="/media/posts/1-800.jpg" srcset="/media/posts/1-400.jpg 400w, /media/posts/1-800.jpg 800w"
 sizes="(max-width: 600px) 100vw, 800px" alt="Nifty: a chart" width="800" height="450" loading="eager">
<figcaption>Caption</figcaption></figure>
<table><thead><tr><th scope="col">Stock</th></tr></thead><tbody><tr><td colspan="2">INFY</td></tr></tbody></table>
<pre><code>const x = 1;</code></pre><hr><p>End<br>line</p>`;

describe('ordinary article markup', () => {
  it('keeps headings, lists, quotes, figures, tables and code', () => {
    const host = mount(sanitizeHtml(ARTICLE));
    expect([...host.querySelectorAll('h2, h3, h4')].map((h) => h.textContent)).toEqual([
      'Why baskets',
      'Risk',
      'Costs',
    ]);
    for (const sel of ['ul li', 'ol[start="3"] li', 'blockquote', 'figure figcaption', 'th[scope="col"]', 'pre code']) {
      expect(host.querySelector(sel), sel).not.toBeNull();
    }
    expect(host.querySelector('td')?.getAttribute('colspan')).toBe('2');
    expect(host.querySelectorAll('strong, em, hr, br')).toHaveLength(4);
  });

  it('keeps responsive images', () => {
    const img = mount(sanitizeHtml(ARTICLE)).querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/media/posts/1-800.jpg');
    expect(img.getAttribute('srcset')).toBe('/media/posts/1-400.jpg 400w, /media/posts/1-800.jpg 800w');
    expect(img.getAttribute('sizes')).toBe('(max-width: 600px) 100vw, 800px');
    expect([img.alt, img.width, img.height, img.getAttribute('loading')]).toEqual([
      'Nifty: a chart',
      800,
      450,
      'eager',
    ]);
  });

  it('opens external links in a new tab without opener or referrer, and leaves the rest alone', () => {
    const [external, internal, mail] = mount(sanitizeHtml(ARTICLE)).querySelectorAll('a');
    expect(external!.getAttribute('target')).toBe('_blank');
    expect(external!.getAttribute('rel')).toBe('noopener noreferrer');
    for (const link of [internal!, mail!]) {
      expect(link.hasAttribute('target')).toBe(false);
      expect(link.hasAttribute('rel')).toBe(false);
    }
    const framed = mount(sanitizeHtml('<a href="/x" target="_top" rel="opener">x</a>')).querySelector('a')!;
    expect(framed.outerHTML).toBe('<a href="/x">x</a>');
  });

  it('strips style, class, id, data-* and unknown attributes but keeps the text', () => {
    const clean = sanitizeHtml('<p style="color:red" class="x" id="y" data-x="1" contenteditable>Text</p>');
    expect(clean).toBe('<p>Text</p>');
  });

  it('lazy-loads images unless told otherwise, and keeps only raster data: images', () => {
    const host = mount(
      sanitizeHtml(
        '<img src="/a.jpg" width="10px"><img src="data:image/png;base64,iVBORw0KGgo="><img src="data:image/svg+xml;base64,PHN2Zz4=">',
      ),
    );
    const [plain, png, svg] = host.querySelectorAll('img');
    expect(plain!.getAttribute('loading')).toBe('lazy');
    expect(plain!.hasAttribute('width')).toBe(false);
    expect(png!.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(svg!.hasAttribute('src')).toBe(false);
  });

  it('returns an empty string for empty input', () => {
    expect(sanitizeHtml('')).toBe('');
  });
});

const NOCOOKIE =
  '<iframe src="https://www.youtube-nocookie.com/embed/abc" allow="camera; autoplay" allowfullscreen></iframe>';

describe('embeds', () => {
  it('removes every iframe without allowEmbeds', () => {
    expect(sanitizeHtml(`<p>Watch</p>${NOCOOKIE}`)).toBe('<p>Watch</p>');
  });

  it('keeps a YouTube nocookie embed with allowEmbeds, sandboxed and limited', () => {
    const frame = mount(sanitizeHtml(NOCOOKIE, { allowEmbeds: true })).querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/abc');
    expect(frame.getAttribute('sandbox')).toBe(EMBED_FRAME_ATTRIBUTES.sandbox);
    expect(frame.getAttribute('allow')).toBe('autoplay; encrypted-media; picture-in-picture; fullscreen');
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(frame.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
    expect(frame.getAttribute('title')).toBe('Embedded video');
    expect(frame.hasAttribute('allowfullscreen')).toBe(false);
  });

  it('keeps a Vimeo embed and its title', () => {
    const html = '<iframe src="https://player.vimeo.com/video/76979871" title="Market outlook" width="640"></iframe>';
    const frame = mount(sanitizeEmbed(html)).querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('https://player.vimeo.com/video/76979871');
    expect(frame.title).toBe('Market outlook');
    expect(frame.width).toBe('640');
  });

  it.each([
    'https://evil.example/embed/abc',
    'http://www.youtube.com/embed/abc',
    '//www.youtube.com/embed/abc',
    '/embed/abc',
    'https://www.youtube.com:8443/embed/abc',
    'https://player.vimeo.com.evil.example/video/1',
  ])('removes an iframe from %s', (src) => {
    expect(sanitizeEmbed(`<p>x</p><iframe src="${src}"></iframe>`)).toBe('<p>x</p>');
  });
});

describe('toPlainText', () => {
  it('gives text only, with blocks separated and scripts dropped', () => {
    const html =
      '<h2>Title</h2><p>One<br>two &amp; <b>three</b></p><script>bad()</script><ul><li>a</li><li>b</li></ul>';
    expect(toPlainText(html)).toBe('Title One two & three a b');
  });

  it('keeps markup-looking text as text', () => {
    expect(toPlainText('<p>1 &lt; 2 &amp;&amp; &lt;b&gt;</p>')).toBe('1 < 2 && <b>');
    expect(toPlainText('')).toBe('');
  });
});

it('registers its hooks on its own DOMPurify instance, not the shared one', () => {
  sanitizeHtml('<a href="https://example.com/">x</a>');
  expect(DOMPurify.sanitize('<a href="https://example.com/">x</a>')).toBe('<a href="https://example.com/">x</a>');
});
