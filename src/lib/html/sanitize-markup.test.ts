// @vitest-environment jsdom
import DOMPurify from 'dompurify';
import { describe, expect, it } from 'vitest';
import { EMBED_FRAME_ATTRIBUTES } from './embed-frame';
import { sanitizeEmbed, sanitizeHtml, toPlainText } from './sanitize';
import { mount, resetCanaryEachTest } from '../../../tests/support/sanitize-page';

resetCanaryEachTest();

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
