import { existsSync, readFileSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from './app-env';
import { injectBrand } from './html/inject-brand';
import { sendFile } from './cache/static-file';
import { JWT_COOKIE } from '#contract/http';
import { firstBlogRequest, preloadLink } from '#contract/blog-first-request';
import { parseSiteMode, type SiteMode } from '#contract/site-mode';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** The path with its %-escapes decoded, or undefined when one is malformed ('/%', '/%E0%A4%A'). */
function decodedPath(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}

/** Files that differ per brand: served from dist/brands/<id>/ at the same URL on every host. */
const BRAND_FILES = /^\/(manifest\.webmanifest|favicon\.svg|icons\/[a-z0-9-]+\.png)$/;

export interface StaticServer {
  serve(c: Context<AppEnv>): Response | Promise<Response> | null;
  /** The branded app shell: 200 for an app route, 404 (titled 'Page not found') for any other path. */
  html(c: Context<AppEnv>, status?: 200 | 404): Response;
}

/**
 * The blog page's first API call, preloaded from the HTML so it runs while the app's script loads;
 * the app asks for exactly this URL (docs/decisions/0029-blog-first-paint.md).
 */
function blogPreload(c: Context<AppEnv>, url: URL, mode: SiteMode): string {
  const { brand } = c.var;
  if (!brand.features.blog) return '';
  const hasSession = Boolean(getCookie(c, JWT_COOKIE));
  const request = firstBlogRequest({ pathname: url.pathname, search: url.search, mode, hasSession });
  return request ? preloadLink(brand.segment, request) : '';
}

/**
 * Serves the build. Never serves index.html raw: every HTML response is branded for its host.
 * SITE_MODE=analysis serves the tag-less analysis site (docs/decisions/0027-analysis-site-mode.md).
 */
export function createStaticServer(
  distDir: string,
  { siteMode = parseSiteMode(process.env.SITE_MODE) }: { siteMode?: SiteMode } = {},
): StaticServer {
  const root = resolve(distDir);
  const indexPath = join(root, 'index.html');
  if (!existsSync(indexPath)) {
    throw new Error(`No build found at ${root}. Run "npm run build" first (npm start does it for you).`);
  }
  const template = readFileSync(indexPath, 'utf8');
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
    return sendFile(c, data, TYPES[extname(full)] ?? 'application/octet-stream', cacheControl);
  };

  return {
    serve(c) {
      const path = decodedPath(new URL(c.req.url).pathname);
      if (path === undefined) return c.text('Bad request: the path has a malformed %-escape.', 400);
      // Source maps stay on the build machine (vite builds them 'hidden'): never served.
      if (path.includes('\0') || path.includes('..') || path.endsWith('.map')) return null;
      if (BRAND_FILES.test(path)) {
        return file(c, join('brands', c.var.brand.id, path), 'public, max-age=3600');
      }
      if (path.startsWith('/assets/')) return file(c, path, 'public, max-age=31536000, immutable');
      if (path === '/sw.js' || /^\/workbox-[\w-]+\.js$/.test(path)) return file(c, path, 'no-cache');
      if (path.startsWith('/widget/')) return file(c, path, 'public, max-age=300');
      return null;
    },
    html(c, status = 200) {
      const url = new URL(c.req.url);
      const extraHead = status === 200 ? blogPreload(c, url, siteMode) : '';
      const pageKind = status === 404 ? 'notFound' : undefined;
      const cspNonce = c.var.cspNonce;
      const page = injectBrand(template, c.var.brand, {
        pathname: url.pathname,
        pageKind,
        extraHead,
        siteMode,
        cspNonce,
      });
      return c.html(page, status, {
        'cache-control': 'no-cache',
        vary: 'Host',
      });
    },
  };
}
