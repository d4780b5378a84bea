import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import pkg from './package.json' with { type: 'json' };
import { widgetCssPlugin } from './scripts/widget-css';

/**
 * The embeddable blog widget (docs/widget.md): one classic script, dist/widget/tl-blogs.js, built
 * after the app by scripts/build-widget.ts, which then puts the CSS inside it and prints its SRI hash.
 * Decisions 0035 (router and dialog shims, one file) and 0037 (styles in a shadow root).
 */
const BUILD_ID = process.env.BUILD_ID ?? new Date().toISOString().replace(/\D/g, '').slice(0, 14);
const shim = (file: string) => resolve(import.meta.dirname, 'src/widget/shims', file);

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: {
    alias: [
      { find: '#src', replacement: resolve(import.meta.dirname, 'src') },
      // The blog's components, unchanged, on the widget's own router and on native <dialog>.
      { find: /^@tanstack\/react-router$/, replacement: shim('react-router.tsx') },
      { find: /^@radix-ui\/react-dialog$/, replacement: shim('react-dialog.tsx') },
    ],
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
    // Library mode with one IIFE output has no code splitting: the lazily loaded parts (video dialog,
    // comments) are in the file and evaluated on first use. The snippet's integrity hash then covers
    // every line that runs on the host page (decision 0035).
    lib: {
      entry: resolve(import.meta.dirname, 'src/widget/main.tsx'),
      formats: ['iife'],
      name: 'TlBlogsBundle',
      fileName: () => 'tl-blogs.js',
      cssFileName: 'tl-blogs',
    },
  },
});
