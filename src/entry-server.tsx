/**
 * The app's server bundle (`vite build --ssr`, into dist/server/entry-server.js): the one place a
 * page's HTML is written (decision 0070). The server loads it by path and lends it, once, what of
 * Node it needs (contract/site/page-render.ts), so nothing in src/ imports Node itself.
 */
import type { BrandConfig } from './lib/brand';
import { provideServerWindow } from './lib/ssr/dom-window';
import { provideServerScope } from './lib/ssr/server-scope';
import type { CreatePageRenderer } from '#contract/site/page-render';
import { renderPage } from './app/server-render/render-page';
import { sanitizeHtml } from './lib/html/sanitize';
import { provideSanitizer } from './lib/html/sanitizer-loader';

export const createPageRenderer: CreatePageRenderer<BrandConfig> = (host) => {
  provideServerWindow(host.window as Window);
  provideServerScope(() => host.scope.getStore());
  // Every server render sanitizes at once; the browser loads the sanitizer when it needs it.
  provideSanitizer(sanitizeHtml);
  const ctx = { assets: host.assets, warn: host.warn };
  return {
    render: (req) =>
      host.scope.run({ cookie: req.cookie, url: req.url, siteMode: req.siteMode }, () => renderPage(ctx, req)),
    sanitize: (html, { url, allowEmbeds = false }) =>
      host.scope.run({ cookie: '', url, siteMode: 'standard' }, () => sanitizeHtml(html, { allowEmbeds })),
  };
};
