import type { SiteMode } from './site-mode';

/**
 * What the server and the app's server bundle (src/entry-server.tsx, built into dist/server/) agree
 * on: the server loads the bundle by path, never by import, and calls it for every HTML page
 * (docs/decisions/0070-server-rendered-pages.md). `Brand` is the brand config (brands/schema.ts).
 */

/** Where the built bundle lies, under the build folder. */
export const SERVER_BUNDLE_PATH = 'server/entry-server.js';

/** Files loaded with a page: modules preloaded beside its script, and its stylesheets, in order. */
export interface AssetSet {
  modulePreloads: string[];
  stylesheets: string[];
}

/** The client build's files, from its manifest (dist/.vite/manifest.json, server/html/client-assets.ts). */
export interface PageAssets extends AssetSet {
  /** The app's entry module, e.g. '/assets/index-abc.js'; its imports and styles are the AssetSet. */
  entry: string;
  /**
   * Each route's own component chunk, by route id ('/blog/'), with what it imports and its styles:
   * the page's routes load them at once, so the server's HTML is styled as the app will be.
   */
  routes: Record<string, AssetSet>;
  /**
   * The stylesheets' text, by URL: a page writes these into its <head> (with the response's CSP
   * nonce) instead of linking them, so its first paint waits for no other request (decision 0087).
   * A stylesheet without its text here is linked.
   */
  inlineStyles?: Record<string, string>;
}

export interface PageRequest<Brand> {
  /** The page's absolute URL as the reader asked for it. */
  url: string;
  /** The request's Cookie header ('' when none). */
  cookie: string;
  brand: Brand;
  siteMode: SiteMode;
  /** This response's CSP nonce (for the dialogs' inline <style>, src/app/csp-nonce.ts). */
  cspNonce: string;
  /**
   * The branded shell only, no route rendered: the page the service worker precaches (SHELL_URL),
   * rendered in the browser from its cache.
   */
  shell?: boolean;
  /** This server's own API, called in-process as the reader: same guards, validation and SQL. */
  api: (request: Request) => Promise<Response>;
}

export type PageAnswer =
  | {
      kind: 'html';
      status: number;
      html: string;
      /** Rendered for a signed-in reader: for this reader only, never stored ('private, no-store'). */
      personal: boolean;
    }
  | { kind: 'redirect'; status: number; location: string };

/** What a sanitize call needs: the page the HTML will be read on (links leaving it are marked external). */
export interface SanitizeRequest {
  /** The reader's page, e.g. the brand's /blog/ address. */
  url: string;
  /** Keep iframes from the allowed video hosts (contract/web-widget/embed-hosts.ts). */
  allowEmbeds?: boolean;
}

export interface PageRenderer<Brand> {
  render(request: PageRequest<Brand>): Promise<PageAnswer>;
  /**
   * Post HTML through the one sanitizer policy (src/lib/html/sanitize.ts, decisions 0025, 0052,
   * 0073), for the blog CMS, which stores what readers will get (docs/blog-cms.md).
   */
  sanitize(html: string, request: SanitizeRequest): string;
}

/** What the server lends the bundle once: things of Node the app's code never imports itself. */
export interface PageRendererHost {
  /** A DOM window (jsdom) for the sanitizer. */
  window: unknown;
  /** Per-request storage (an AsyncLocalStorage). */
  scope: {
    run<R>(store: { cookie: string; url: string; siteMode: SiteMode }, fn: () => R): R;
    getStore(): { cookie: string; url: string; siteMode: SiteMode } | undefined;
  };
  assets: PageAssets;
  /** Logs a page that could not be rendered on the server (it is sent as the shell instead). */
  warn: (message: string, detail: Record<string, unknown>) => void;
}

/** The bundle's one export. */
export type CreatePageRenderer<Brand> = (host: PageRendererHost) => PageRenderer<Brand>;
