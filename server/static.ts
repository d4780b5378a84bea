import { existsSync, readFileSync } from 'node:fs';
import { join, normalize, resolve } from 'node:path';
import type { Context } from 'hono';
import type { ContentfulStatusCode, RedirectStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from './app-env';
import { cacheScope, hasPrivateParts } from './cache/cache-marks';
import { sendFile } from './cache/static-file';
import { inProcessApi, type FetchApp } from './html/in-process-api';
import { aliasTarget } from './html/page-aliases';
import { builtPageRenderer, type LoadPageRenderer } from './html/page-renderer';
import { isHttps } from './security/client-address';
import { fileType, NOT_SENT_BY_NAME, STORED_SUFFIX } from './static-types';
import { parseSiteMode, type SiteMode } from '#contract/site/site-mode';

/** The path with its %-escapes decoded, or undefined when one is malformed ('/%', '/%E0%A4%A'). */
function decodedPath(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}

/**
 * Files that differ per brand: served from dist/brands/<id>/ at the same URL on every host, the
 * security.txt among them (RFC 9116, decision 0241).
 */
const BRAND_FILES = /^\/(manifest\.webmanifest|favicon\.svg|icons\/[a-z0-9-]+\.png|\.well-known\/security\.txt)$/;

export interface StaticServer {
  serve(c: Context<AppEnv>): Response | Promise<Response> | null;
  /**
   * A page, rendered by the app's server bundle for this host's brand and reader: its status is the
   * router's (404 for a path that is no screen here). `shell`: the branded shell the service worker
   * precaches, always 200. `fetchApp` is the app's own fetch, for the render's API calls.
   */
  page(c: Context<AppEnv>, options: { shell: boolean; fetchApp: FetchApp }): Promise<Response>;
}

export interface StaticOptions {
  /** SITE_MODE=analysis serves the tag-less analysis site (docs/decisions/0027-analysis-site-mode.md). */
  siteMode?: SiteMode;
  /** The page renderer; by default the build's server bundle (dist/server/entry-server.js). */
  pageRenderer?: LoadPageRenderer;
}

/**
 * Serves the build: its files, and every page through the app's server bundle (decision 0070), so
 * every HTML response is branded for its host and written in one place.
 */
export function createStaticServer(
  distDir: string,
  { siteMode = parseSiteMode(process.env.SITE_MODE), pageRenderer }: StaticOptions = {},
): StaticServer {
  const root = resolve(distDir);
  const renderer = pageRenderer ?? builtPageRenderer(root);
  const cache = new Map<string, Buffer | null>();

  // Hashed assets never change, so they are kept in memory; the worker script is read fresh each
  // time, so a deploy that replaces it is seen at once (and the update prompt can appear).
  const read = (file: string) => {
    if (file.endsWith('/sw.js')) return existsSync(file) ? readFileSync(file) : null;
    if (!cache.has(file)) cache.set(file, existsSync(file) ? readFileSync(file) : null);
    return cache.get(file) ?? null;
  };

  const file = (c: Context<AppEnv>, rel: string, cacheControl: string) => {
    const full = normalize(join(root, rel));
    if (!full.startsWith(root + '/')) return null;
    const data = read(full);
    if (!data) return null;
    // The build's compressed copies beside the file, read once per file (sendFile keeps what it sends).
    const stored = (encoding: keyof typeof STORED_SUFFIX) => {
      const copy = full + STORED_SUFFIX[encoding];
      return existsSync(copy) ? new Uint8Array(readFileSync(copy)) : null;
    };
    return sendFile(c, data, fileType(full), cacheControl, stored);
  };

  return {
    serve(c) {
      const path = decodedPath(new URL(c.req.url).pathname);
      if (path === undefined) return c.text('Bad request: the path has a malformed %-escape.', 400);
      // Source maps stay on the build machine (vite builds them 'hidden'): never served. Nor are the
      // compressed copies by their own names: they are sent as their files, with a Content-Encoding.
      if (path.includes('\0') || path.includes('..') || NOT_SENT_BY_NAME.test(path)) return null;
      if (BRAND_FILES.test(path)) {
        return file(c, join('brands', c.var.brand.id, path), 'public, max-age=3600');
      }
      if (path.startsWith('/assets/')) return file(c, path, 'public, max-age=31536000, immutable');
      if (path === '/sw.js' || /^\/workbox-[\w-]+\.js$/.test(path)) return file(c, path, 'no-cache');
      if (path.startsWith('/widget/')) return file(c, path, 'public, max-age=300');
      return null;
    },
    async page(c, { shell, fetchApp }) {
      // The address the reader asked for: https when a trusted proxy says so.
      const url = new URL(c.req.url);
      const alias = aliasTarget(url.pathname, c.var.brand);
      if (alias) return c.redirect(`${alias}${url.search}`, 307);
      if (isHttps(c)) url.protocol = 'https:';
      const answer = await (
        await renderer()
      ).render({
        url: url.href,
        cookie: c.req.header('cookie') ?? '',
        brand: c.var.brand,
        siteMode,
        cspNonce: c.var.cspNonce,
        shell,
        api: inProcessApi(c, fetchApp),
      });
      if (answer.kind === 'redirect') return c.redirect(answer.location, answer.status as RedirectStatusCode);
      // A signed-in reader's page carries what only they may read (premium bodies), and so does a page
      // made from a private API answer: never stored. Any other found page is the same for every
      // visitor of this host: public, kept as its API answers are (docs/caching.md).
      if (answer.personal || hasPrivateParts(c)) cacheScope(c, 'private');
      else if (answer.status === 200) cacheScope(c, 'public');
      else c.header('cache-control', 'no-cache');
      c.header('vary', answer.personal ? 'Host, Cookie' : 'Host', { append: true });
      return c.html(answer.html, answer.status as ContentfulStatusCode);
    },
  };
}
