import { AsyncLocalStorage } from 'node:async_hooks';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, type Plugin, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { brandForHost } from './brands/registry';
import { renderSecurityTxt, SECURITY_TXT_PATH, SECURITY_TXT_TEMPLATE } from './brands/security-txt';
import type { BrandConfig } from './brands/schema';
import type { CreatePageRenderer } from '#contract/site/page-render';
import { parseSiteMode } from '#contract/site/site-mode';
import { routeSubtrees } from './scripts/route-subtrees';

/** One id per build: the shell's precache revision and the persisted query cache's buster. */
const BUILD_ID = process.env.BUILD_ID ?? new Date().toISOString().replace(/\D/g, '').slice(0, 14);

/**
 * The libraries of the first load: React, TanStack Router and Query, jotai (and what they use). Not the
 * query cache's persistence and its IndexedDB store, which load after it (decision 0295), nor ofetch,
 * which comes with the request client's first call (decision 0305).
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](?!query-persist-client-core)[\w-]+|jotai|use-sync-external-store)[\\/]/;

/** TanStack Query's observer and the hooks built on it (the 'query-observer' chunk). */
const QUERY_OBSERVER =
  /[\\/]node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/].*[\\/](queryObserver|infiniteQueryObserver|useBaseQuery|useQuery|useSuspenseQuery|suspense|errorBoundaryUtils)\.js$/;

const CACHED_QUERY = /[\\/]src[\\/]lib[\\/]http[\\/]cached-query(-core)?\.ts$/;

const ARTICLE_PAGE =
  /[\\/]src[\\/]features[\\/]blog[\\/](article-loader|use-scrollable-tables|components[\\/](article-page|article-more-pages|like-button|premium-gate|article\.css))\.tsx?(\.vanilla\.css)?(\?.*)?$/;

const SAFE_HTML =
  /[\\/](src[\\/]components[\\/]ui[\\/]safe-html\.tsx|src[\\/]lib[\\/]html[\\/]embed-frame\.ts|contract[\\/]web-widget[\\/]embed-hosts\.ts)$/;

/** V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints), the first line of a chunk. */
const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Chrome (136+) compiles every function of a script that starts with the hint while it streams the
 * script, on a background thread, instead of on the main thread as each is first called: the entry and
 * the framework run most of theirs as a page starts (decision 0304). Added last, after the preload
 * helper's line, as the first line of the file; the hidden source map moves down a line with it.
 */
const eagerCompileHint = (): PluginOption => ({
  name: 'eager-compile-hint',
  apply: 'build',
  generateBundle: {
    order: 'post',
    handler(_, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !(chunk.isEntry || chunk.name === 'framework')) continue;
        chunk.code = `${EAGER_COMPILE_HINT}\n${chunk.code}`;
        // The hidden map is already an asset of its own by now: its lines start one further down.
        const map = bundle[`${chunk.fileName}.map`];
        if (map?.type !== 'asset') throw new Error(`no source map asset for ${chunk.fileName}`);
        const json = JSON.parse(String(map.source)) as { mappings: string };
        map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
      }
    },
  },
});

/**
 * In `vite dev`, pages come from the app's server bundle as the reference server renders them, as
 * the shell (the API is the reference server's, `npm run serve`): the brand by Host, then Vite's
 * client and hot reload put in.
 */
function devPages(): Plugin {
  return {
    name: 'dev-pages',
    apply: 'serve',
    configureServer(server) {
      // public/'s security.txt is a template: filled for the host's brand, as the build does (decision 0241).
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' || req.url?.split('?')[0] !== SECURITY_TXT_PATH) return next();
        const template = readFileSync(resolve(import.meta.dirname, SECURITY_TXT_TEMPLATE), 'utf8');
        res.setHeader('content-type', 'text/plain; charset=utf-8');
        res.end(renderSecurityTxt(template, brandForHost(req.headers.host), new Date()));
      });
      server.middlewares.use(async (req, res, next) => {
        const accept = req.headers.accept ?? '';
        if (req.method !== 'GET' || !accept.includes('text/html')) return next();
        const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
        const { JSDOM } = await import('jsdom');
        const bundle = (await server.ssrLoadModule('/src/entry-server.tsx')) as {
          createPageRenderer: CreatePageRenderer<BrandConfig>;
        };
        const renderer = bundle.createPageRenderer({
          window: new JSDOM('').window,
          scope: new AsyncLocalStorage(),
          assets: { entry: '/src/main.tsx', modulePreloads: [], stylesheets: [], routes: {} },
          warn: (message, detail) => server.config.logger.warn(`${message} ${JSON.stringify(detail)}`),
        });
        const page = await renderer.render({
          url: url.href,
          cookie: req.headers.cookie ?? '',
          brand: brandForHost(req.headers.host),
          siteMode: parseSiteMode(process.env.SITE_MODE),
          cspNonce: '',
          shell: true,
          api: () => Promise.reject(new Error('vite dev renders the shell only')),
        });
        if (page.kind !== 'html') return next();
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(await server.transformIndexHtml(url.pathname, page.html));
      });
    },
  };
}

/** The client build; `vite build --ssr` builds the server bundle (src/entry-server.tsx) into dist/server/. */
const clientPlugins = (): PluginOption[] => [
  devPages(),
  eagerCompileHint(),
  routeSubtrees({ routeTree: 'src/app/route-tree.gen.ts', routesDir: 'src/routes' }),
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'sw',
    filename: 'sw.ts',
    injectRegister: false,
    registerType: 'prompt',
    // Each brand's manifest and icons are generated per brand (scripts/build-brand-assets.ts)
    // and served by host, so the plugin writes none.
    manifest: false,
    injectManifest: {
      // No HTML: the shell is always fetched branded from the server. No icons: they differ per host.
      globPatterns: ['assets/**/*.{js,css,woff2,svg,png,webp}'],
      globIgnores: ['**/*.map'],
      // The app shell: fetched from this origin's server at install, so it is this brand's page.
      additionalManifestEntries: [{ url: '/app-shell/', revision: BUILD_ID }],
    },
    devOptions: { enabled: false },
  }),
];

const distDir = process.env.DIST_DIR ?? 'dist';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/app/route-tree.gen.ts',
    }),
    react(),
    vanillaExtractPlugin(),
    ...(isSsrBuild ? [] : clientPlugins()),
  ],
  // '#src/…' (tsconfig.base.json `paths`): the app's own import alias, for modules three or more folders away.
  resolve: { alias: { '#src': resolve(import.meta.dirname, 'src') } },
  define: {
    __BUILD_ID__: JSON.stringify(BUILD_ID),
    // Node leaves process.env alone: the server bundle's libraries get their production builds here.
    ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  server: { allowedHosts: ['.localhost'] },
  // The design card's top-level folder of static files, copied into dist/ by the client build. Its
  // .well-known/security.txt is a template the build fills per brand (scripts/build-brand-assets.ts).
  publicDir: 'public',
  // The server bundle carries its libraries (React's production build among them): dist/ runs anywhere,
  // with or without node_modules beside it.
  ssr: { noExternal: isSsrBuild ? true : undefined },
  // Hidden maps: written for error tooling, never linked from the files, never served (server/static.ts).
  build: isSsrBuild
    ? {
        target: 'node20',
        sourcemap: 'hidden',
        outDir: resolve(distDir, 'server'),
        emptyOutDir: true,
        copyPublicDir: false,
        rolldownOptions: { input: 'src/entry-server.tsx', output: { entryFileNames: 'entry-server.js' } },
      }
    : {
        target: 'es2022',
        sourcemap: 'hidden',
        outDir: distDir,
        // The manifest (dist/.vite/, never served) names the entry's files for the server's pages
        // (server/html/client-assets.ts) and lets tests/build hold the first load to its budget.
        manifest: true,
        rolldownOptions: {
          output: {
            codeSplitting: {
              // The libraries every page starts with, in one long-lived chunk rather than a dozen small
              // ones (decision 0084). Radix and DOMPurify are not among them: they load with what needs them.
              // Then everything else the entry imports, through any chain, in one chunk (decision 0294):
              // not two dozen small ones, each compressed alone. The areas' API paths go where they are
              // used: the public pages' queries import their own area's (decision 0295).
              groups: [
                { name: 'framework', test: FRAMEWORK, tags: ['$initial'] },
                // TanStack Query's observer with the hooks that use it, in one chunk: a page that reads
                // its query through a hook and the observer that comes after the first render
                // (src/lib/http/query-observer.ts, decision 0306) share it, instead of five small ones.
                { name: 'query-observer', test: QUERY_OBSERVER },
                { name: 'app', tags: ['$initial'] },
                // The cached reads and what they share, in one chunk: the pages that read through them
                // take one file rather than two (after the entry's: what they import from it stays there).
                { name: 'cached-query', test: CACHED_QUERY, includeDependenciesRecursively: false },
                // An article's page and its loader, which both article routes load together; and the
                // formats with the India time they are written in, which every page that formats loads.
                { name: 'article-page', test: ARTICLE_PAGE, includeDependenciesRecursively: false },
                { name: 'safe-html', test: SAFE_HTML, includeDependenciesRecursively: false },
                {
                  name: 'format',
                  test: /[\\/]contract[\\/]locale[\\/](format|ist)\.ts$/,
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
}));
