import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD_CEILING_GZIP_KB as CEILING } from '../../scripts/js-budgets';
import { firstLoad } from './first-load';
import { LATER_AREAS } from '../../contract/site/staff-areas';

const dist = resolve(process.env.DIST_DIR ?? 'dist');

/** Modules only a dialog, an article, a signed-in user or another screen needs (decision 0084). */
const LOADED_LATER = [
  /node_modules\/dompurify\//,
  /node_modules\/@radix-ui\//,
  /node_modules\/react-remove-scroll/,
  /^src\/components\/ui\/dialog\.tsx$/,
  /^src\/lib\/html\/sanitize\.ts$/,
  /^src\/lib\/fragments\/fragments-form\.ts$/,
  /^src\/features\/auth\/components\/(open-|fragment-|otp-|password-|google-|broker-|signup-code)/,
  /^src\/features\/blog\/components\//,
  /^src\/features\/baskets\/components\/(featured-baskets|managers)-page\.tsx$/,
  /^src\/features\/offline\/components\/(saved-articles|settings)-page\.tsx$/,
  /node_modules\/uplot\//,
  /^src\/features\/baskets\/page\//,
];

/**
 * What no public page needs to paint or hydrate, checked on each (decision 0295): the signed-in menu,
 * the watchers mounted after hydration, the query cache's persistence, the worker's registration, and
 * the API paths of areas a visitor's first page never calls. Since decision 0305 the request client
 * itself (ofetch and the status rules), which hydrating from the server's data never calls. Since decision
 * 0307 the routes' heads, which the page the server rendered already has; since decision 0308 the routes
 * of the later public areas.
 */
const AFTER_HYDRATION = [
  /^src\/features\/auth\/components\/account-menu\.tsx$/,
  /^src\/features\/notices\//,
  /^src\/features\/offline\/components\/update-prompt\.tsx$/,
  /^src\/features\/brokers\/components\/broker-sign-in-again\.tsx$/,
  /^src\/lib\/offline\/(persist|service-worker)\.ts$/,
  /node_modules\/(idb-keyval|@tanstack\/query-persist-client-core|workbox-window)\//,
  /^contract\/http\/api-paths\.ts$/,
  /^contract\/(investments|studio|ops|subscriptions|dealer|compliance)\/paths\.ts$/,
  /node_modules\/(ofetch|ufo|destr)\//,
  /^src\/lib\/http\/(ofetch-client|status-rules)\.ts$/,
  /^src\/app\/browser-transport\.ts$/,
  // The routes' heads: the server's head stands until the page has hydrated (decision 0307).
  /^src\/app\/(heads|page-head|head-tags|structured-data|article-head|basket-head|private-page-texts)\.ts$/,
  // The later public areas' routes and their search rules, a subtree of their own (decision 0308).
  new RegExp(`^src/routes/(${LATER_AREAS.join('|')})/`),
  /^src\/features\/baskets\/discover-search\.ts$/,
];

const later = (modules: string[]) => modules.filter((m) => LOADED_LATER.some((re) => re.test(m)));

/** The sanitizer and its policy: hydrating the server's HTML needs none of it (decision 0279). */
const SANITIZER = /node_modules\/dompurify\/|^src\/lib\/html\/sanitize(-[\w-]+)?\.ts$/;

/** The pages a visitor lands on (issue 33's bench pages). */
const PUBLIC_ROUTES = [
  'src/routes/index.tsx',
  'src/routes/blog/index.tsx',
  'src/routes/blog/article/$postId/$slug/index.tsx',
  'src/routes/featured/all/index.tsx',
  'src/routes/discover/expertbaskets/index.tsx',
  'src/routes/baskets/$basketHash/index.tsx',
  'src/routes/public/baskets/$basketHash/index.tsx',
  'src/routes/discover/managers/$slug/index.tsx',
];

/** The pages with a first-load budget of their own (issue 33): home, /blog, an article, both basket pages. */
const BUDGETED_ROUTES = [
  'src/routes/index.tsx',
  'src/routes/blog/index.tsx',
  'src/routes/blog/article/$postId/$slug/index.tsx',
  'src/routes/baskets/$basketHash/index.tsx',
  'src/routes/public/baskets/$basketHash/index.tsx',
];

describe('first-load JavaScript (entry and its static imports, gzip)', () => {
  it.each(BUDGETED_ROUTES)('%s: nothing that only comes after hydration', (route) => {
    const modules = firstLoad(dist, route).modules;
    expect(modules.filter((m) => AFTER_HYDRATION.some((re) => re.test(m)))).toEqual([]);
  });

  it('names modules the after-hydration patterns catch', () => {
    for (const f of [
      'src/features/auth/components/account-menu.tsx',
      'src/features/notices/components/notices-watcher.tsx',
      'src/features/offline/components/update-prompt.tsx',
      'src/features/brokers/components/broker-sign-in-again.tsx',
      'src/lib/offline/persist.ts',
      'src/lib/offline/service-worker.ts',
      'contract/http/api-paths.ts',
      'contract/investments/paths.ts',
      'contract/studio/paths.ts',
      'src/lib/http/ofetch-client.ts',
      'src/lib/http/status-rules.ts',
      'src/app/browser-transport.ts',
      'src/app/heads.ts',
      'src/app/page-head.ts',
      'src/app/head-tags.ts',
      'src/app/structured-data.ts',
      'src/app/article-head.ts',
      'src/app/basket-head.ts',
      'src/routes/discover/expertbaskets/index.tsx',
      'src/routes/featured/all/index.tsx',
      'src/features/baskets/discover-search.ts',
    ]) {
      expect(existsSync(f), f).toBe(true);
      expect(
        AFTER_HYDRATION.some((re) => re.test(f)),
        f,
      ).toBe(true);
    }
  });

  /**
   * The first Intl formatter a page makes loads the browser's locale data: 12–23 ms on a desktop, about
   * 70 ms of a throttled phone's main thread (decision 0304). No public page's first load uses Intl or
   * the locale methods built on it; figures are written by contract/locale/format.ts.
   */
  it.each(PUBLIC_ROUTES)('%s: no Intl, toLocale… or localeCompare in the first load', (route) => {
    const intl = /\bIntl\.|\.toLocale\w*\(|\.localeCompare\(/;
    const own = firstLoad(dist, route).modules.filter((m) => !m.includes('node_modules') && existsSync(m));
    expect(own.length).toBeGreaterThan(10);
    expect(own.filter((m) => intl.test(readFileSync(m, 'utf8')))).toEqual([]);
  });

  /**
   * Decision 0306: the pages that read their loader's queries from the cache (useCachedQuery and its
   * kin) hydrate without TanStack Query's observers, which come in a chunk of their own after the first
   * render. A page that went back to useQuery would bring them, and its first load fails here.
   */
  it.each(BUDGETED_ROUTES)('%s: no query observer in the first load', (route) => {
    const { modules } = firstLoad(dist, route);
    expect(modules.filter((m) => m.includes('node_modules/@tanstack/query-core/')).length).toBeGreaterThan(3);
    expect(modules.filter((m) => /\/(infiniteQueryObserver|queryObserver|useBaseQuery)\.js$/.test(m))).toEqual([]);
  });

  it(`home: ≤ ${CEILING.home} KB, with no dialog, sanitizer or other screen in it`, () => {
    const load = firstLoad(dist, 'src/routes/index.tsx');
    expect(later(load.modules)).toEqual([]);
    expect(load.gzipKb, load.files.join(' ')).toBeLessThanOrEqual(CEILING.home);
  });

  it(`the blog: ≤ ${CEILING.blog} KB, without the sanitizer`, () => {
    const load = firstLoad(dist, 'src/routes/blog/index.tsx');
    expect(load.modules.filter((m) => SANITIZER.test(m))).toEqual([]);
    expect(load.gzipKb, load.files.join(' ')).toBeLessThanOrEqual(CEILING.blog);
  });

  it(`an article: ≤ ${CEILING.article} KB, with no dialog code until one opens and no sanitizer`, () => {
    const load = firstLoad(dist, 'src/routes/blog/article/$postId/$slug/index.tsx');
    expect(load.modules.filter((m) => SANITIZER.test(m))).toEqual([]);
    const dialogs = /@radix-ui|^src\/components\/ui\/dialog\.tsx$|\/open-[\w-]+\.tsx$|\/video-dialog\.tsx$/;
    expect(load.modules.filter((m) => dialogs.test(m))).toEqual([]);
    expect(load.gzipKb, load.files.join(' ')).toBeLessThanOrEqual(CEILING.article);
  });

  /** The buy flow, which a basket page loads when the investor starts to invest. */
  const BUY_FLOW = ['src/features/trading/components/invest-flow.tsx', 'src/app/invest-flow-with-brokers.tsx'];

  it('names buy-flow and sanitizer modules that exist (a renamed file would leave a check unable to fail)', () => {
    expect(BUY_FLOW.filter((f) => !existsSync(f))).toEqual([]);
    for (const f of ['src/lib/html/sanitize.ts', 'src/lib/html/sanitize-policy.ts', 'node_modules/dompurify']) {
      expect(existsSync(f), f).toBe(true);
      expect(SANITIZER.test(f.startsWith('node_modules') ? `${f}/dist/purify.es.mjs` : f), f).toBe(true);
    }
  });

  it(`a basket page: ≤ ${CEILING.basket} KB, with no chart library or dialog until they show`, () => {
    for (const route of [
      'src/routes/baskets/$basketHash/index.tsx',
      'src/routes/public/baskets/$basketHash/index.tsx',
    ]) {
      const load = firstLoad(dist, route);
      const deferred = /node_modules\/uplot\/|\/performance-chart\.tsx$|@radix-ui/;
      expect(
        load.modules.filter((m) => deferred.test(m) || BUY_FLOW.includes(m)),
        route,
      ).toEqual([]);
      expect(load.gzipKb, load.files.join(' ')).toBeLessThanOrEqual(CEILING.basket);
    }
  });
});
