// @vitest-environment jsdom
import RealPurify, { type Config } from 'dompurify';
import { describe, expect, it, vi } from 'vitest';
import { brands } from '../../../brands/registry';
import { loginModalFragment, subscriptionFragment } from '../../../server/auth/fragments';
import { buildSeedPosts } from '../../../server/db/seed/blog-seed-posts';
import { securityTestArticle, securityTestComments } from '../../../server/db/seed/blog-seed-xss';
import { XSS_PAYLOADS } from '../../../server/db/seed/xss-payloads';
import { renameEventHandlers } from '../../lib/html/sanitize-prepass';
import { ARTICLE, EMBED, FRAGMENT, type Profile } from '../../lib/html/sanitize-profiles';
import createWidgetPurify from './dompurify';

/**
 * The widget's DOMPurify stand-in (decision 0083) against DOMPurify itself: the same output for every
 * XSS payload, seeded post and visitor fragment, in every profile — one pass with the profile's hooks,
 * and the whole sanitizer (pre-pass, settling) built once on each.
 */

const real = await import('../../lib/html/sanitize');
vi.resetModules();
vi.doMock('dompurify', () => import('./dompurify'));
const widget = await import('../../lib/html/sanitize');
vi.doUnmock('dompurify');

/** Inputs beyond the payload table: parser corners the walk must treat as DOMPurify does. */
const CORNERS = [
  '',
  'plain text & more',
  '  \n <p>leading space</p>',
  '<!-- a comment --><p>after</p><!-- <b>markup</b> -->',
  '<?xml-stylesheet href="x.css"?><p>pi</p>',
  '<p>a<![CDATA[<b>x</b>]]>b</p>',
  '<table><tr><td>cell</td></tr></table>',
  '<table><thead><tr><th>h</th></tr></thead><colgroup><col span="2"></colgroup></table>',
  '<svg><p>out</p><a href="/x">in</a></svg><math><mi><p>x</p></mi></math>',
  '<div><style>p{}</style><noscript><p>x</p></noscript><template><p>t</p></template><xmp><b>x</b></xmp></div>',
  '<textarea><b>x</b></textarea><select><option>o</option></select><title>t</title>',
  '<p title="a/>b" lang=" en " dir="rtl" aria-label="l" aria-x="y" data-x="1">x</p>',
  '<a href=" javascript:alert(1)">a</a><a href="java&#x09;script:x">b</a><a href="/ok">c</a><a href="">d</a>',
  '<img src="data:image/png;base64,AAAA"><img src=" data:image/gif;base64,R0=">',
  '<label for="a">x</label><p for="b">y</p><span id="cookie">c</span><input name="body" id="location">',
  '<form><input name="attributes"><input name="nodeName"></form><form><input name="removeChild"></form>',
  '<form id="f"><input name="action" value=" v "><button name="submit" type="submit">s</button></form>',
  '<ul><li is="x-li">a</li></ul><custom-el>c</custom-el><p is="x">p</p>',
  '<p>one</p>\n<p>two</p>',
  '<a href="https://example.com/" target="_top" rel="opener">ext</a>',
  '<iframe src="https://www.youtube.com/embed/x" srcdoc="<b>">&lt;b&gt;</iframe>',
  '<div><p>nested <b>bold <i>both</i></b></p></div><p>unclosed <b>bold',
];

const purifier = (factory: (w: typeof window) => Pick<typeof RealPurify, 'addHook' | 'sanitize'>, p: Profile) => {
  const instance = factory(window);
  instance.addHook('uponSanitizeElement', (node) => {
    if (node.nodeType === Node.ELEMENT_NODE) p.element?.(node as Element);
  });
  instance.addHook('uponSanitizeAttribute', (node, event) => p.attribute(node, event));
  instance.addHook('afterSanitizeAttributes', (node) => p.finish?.(node));
  return instance;
};

/** The markup of the nodes a sanitizer returned (DOMPurify returns null where there is no body). */
const fragmentHtml = (f: DocumentFragment | null) => {
  if (f === null) return null;
  const div = document.createElement('div');
  div.append(f);
  return div.innerHTML;
};

const security = securityTestArticle();
const plans = [
  { interval: 'month', intervalCount: 1, amount: 999 },
  { interval: 'year', intervalCount: 1, amount: 9999 },
] as Parameters<typeof subscriptionFragment>[1];

type Inputs = Array<[string, string]>;
const PAYLOADS: Inputs = XSS_PAYLOADS.map((p) => [p.name, p.html]);
const CORNER_INPUTS: Inputs = CORNERS.map((html, i) => [`corner ${i}: ${html}`, html]);
/** What the article and embed profiles get: posts, short texts, embeds and comments. */
const ARTICLES: Inputs = [
  ...buildSeedPosts().flatMap((p): Inputs => [
    [`${p.slug} body`, p.body],
    [`${p.slug} short text`, p.shortText],
    ...(p.embeddedLink ? ([[`${p.slug} embed`, p.embeddedLink]] as Inputs) : []),
  ]),
  ['security test body', security.body],
  ['security test short text', security.shortText],
  ...securityTestComments().map((c, i): [string, string] => [`security test comment ${i}`, c]),
];
/** What the fragment profile gets: the visitor pages of every brand. */
const FRAGMENTS: Inputs = brands.flatMap((b): Inputs => [
  [`${b.id} login fragment`, loginModalFragment(b, '/blog/', { serverVerifiesGoogle: true }).value],
  [`${b.id} subscription fragment`, subscriptionFragment(b, plans).value],
]);

const PROFILES: Array<[string, Profile, Inputs]> = [
  ['article', ARTICLE, ARTICLES],
  ['embed', EMBED, ARTICLES],
  ['fragment', FRAGMENT, FRAGMENTS],
];

describe.each(PROFILES)('one pass of the %s profile gives what DOMPurify gives', (_, profile, real) => {
  const ours = purifier(createWidgetPurify as never, profile);
  const theirs = purifier(RealPurify as never, profile);
  const config = profile.config;
  // Fragments are placed as nodes (sanitizeFragment): for them, the nodes must be the same too.
  const asNodes = { ...config, RETURN_DOM_FRAGMENT: true } as const;
  it.each<[string, Inputs]>([
    ['the XSS payloads', PAYLOADS],
    ['parser corners', CORNER_INPUTS],
    ['what the server sends', real],
  ])('%s', (_group, inputs) => {
    for (const [name, html] of inputs) {
      const renamed = renameEventHandlers(html);
      for (const input of renamed === html ? [html] : [html, renamed]) {
        expect(ours.sanitize(input, config), name).toBe(theirs.sanitize(input, config));
        if (profile !== FRAGMENT) continue;
        expect(fragmentHtml(ours.sanitize(input, asNodes)), name).toBe(fragmentHtml(theirs.sanitize(input, asNodes)));
      }
    }
  });
});

describe('the whole sanitizer on the stand-in gives what it gives on DOMPurify', () => {
  // The payloads and corners are where the pre-pass and settling do any work.
  it.each<[string, Inputs]>([
    ['the XSS payloads', PAYLOADS],
    ['parser corners', CORNER_INPUTS],
  ])('%s', (_group, inputs) => {
    for (const [name, html] of inputs) {
      expect(widget.sanitizeHtml(html), name).toBe(real.sanitizeHtml(html));
      expect(widget.sanitizeEmbed(html), name).toBe(real.sanitizeEmbed(html));
      expect(fragmentHtml(widget.sanitizeFragment(html)), name).toBe(fragmentHtml(real.sanitizeFragment(html)));
      expect(widget.toPlainText(html), name).toBe(real.toPlainText(html));
    }
  });
});

describe('what the stand-in does not implement', () => {
  const ours = createWidgetPurify(window);
  it.each<[string, Config]>([
    ['no allow-lists', {}],
    ['DOMPurify defaults for data- attributes', { ...ARTICLE.config, ALLOW_DATA_ATTR: true }],
    ['unknown protocols', { ...ARTICLE.config, ALLOW_UNKNOWN_PROTOCOLS: true }],
    ['another option', { ...ARTICLE.config, ADD_TAGS: ['svg'] }],
    ['a whole document', { ...ARTICLE.config, WHOLE_DOCUMENT: true }],
  ])('throws rather than guess: %s', (_, config) => {
    expect(() => ours.sanitize('<p>x</p>', config)).toThrow(/widget's sanitizer/);
  });

  it('throws for a hook it does not run', () => {
    expect(() => ours.addHook('beforeSanitizeElements', () => undefined)).toThrow(/no beforeSanitizeElements hook/);
  });
});
