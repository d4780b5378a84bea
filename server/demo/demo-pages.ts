import type { BrandConfig } from '../../brands/schema';
import { EMBED_FRAME_HOSTS } from '#contract/web-widget/embed-hosts';
import { markup, type Html } from '../auth/html';

/**
 * The partner demo's pages: a plain news site, "The Daily Ledger", that embeds the blog widget
 * exactly as docs/widget.md tells partners to. Nothing here is part of the product.
 */

/** Page variants, for trying (and testing) the widget's edge cases: `?variant=<name>`. */
export const DEMO_VARIANTS = [
  'missing-detail-url',
  'bad-list',
  'hostile-styles',
  'no-widget',
  'late',
  'no-integrity',
  'one-page',
  // A signed-in reader's token that the widget refuses (server/demo/demo-reader.ts).
  'expired-reader',
  'forged-reader',
] as const;
export type DemoVariant = (typeof DEMO_VARIANTS)[number];

export interface DemoPageInput {
  kind: 'list' | 'detail';
  brand: BrandConfig;
  /** Whether `brand` is the default (then `?brand=` is left out of URLs). */
  isDefaultBrand: boolean;
  /** This demo site's origin, e.g. http://partner.localhost:3000. */
  partnerOrigin: string;
  /** The brand host's origin the script comes from, e.g. http://starfolio.localhost:3000. */
  brandOrigin: string;
  /** `sha384-…` from the widget build, or null when there is no build of the widget. */
  integrity: string | null;
  variant: DemoVariant | null;
  /** data-tl-post-list; 'all' unless `?list=` says otherwise. */
  postList: string;
  /** The demo's signed-in reader (demo-reader.ts), or null. */
  reader: { name: string } | null;
  /** data-tl-site-client-token: the reader's assertion, signed by this demo's server; null for none. */
  readerToken: string | null;
  /** This page's path and query, where signing in or out returns. */
  here: string;
}

/** The detail page of this demo, as the widget is told in data-tl-post-detail-page-url. */
export const detailPageUrl = ({ partnerOrigin, brand, isDefaultBrand }: DemoPageInput) =>
  `${partnerOrigin}/blog/post${isDefaultBrand ? '' : `?brand=${brand.id}`}`;

export const listPageUrl = ({
  partnerOrigin,
  brand,
  isDefaultBrand,
}: Pick<DemoPageInput, 'partnerOrigin' | 'brand' | 'isDefaultBrand'>) =>
  `${partnerOrigin}/blog/${isDefaultBrand ? '' : `?brand=${brand.id}`}`;

/** A realistic partner policy: our script, API and images allowed by origin, no inline script or style. */
export function demoCsp(brandOrigin: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${brandOrigin}`,
    "style-src 'self'",
    `img-src 'self' data: ${brandOrigin}`,
    `connect-src 'self' ${brandOrigin}`,
    `frame-src ${EMBED_FRAME_HOSTS.map((h) => `https://${h}`).join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

function widgetMarkup(input: DemoPageInput): Html {
  const { variant, integrity } = input;
  if (variant === 'no-widget') return markup`<p class="note">This page shows the site without the blog.</p>`;
  // 'one-page': the list page is the detail page too, so the widget moves between them in place.
  const onePage = `${listPageUrl(input)}${input.isDefaultBrand ? '?' : '&'}variant=one-page`;
  const detailUrl = variant === 'missing-detail-url' ? null : variant === 'one-page' ? onePage : detailPageUrl(input);
  const postList = variant === 'bad-list' ? 'sideways' : input.postList;
  const src = `${input.brandOrigin}/widget/tl-blogs.js`;
  const element = markup`<div id="tl-blogs" data-tl-post-list="${postList}"${
    detailUrl ? markup` data-tl-post-detail-page-url="${detailUrl}"` : ''
  }${input.readerToken ? markup` data-tl-site-client-token="${input.readerToken}"` : ''}></div>`;
  if (!integrity) {
    return markup`<p class="note">The blog widget has not been built yet: run <code>npm run build</code>.</p>`;
  }
  const script =
    variant === 'no-integrity'
      ? markup`<script async src="${src}" crossorigin="anonymous"></script>`
      : markup`<script async src="${src}" integrity="${integrity}" crossorigin="anonymous"></script>`;
  // 'late': the script comes first; the partner's own script adds the element a moment later.
  if (variant === 'late') {
    return markup`${script}
      <template id="late-widget">${element}</template>
      <script src="/late-mount.js" defer></script>`;
  }
  return markup`${element}
      ${script}`;
}

/**
 * The reader's corner of the masthead: 'Sign in', or who is signed in and 'Sign out'. Both are there;
 * reader.js signs out in place (the widget sees its token go) and swaps which one shows.
 */
function readerMarkup({ reader, here }: DemoPageInput): Html {
  const next = encodeURIComponent(here);
  return markup`<div class="reader">
        <a id="reader-sign-in" href="/account/sign-in?next=${next}"${reader ? markup` hidden` : ''}>Sign in</a>
        <form id="reader-signed-in" method="post" action="/account/sign-out?next=${next}"${reader ? '' : markup` hidden`}>
          <span>Signed in as ${reader?.name ?? ''}</span>
          <button type="submit">Sign out</button>
        </form>
        <script src="/reader.js" defer></script>
      </div>`;
}

export function demoPage(input: DemoPageInput): Html {
  const { kind, brand } = input;
  const hostile = input.variant === 'hostile-styles' && markup`<link rel="stylesheet" href="/hostile.css" />`;
  const heading =
    kind === 'list'
      ? markup`<h1>Markets blog</h1>
      <p class="standfirst">Investing stories from our partner ${brand.displayName}, updated every day.</p>`
      : markup`<p class="section-label">Markets blog</p>`;
  return markup`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${kind === 'list' ? 'Markets blog' : 'Story'} — The Daily Ledger</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="/demo.css" />
    ${hostile || ''}
  </head>
  <body>
    <header class="masthead">
      <a class="logo" href="${listPageUrl(input)}">The Daily Ledger</a>
      <nav aria-label="Sections">
        <a href="${listPageUrl(input)}">Markets blog</a>
        <a href="${listPageUrl(input)}#about">About</a>
      </nav>
      ${readerMarkup(input)}
    </header>
    <main id="content" class="content">
      ${heading}
      ${widgetMarkup(input)}
    </main>
    <footer class="footer" id="about">
      <p>The Daily Ledger is a demo partner site. The blog above is ${brand.displayName}'s, embedded with one element and one script tag.</p>
    </footer>
  </body>
</html>
`;
}

export const notFoundPage = () =>
  markup`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Not found — The Daily Ledger</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="/demo.css" />
  </head>
  <body>
    <main class="content"><h1>Not found</h1><p><a href="/blog/">Go to the Markets blog</a></p></main>
  </body>
</html>
`;
