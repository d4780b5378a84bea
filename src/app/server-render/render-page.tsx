import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { RouterServer, attachRouterServerSsrUtils, getSsrStatus } from '@tanstack/react-router/ssr/server';
import { createStore } from 'jotai';
import type { BrandConfig } from '../../lib/brand';
import { serverStateOf } from '../../lib/http/server-state';
import { firstBlogRequest, preloadHref } from '../../features/blog/first-request';
import { SHELL_URL } from '#contract/site/cache-names';
import { JWT_COOKIE } from '#contract/http/headers';
import { siteOrigin } from '#contract/site/site-origin';
import type { PageAnswer, PageAssets, PageRequest } from '#contract/site/page-render';
import { readCookie } from '../../lib/cookies';
import { AppProviders } from '../app';
import { scriptJson } from '../document/json-script';
import type { ServerPage } from '../document/page-frame';
import { ServerHead, type ServerHeadPage } from '../document/server-head';
import { createAppRouter } from '../router';
import { pageFiles } from './page-assets';
import { renderToHtml } from './render-html';
import { createServerApi } from './server-api';

export interface RenderContext {
  assets: PageAssets;
  warn: (message: string, detail: Record<string, unknown>) => void;
}

/** A shell's first blog call, preloaded while the app's script loads (decision 0029). */
function shellPreload(req: PageRequest<BrandConfig>, url: URL): string | null {
  if (!req.brand.features.blog) return null;
  const hasSession = readCookie(JWT_COOKIE, req.cookie) !== undefined;
  const request = firstBlogRequest({ pathname: url.pathname, search: url.search, mode: req.siteMode, hasSession });
  return request ? preloadHref(req.brand.segment, request) : null;
}

/** Only a path of this site: a redirect never leaves it. */
const sitePath = (href: string | null) => (href && /^\/(?![/\\])/.test(href) ? href : null);

/**
 * One page through TanStack Router's server API (decision 0070): the router loads the route on the
 * server, its loaders fill a query cache of this request's own by asking the API in-process as the
 * reader, and React renders the whole document with that data in it. A private page (`ssr:
 * 'data-only'`), one the server could not load, or one whose calls met an answer the browser's status
 * rules act on, goes out as the shell instead.
 */
export async function renderPage(ctx: RenderContext, req: PageRequest<BrandConfig>): Promise<PageAnswer> {
  const url = new URL(req.url);
  const shell = req.shell === true;
  // The server's cache: no retries, no garbage-collection timers, gone with the request.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // Whether an answer met a browser status rule, even in a call whose failure a loader let pass.
  const statusRule = { met: false };
  const api = createServerApi({
    brand: req.brand,
    pageUrl: req.url,
    cookie: req.cookie,
    api: req.api,
    onStatusRule: () => {
      statusRule.met = true;
    },
  });
  const store = createStore();
  // The precached shell stands for any page: it is titled as the home page.
  const entry = shell && url.pathname === SHELL_URL ? '/' : url.pathname + url.search;
  const history = createMemoryHistory({ initialEntries: [entry] });
  const router = createAppRouter(
    // Absolute addresses in the head (canonical, og:url): the brand's host as the reader asked for it.
    { brand: req.brand, origin: siteOrigin(req.brand, url.origin), queryClient, api, store },
    '/',
    { history, isShell: shell },
  );
  attachRouterServerSsrUtils({ router, manifest: undefined });
  try {
    await router.load();
    const result = router._serverResult;
    if (result?.type === 'redirect') {
      const location = sitePath(result.redirect.headers.get('Location'));
      if (location) return { kind: 'redirect', status: result.redirect.status, location };
      throw new Error('A route redirected off this site.');
    }
    const status = getSsrStatus(router);
    // A private page ('data-only': the server checks the route, the browser renders it), when found.
    const browserOnly = status === 200 && router.state.matches.some((m) => m.ssr === false || m.ssr === 'data-only');
    const failed = status === 500;
    // The browser meets that answer again before it hydrates, and its rule changes what the page shows
    // (decision 0240): the browser renders such a page itself.
    if (!shell && (browserOnly || failed || statusRule.met)) {
      if (failed) ctx.warn('page rendered as the shell: its route failed on the server', { url: url.pathname });
      else if (statusRule.met) {
        ctx.warn('page rendered as the shell: a call met an answer the browser’s status rules act on', {
          url: url.pathname,
        });
      }
      return await renderPage(ctx, { ...req, shell: true });
    }
    // The page's data travels as JSON the app reads, not as the router's inline script (decision 0070).
    router.serverSsr?.disableHydration();
    const page: ServerHeadPage = {
      cspNonce: req.cspNonce,
      assets: pageFiles(
        ctx.assets,
        router.state.matches.map((m) => m.routeId),
      ),
      preloadHref: shell ? shellPreload(req, url) : null,
      shell,
    };
    const server: ServerPage = {
      head: <ServerHead brand={req.brand} page={page} />,
      stateJson: shell ? null : scriptJson(serverStateOf(queryClient)),
    };
    const html = await renderToHtml(
      <AppProviders store={store} queryClient={queryClient} api={api} frame="document" server={server}>
        <RouterServer router={router} />
      </AppProviders>,
    );
    const personal = readCookie(JWT_COOKIE, req.cookie) !== undefined;
    return { kind: 'html', status: shell ? 200 : status, html, personal };
  } catch (error) {
    if (shell) throw error;
    ctx.warn('page rendered as the shell: the server render failed', { url: url.pathname, error: String(error) });
    return renderPage(ctx, { ...req, shell: true });
  } finally {
    router.serverSsr?.cleanup();
    queryClient.clear();
  }
}
