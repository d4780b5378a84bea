import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import pkg from './package.json' with { type: 'json' };
import { widgetCssPlugin } from './scripts/widget-css';
import {
  eagerDynamicImportsPlugin,
  packageStandInAliases,
  preactAliases,
  reactNamespaceImports,
} from './scripts/widget-bundle';

/**
 * The embeddable blog widget (docs/widget.md): one classic script, dist/widget/tl-blogs.js, built
 * after the app by scripts/build-widget.ts, which then puts the CSS inside it and prints its SRI hash.
 * Decisions 0060 (navigation and dialog seams, one file), 0037 (styles in a shadow root), 0082
 * (Preact) and 0083 (stand-ins, ≤ 50 KB gzip).
 */
const BUILD_ID = process.env.BUILD_ID ?? new Date().toISOString().replace(/\D/g, '').slice(0, 14);
const here = (path: string) => resolve(import.meta.dirname, path);

/**
 * The project's seams, swapped for the widget's own versions however they are imported: the blog's
 * screens then run on the widget's router and on native <dialog>, without TanStack Router or Radix
 * (decision 0060), and keep no saved articles and read no storage of the host page (decision 0083).
 */
const SEAMS = new Map([
  [here('src/lib/navigation.tsx'), here('src/widget/seams/navigation.tsx')],
  [here('src/components/ui/dialog.tsx'), here('src/widget/seams/dialog.tsx')],
  [here('src/components/ui/safe-html.tsx'), here('src/widget/seams/safe-html.tsx')],
  [here('src/lib/html/sanitizer-loader.ts'), here('src/widget/seams/sanitizer-loader.ts')],
  [here('src/lib/offline/offline-articles.ts'), here('src/widget/seams/offline-articles.ts')],
  [here('src/lib/session/validated-storage.ts'), here('src/widget/seams/validated-storage.ts')],
  [here('src/lib/push/push-later.ts'), here('src/widget/seams/push-later.ts')],
  [here('src/lib/html/image-preload.ts'), here('src/widget/seams/image-preload.ts')],
  [here('src/lib/http/cached-query.ts'), here('src/widget/seams/cached-query.ts')],
  [here('src/lib/http/cached-infinite-query.ts'), here('src/widget/seams/cached-infinite-query.ts')],
  [here('src/lib/http/cached-query-core.ts'), here('src/widget/seams/cached-query-core.ts')],
]);

function widgetSeams(): Plugin {
  return {
    name: 'widget-seams',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || importer.startsWith(here('src/widget/seams/'))) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved ? (SEAMS.get(resolved.id) ?? null) : null;
    },
  };
}

export default defineConfig({
  plugins: [
    widgetSeams(),
    reactNamespaceImports(),
    react(),
    vanillaExtractPlugin(),
    eagerDynamicImportsPlugin(here('src/')),
  ],
  // React → preact/compat (decision 0082), DOMPurify and ofetch → our stand-ins (0083): this build only.
  resolve: {
    alias: [{ find: '#src', replacement: here('src') }, ...preactAliases(), ...packageStandInAliases(here('.'))],
  },
  define: {
    // Library mode leaves process.env alone; React and friends need their production builds.
    'process.env.NODE_ENV': JSON.stringify('production'),
    __TL_BLOGS_VERSION__: JSON.stringify(`${pkg.version}+${BUILD_ID}`),
    __BUILD_ID__: JSON.stringify(BUILD_ID),
  },
  css: { postcss: { plugins: [widgetCssPlugin()] } },
  publicDir: false,
  build: {
    outDir: resolve(process.env.DIST_DIR ?? 'dist', 'widget'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: 'hidden',
    cssCodeSplit: false,
    reportCompressedSize: false,
    // Terser, three passes, not the default minifier: 1.8 KB gzip less of this file (60.8 → 59.0 KB);
    // on the app's chunks it did worse, so the app keeps the default (decision 0316).
    minify: 'terser',
    terserOptions: { ecma: 2020, compress: { passes: 3 }, format: { comments: false } },
    // Terser takes most of this build's 3 s, which rolldown would otherwise report on every build.
    rolldownOptions: { checks: { bundlerTimings: false } },
    // Library mode with one IIFE output has no code splitting: the lazily loaded parts (video dialog,
    // comments) are in the file (eagerDynamicImportsPlugin). The snippet's integrity hash then covers
    // every line that runs on the host page (decision 0039).
    lib: {
      entry: here('src/widget/main.tsx'),
      formats: ['iife'],
      name: 'TlBlogsBundle',
      fileName: () => 'tl-blogs.js',
      cssFileName: 'tl-blogs',
    },
  },
});
