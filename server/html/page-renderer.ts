import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import type { BrandConfig } from '../../brands/schema';
import {
  SERVER_BUNDLE_PATH,
  type CreatePageRenderer,
  type PageAssets,
  type PageRenderer,
  type PageRendererHost,
} from '#contract/site/page-render';
import { log } from '../log';
import { clientAssets } from './client-assets';

export type BrandPageRenderer = PageRenderer<BrandConfig>;
export interface PageBundle {
  createPageRenderer: CreatePageRenderer<BrandConfig>;
}
/** The renderer, loaded on first use and kept. */
export type LoadPageRenderer = () => Promise<BrandPageRenderer>;

/** Where Vite writes the client build's manifest. */
export const CLIENT_MANIFEST_PATH = '.vite/manifest.json';

/**
 * The DOM and the per-request storage every renderer of this process lends its bundle. The bundle
 * keeps what it is lent in module state (src/entry-server.tsx), so two renderers over one loaded
 * bundle (tests render with several asset sets) must lend the same ones: a request run in one
 * renderer's storage would otherwise be read from the other's, and find nothing.
 */
let shared: Pick<PageRendererHost, 'window' | 'scope'> | undefined;

/** What the server lends the bundle: one DOM for the sanitizer, per-request storage, the build's files, a logger. */
export function rendererHost(assets: PageAssets): PageRendererHost {
  shared ??= {
    window: new JSDOM('<!doctype html><html><head></head><body></body></html>').window,
    scope: new AsyncLocalStorage(),
  };
  return {
    ...shared,
    assets,
    warn: (message, detail) => log.warn(message, detail),
  };
}

/** A bundle's renderer, created once; callers that arrive while it loads share the load. */
export function lazyPageRenderer(load: () => Promise<PageBundle>, assets: PageAssets): LoadPageRenderer {
  let loading: Promise<BrandPageRenderer> | undefined;
  return () => (loading ??= load().then((bundle) => bundle.createPageRenderer(rendererHost(assets))));
}

/**
 * The app's server bundle in the build folder (`vite build --ssr`), loaded by path: the server never
 * imports src/ (decision 0070). Throws at once when the build has none; starts loading it at once.
 */
export function builtPageRenderer(distDir: string): LoadPageRenderer {
  const bundle = join(distDir, SERVER_BUNDLE_PATH);
  const manifest = join(distDir, CLIENT_MANIFEST_PATH);
  if (!existsSync(bundle) || !existsSync(manifest)) {
    throw new Error(`No server bundle at ${bundle}. Run "npm run build" first (npm start does it for you).`);
  }
  const assets = clientAssets(readFileSync(manifest, 'utf8'));
  const load = lazyPageRenderer(() => import(pathToFileURL(bundle).href) as Promise<PageBundle>, {
    ...assets,
    inlineStyles: readStyles(distDir, assets),
  });
  load().catch((error: unknown) => log.error('the server bundle could not be loaded', { error: String(error) }));
  return load;
}

/** Every stylesheet a page may name, read from the build once (they never change in a build). */
export function readStyles(distDir: string, assets: PageAssets): Record<string, string> {
  const hrefs = new Set([...assets.stylesheets, ...Object.values(assets.routes).flatMap((r) => r.stylesheets)]);
  return Object.fromEntries([...hrefs].map((href) => [href, readFileSync(join(distDir, href), 'utf8')]));
}
