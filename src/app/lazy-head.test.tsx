// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { brands } from '../../brands/registry';
import { siteOrigin } from '#contract/site/site-origin';
import type { ArticleHeadFacts } from '../features/blog/article-loader';
import { articleHead } from './article-head';
import { ServerHead } from './document/server-head';
import { headInDocument } from './document-head-tags';
import type { PageHead } from './head-tags';
import { keepServerHead, lazyHead, rootHead } from './lazy-head';
import { rootHead as workedOutRootHead } from './page-head';

const brand = brands.find((b) => b.id === 'starfolio')!;
const origin = siteOrigin(brand);
const context = { brand, origin };

const post: ArticleHeadFacts = {
  postId: 73,
  slug: 'what-is-a-sip',
  title: 'What is a SIP? <A "plan">',
  summary: 'A systematic investment plan puts the same amount & more into a fund every month.',
  imageSrcSet: '/media/posts/sip-400.jpg 400w, /media/posts/sip-1200.jpg 1200w',
  imageWidth: 1200,
  imageHeight: 675,
  pubDate: '2026-02-03T04:30:00.000Z',
  realAuthorName: 'Asha Menon',
  realAuthorUrl: '/authors/asha-menon/',
  isPremiumPost: true,
  publisher: null,
};
const articleMatch = { status: 'success', fullPath: '/blog/article/$postId/$slug/', context };

/** The tags as the server writes them: the route's head (as TanStack's HeadContent does), then its own part. */
function serverHeadHtml(head: PageHead): string {
  const route = renderToStaticMarkup(
    <>
      {head.meta.map((m, i) => ('title' in m ? <title key={i}>{m.title}</title> : <meta key={i} {...m} />))}
      {head.links.map((l, i) => (
        <link key={i} {...l} />
      ))}
    </>,
  );
  const scripts = head.scripts.map((s) => `<script type="${s.type}">${s.children}</script>`).join('');
  const server = renderToStaticMarkup(
    <ServerHead
      brand={brand}
      page={{
        cspNonce: 'bm9uY2U=',
        assets: {
          entry: '/assets/index.js',
          modulePreloads: [],
          stylesheets: ['/assets/index.css'],
          inlineStyles: { '/assets/index.css': 'a{}' },
        },
        preloadHref: null,
        shell: false,
      }}
    />,
  );
  return `<meta charset="utf-8"><meta name="viewport" content="width=device-width">${route}${server}${scripts}`;
}

let hydrated = () => {};
afterEach(() => {
  hydrated();
  document.head.innerHTML = '';
});

describe("the server's head read back from the document", () => {
  it("gives every tag a route's head writes, in order, and none of the server's own", () => {
    const article = articleHead('standard')({ match: articleMatch, loaderData: post });
    const organization = workedOutRootHead({ match: articleMatch }).scripts;
    const written: PageHead = { ...article, scripts: [...organization, ...article.scripts] };
    // Every kind of tag a head has: the share card, the article's time, a picture, the feed, JSON-LD.
    expect(written.meta.some((m) => 'property' in m && m.property === 'article:published_time')).toBe(true);
    expect(written.links.map((l) => l.rel)).toEqual(['canonical', 'alternate']);
    expect(written.scripts).toHaveLength(3);
    document.head.innerHTML = serverHeadHtml(written);
    expect(document.head.querySelector('meta[name="theme-color"]')).not.toBeNull();
    expect(headInDocument(document)).toEqual(written);
  });
});

describe("a route's head while the server's stands", () => {
  it("gives the server's tags at the root and nothing on the routes, until the page has hydrated", async () => {
    const article = articleHead('standard')({ match: articleMatch, loaderData: post });
    document.head.innerHTML = serverHeadHtml(article);
    const head = lazyHead((h) => h.articleHead('standard'));
    const args = { match: articleMatch, loaderData: post };

    hydrated = keepServerHead();
    expect(await rootHead({ match: articleMatch })).toEqual(article);
    expect(await head(args)).toEqual({});

    hydrated();
    // Worked out from the heads' code: the root's Organization and home words, the article's own head.
    expect(await rootHead({ match: articleMatch })).toEqual(workedOutRootHead({ match: articleMatch }));
    expect(await head(args)).toEqual(article);
  });

  it("works every head out at once where the page was not the server's (a shell, the server itself)", async () => {
    const head = lazyHead((h) => h.articleHead('standard'));
    expect(await head({ match: articleMatch, loaderData: post })).toEqual(
      articleHead('standard')({ match: articleMatch, loaderData: post }),
    );
  });
});
