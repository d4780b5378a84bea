import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { brands, defaultBrand } from '../../brands/registry';
import type { AppEnv } from '../app-env';
import { isDemoHost } from './demo-host';
import { DEMO_VARIANTS, demoCsp, demoPage, notFoundPage, type DemoPageInput, type DemoVariant } from './demo-pages';
import { DEMO_READERS, readerAction, readerAssertion, readerOf, returnPath } from './demo-reader';
import { signInPage } from './demo-sign-in-page';

/**
 * A third-party demo site on its own origin: requests whose Host is `partner.localhost` or a
 * subdomain of it (any port) get "The Daily Ledger", a partner news site embedding the blog widget.
 * `partner.localhost` is in the default brand's `embedOrigins`; a subdomain such as
 * `unlisted.partner.localhost` is not, and shows what a site that may not embed the blog sees.
 *
 * - /blog/ — the list page; /blog/post — the detail page (data-tl-post-detail-page-url)
 * - ?brand=<id> — embed another brand's widget; ?list=<value> — data-tl-post-list
 * - ?variant=<name> — see DEMO_VARIANTS
 * - /account/sign-in, /account/sign-out — its signed-in reader (demo-reader.ts)
 */
const ASSETS: Record<string, { file: string; type: string }> = {
  '/demo.css': { file: 'demo.css', type: 'text/css; charset=utf-8' },
  '/hostile.css': { file: 'hostile.css', type: 'text/css; charset=utf-8' },
  '/late-mount.js': { file: 'late-mount.js', type: 'text/javascript; charset=utf-8' },
  '/reader.js': { file: 'reader.js', type: 'text/javascript; charset=utf-8' },
};

const readIntegrity = (distDir: string): string | null => {
  const file = join(distDir, 'widget', 'tl-blogs.integrity.txt');
  if (!existsSync(file)) return null;
  const value = readFileSync(file, 'utf8').trim();
  return /^sha384-[A-Za-z0-9+/]+=*$/.test(value) ? value : null;
};

/** The sign-in page's policy: nothing but its own stylesheet and form. */
const SIGN_IN_CSP = "default-src 'self'; img-src 'self' data:; form-action 'self'; base-uri 'self'; object-src 'none'";

/** Answers every request to the demo host; passes everything else on. Mounted before the app's headers. */
export function demoSite({ distDir }: { distDir: string }): MiddlewareHandler<AppEnv> {
  const assetsDir = join(import.meta.dirname, 'assets');
  return async (c, next) => {
    const hostHeader = c.req.header('host');
    if (!isDemoHost(hostHeader)) return next();
    const url = new URL(c.req.url);
    const common = { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-cache' };

    const asset = ASSETS[url.pathname];
    if (asset && (c.req.method === 'GET' || c.req.method === 'HEAD')) {
      return c.body(readFileSync(join(assetsDir, asset.file), 'utf8'), 200, { ...common, 'Content-Type': asset.type });
    }
    if (url.pathname === '/' || url.pathname === '/blog') return c.redirect(`/blog/${url.search}`, 302);
    const isGet = c.req.method === 'GET' || c.req.method === 'HEAD';
    const back = returnPath(url.searchParams.get('next') ?? undefined);
    const brandOf = (search: URLSearchParams) => brands.find((b) => b.id === search.get('brand')) ?? defaultBrand;
    if (url.pathname === '/account/sign-in' && isGet) {
      const brandName = brandOf(new URL(back, url).searchParams).displayName;
      const page = signInPage({ readers: DEMO_READERS, next: back, brandName });
      return c.html(page.value, 200, { ...common, 'Content-Security-Policy': SIGN_IN_CSP });
    }
    if (c.req.method === 'POST' && (url.pathname === '/account/sign-in' || url.pathname === '/account/sign-out')) {
      const res = await readerAction(c, url.pathname === '/account/sign-in' ? 'sign-in' : 'sign-out');
      res.headers.set('Cache-Control', 'no-store');
      return res;
    }
    const kind = url.pathname === '/blog/' ? 'list' : url.pathname === '/blog/post' ? 'detail' : null;
    if (!kind || !isGet) return c.html(notFoundPage().value, 404, common);

    const brand = brandOf(url.searchParams);
    const port = /:(\d+)$/.exec(hostHeader ?? '')?.[1];
    const brandOrigin = `http://${brand.hosts[0]}${port ? `:${port}` : ''}`;
    const variantParam = url.searchParams.get('variant');
    const variant = DEMO_VARIANTS.find((v) => v === variantParam) ?? (null as DemoVariant | null);
    const tokenVariant = variant === 'expired-reader' || variant === 'forged-reader' ? variant : null;
    const reader = readerOf(c);
    const email = reader?.email ?? (tokenVariant ? DEMO_READERS[0]!.email : null);
    const input: DemoPageInput = {
      kind,
      brand,
      isDefaultBrand: brand.id === defaultBrand.id,
      partnerOrigin: `http://${hostHeader?.toLowerCase()}`,
      brandOrigin,
      integrity: readIntegrity(distDir),
      variant,
      postList: (url.searchParams.get('list') ?? 'all').slice(0, 40),
      reader,
      readerToken: email ? await readerAssertion(c, brand, email, tokenVariant) : null,
      here: `${url.pathname}${url.search}`,
    };
    return c.html(demoPage(input).value, 200, {
      ...common,
      'Content-Security-Policy': demoCsp(brandOrigin),
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
  };
}
