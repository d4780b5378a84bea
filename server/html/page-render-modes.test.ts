import { describe, expect, it, vi } from 'vitest';
import { testServerPerFile } from '../test-server-per-file';
import { brands } from '../../brands/registry';
import type { BrandConfig } from '../../brands/schema';
import type { PageRequest } from '#contract/site/page-render';
import { log } from '../log';
import { sourcePageRenderer } from '../test-support';

/**
 * The page renderer called directly (as server/static.ts does), for what the app cannot be made to
 * do on request: the analysis site, an API that fails, a brand with a private page turned off.
 */
const file = testServerPerFile({}, undefined, { timeout: 120_000 });
const starfolio = brands.find((b) => b.id === 'starfolio')!;

/** This brand's API in-process, as the reader (server/html/in-process-api.ts does the same for the app). */
const apiOf = (brand: BrandConfig) => (request: Request) => {
  const headers = new Headers(request.headers);
  headers.set('host', brand.hosts[0]!);
  return Promise.resolve(file.t.app.fetch(new Request(request.url, { headers })));
};
const failingApi = () => Promise.resolve(new Response('down', { status: 503 }));

async function render(path: string, options: Partial<PageRequest<BrandConfig>> = {}) {
  const brand = options.brand ?? starfolio;
  const renderer = await sourcePageRenderer();
  return renderer.render({
    url: `http://${brand.hosts[0]}${path}`,
    cookie: '',
    brand,
    siteMode: 'standard',
    cspNonce: 'test-nonce',
    api: apiOf(brand),
    ...options,
  });
}

const html = async (path: string, options: Partial<PageRequest<BrandConfig>> = {}) => {
  const answer = await render(path, options);
  if (answer.kind !== 'html') throw new Error(`${path}: ${answer.kind}`);
  return answer;
};
const preloads = (page: string) => [...page.matchAll(/<link rel="preload" as="fetch"[^>]*>/g)].map((m) => m[0]);

describe('the analysis site (SITE_MODE=analysis)', () => {
  it('is marked on the root element, and its stories link to /posts/…', async () => {
    const { html: page } = await html('/blog', { siteMode: 'analysis' });
    expect(page).toContain('<div id="root" data-base-url="/" data-site-mode="analysis">');
    expect(page).toMatch(/href="\/posts\/\d+\/[\w-]+\/"/);
    expect(page).not.toMatch(/href="\/blog\/article\//);
    const standard = await html('/blog');
    expect(standard.html).toContain('<div id="root" data-base-url="/">');
    expect(standard.html).toMatch(/href="\/blog\/article\/\d+\/[\w-]+\/"/);
  });

  it('answers its own article address, and sends the standard one there', async () => {
    expect((await html('/posts/73/what-is-a-sip/', { siteMode: 'analysis' })).status).toBe(200);
    expect(await render('/blog/article/73/what-is-a-sip/', { siteMode: 'analysis' })).toMatchObject({
      kind: 'redirect',
      location: '/posts/73/what-is-a-sip/',
    });
  });
});

describe('when the server cannot render a page', () => {
  it('sends the shell, which preloads the blog call the app will make, and says why in the log', async () => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    try {
      const list = await html('/blog/?pageNumber=6', { api: failingApi });
      expect(list.status).toBe(200);
      expect(list.html).toContain('<div id="root" data-base-url="/"></div>');
      expect(preloads(list.html)).toEqual([
        `<link rel="preload" as="fetch" crossorigin="use-credentials" href="/${starfolio.segment}/api/post/list/?pageNumber=6&amp;perPageCount=10"/>`,
      ]);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('rendered as the shell'), { url: '/blog/' });
      // An article is preloaded for visitors only: a preload carries no KEY, and premium bodies depend on it.
      const article = await html('/blog/article/12/x/', { api: failingApi });
      expect(preloads(article.html)[0]).toContain(`href="/${starfolio.segment}/api/post/details/?postId=12"`);
      const signedIn = await html('/blog/article/12/x/', { api: failingApi, cookie: 'jwt=a.b.c' });
      expect(preloads(signedIn.html)).toEqual([]);
      expect(signedIn.personal).toBe(true);
      const analysis = await html('/blog', { api: failingApi, siteMode: 'analysis' });
      expect(preloads(analysis.html)[0]).toContain(`/${starfolio.segment}/api/analysis/post/list/?pageNumber=1`);
      // Nothing to preload where the brand has no blog.
      const noBlog = { ...starfolio, features: { ...starfolio.features, blog: false } };
      expect(preloads((await html('/blog', { api: failingApi, brand: noBlog })).html)).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  });

  it('asks only this brand’s API, and only GET', async () => {
    const seen: string[] = [];
    await html('/blog', {
      api: (request) => {
        seen.push(`${request.method} ${new URL(request.url).pathname}`);
        return apiOf(starfolio)(request);
      },
    });
    expect(seen).toEqual([`GET /${starfolio.segment}/api/post/list/`]);
  });
});

describe('a call that meets a status rule of the browser (decision 0240)', () => {
  const PUBLIC_PAGE = '/public/baskets/quality-compounders/';
  const isShell = (page: string) => page.includes('<div id="root" data-base-url="/"></div>');
  const chartRows = (page: string) => /data-testid="chart-table"[\s\S]*?<tbody>(.*?)<\/tbody>/.exec(page)?.[1] ?? '';

  it("the public page of a shareable subscriber-only basket: rendered, its chart's table with it", async () => {
    const answer = await html(PUBLIC_PAGE);
    expect(answer.status).toBe(200);
    expect(isShell(answer.html)).toBe(false);
    expect(answer.html).toContain('>Quality Compounders</h1>');
    expect(chartRows(answer.html)).toMatch(/^<tr/);
  });

  it('makes the page the shell, even when the loader lets the call fail (a prefetch)', async () => {
    // The chart answers as a gated call does to a visitor: head.status 4 (the browser opens the screener).
    const screened = (request: Request) =>
      request.url.includes('/performance-chart/')
        ? Promise.resolve(
            Response.json({ head: { status: 4, message: 'This basket is for subscribers.' }, body: null }),
          )
        : apiOf(starfolio)(request);
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    try {
      const answer = await html(PUBLIC_PAGE, { api: screened });
      expect(answer.status).toBe(200);
      expect(isShell(answer.html)).toBe(true);
      expect(answer.html).not.toContain('Quality Compounders</h1>');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('status rules'), { url: PUBLIC_PAGE });
    } finally {
      warn.mockRestore();
    }
    // A failure no rule acts on (the chart cannot be drawn) still leaves the page rendered.
    const down = (request: Request) =>
      request.url.includes('/performance-chart/')
        ? Promise.resolve(new Response('down', { status: 503 }))
        : apiOf(starfolio)(request);
    const rendered = await html(PUBLIC_PAGE, { api: down });
    expect(isShell(rendered.html)).toBe(false);
    expect(rendered.html).toContain('>Quality Compounders</h1>');
  });
});

describe('a private page the brand turns off', () => {
  it('is the not-found page with a 404, rendered on the server', async () => {
    const off = { ...starfolio, features: { ...starfolio.features, 'account/settings/': false } };
    const answer = await html('/account/settings/', { brand: off });
    expect(answer.status).toBe(404);
    expect(answer.html).toContain(`<title>${off.pages.notFound.title}</title>`);
    expect(answer.html).toContain('Page not found</h1>');
  });
});

describe('the page’s data', () => {
  it('is JSON no script can break out of', async () => {
    const { html: page } = await html('/blog');
    const block = /<script id="query-state" type="application\/json">(.*?)<\/script>/s.exec(page)![1]!;
    expect(block).not.toMatch(/<\/?script/i);
    expect(block).toContain('\\u003cp>');
    expect(() => JSON.parse(block) as unknown).not.toThrow();
  });
});
