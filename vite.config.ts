import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { brandForHost } from './brands/registry';
import { injectBrand } from './server/html/inject-brand';

/** One id per build: the shell's precache revision and the persisted query cache's buster. */
const BUILD_ID = process.env.BUILD_ID ?? new Date().toISOString().replace(/\D/g, '').slice(0, 14);

/** The libraries of the first load: React, TanStack Router and Query, jotai, ofetch (and what they use). */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|@tanstack|jotai|ofetch|ufo|destr|use-sync-external-store|idb-keyval)[\\/]/;

/** In `vite dev`, brand index.html by Host exactly as the reference server does. */
function devBrandHtml(): Plugin {
  return {
    name: 'dev-brand-html',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const accept = req.headers.accept ?? '';
        if (req.method !== 'GET' || !accept.includes('text/html')) return next();
        const url = new URL(req.url ?? '/', 'http://dev');
        const template = readFileSync(resolve(import.meta.dirname, 'index.html'), 'utf8');
        const html = await server.transformIndexHtml(url.pathname, template);
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(injectBrand(html, brandForHost(req.headers.host), { pathname: url.pathname }));
      });
    },
  };
}

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/app/route-tree.gen.ts',
    }),
    react(),
    vanillaExtractPlugin(),
    devBrandHtml(),
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
  ],
  // '#src/…' (tsconfig.base.json `paths`): the app's own import alias, for modules three or more folders away.
  resolve: { alias: { '#src': resolve(import.meta.dirname, 'src') } },
  define: { __BUILD_ID__: JSON.stringify(BUILD_ID) },
  server: { allowedHosts: ['.localhost'] },
  // Hidden maps: written for error tooling, never linked from the files, never served (server/static.ts).
  // The manifest (dist/.vite/, never served) lets tests/build hold the first load to its budget.
  build: {
    target: 'es2022',
    sourcemap: 'hidden',
    outDir: process.env.DIST_DIR ?? 'dist',
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries every page starts with, in one long-lived chunk rather than a dozen small
          // ones (decision 0084). Radix and DOMPurify are not among them: they load with what needs them.
          groups: [{ name: 'framework', test: FRAMEWORK }],
        },
      },
    },
  },
});
