import type { MiddlewareHandler } from 'hono';
import type { BrandConfig } from '../../brands/schema';
import { API, apiPath } from '#contract/api-paths';
import { BROKER_HEADER, REQUEST_CODE_HEADER } from '#contract/http';
import type { AppEnv } from '../app-env';
import { setResponseHeader } from '../response-header';
import { mayEmbedHere } from '../widget/embed-origins';

/**
 * CORS for the embedded blog widget (docs/widget.md, docs/security.md "CORS").
 *
 * Only the reads the widget makes answer cross-origin: the post list and details (both site modes),
 * a post's later pages and comments, and the two visitor pages, with GET, for the partner origins listed in the brand's
 * `embedOrigins`, and only while the brand offers the widget (the '/web-widget/' and 'blog'
 * features), or added by an admin on /web-widget/ (table embed_origins): the exact origin is echoed with `Vary: Origin` and without credentials (the widget is
 * always a visitor and sends none). Every other route, and any other origin, gets no CORS headers
 * at all (the browser then withholds the answer); the request itself is answered as usual.
 */

/** Request headers the widget's request client sends (docs/api.md). */
export const CORS_ALLOWED_HEADERS = [REQUEST_CODE_HEADER, BROKER_HEADER] as const;
export const CORS_ALLOWED_METHODS = ['GET'] as const;
/** Seconds a browser may reuse a preflight answer (Chromium caps this at 7200). */
export const CORS_MAX_AGE_SECONDS = 600;

/** The API paths the widget reads (contract/api-paths.ts): lists, details, later pages and comments. */
export const WIDGET_API_PATHS = [
  API.blog.list,
  API.blog.details,
  API.blog.analysisList,
  API.blog.analysisDetails,
  API.blog.nextPage,
];
const COMMENT_LIST = new RegExp(`^${API.blog.comments('\\d{1,10}')}$`);
/** The visitor pages its prompts show (src/widget/prompts/remote-fragment.ts). */
export const WIDGET_PAGE_PATHS = ['visitor/login-modal/', 'visitor/subscription-required/'];

interface ParsedOrigin {
  scheme: string;
  hostname: string;
  /** '' for the scheme's default port. */
  port: string;
}

/** `scheme://host[:port]` with nothing else, lower-cased; anything else (including 'null') is null. */
export function parseOrigin(value: string | undefined | null): ParsedOrigin | null {
  const m = /^(https?):\/\/([a-z0-9.-]+)(?::(\d{1,5}))?$/i.exec(value?.trim() ?? '');
  if (!m) return null;
  const scheme = m[1]!.toLowerCase();
  const port = m[3] ?? '';
  const defaultPort = scheme === 'https' ? '443' : '80';
  return { scheme, hostname: m[2]!.toLowerCase(), port: port === defaultPort ? '' : port };
}

const isLocalhost = (hostname: string) => hostname === 'localhost' || hostname.endsWith('.localhost');

/**
 * True when `origin` is one of `allowed`: the same scheme, host and port; except that an allowed
 * origin on `localhost` or a `*.localhost` host written without a port matches any port, so
 * development and test servers on any port need no config change.
 */
export function isAllowedOrigin(origin: string | undefined | null, allowed: readonly string[]): boolean {
  const o = parseOrigin(origin);
  if (!o) return false;
  return allowed.some((entry) => {
    const a = parseOrigin(entry);
    if (!a || a.scheme !== o.scheme || a.hostname !== o.hostname) return false;
    if (a.port === o.port) return true;
    return a.port === '' && isLocalhost(a.hostname) && !/:\d+$/.test(entry.trim());
  });
}

/** A page on `origin` may embed this brand's blog: the brand offers the widget and lists the origin. */
export function mayEmbed(
  brand: Pick<BrandConfig, 'features' | 'embedOrigins'>,
  origin: string | undefined | null,
): boolean {
  return brand.features['/web-widget/'] && brand.features.blog && isAllowedOrigin(origin, brand.embedOrigins);
}

/** True for the paths of a brand that the widget reads cross-origin. */
export function isCorsPath(brand: Pick<BrandConfig, 'segment'>, pathname: string): boolean {
  const api = `/${brand.segment}/api/`;
  return (
    WIDGET_API_PATHS.some((p) => pathname === apiPath(brand.segment, p)) ||
    (pathname.startsWith(api) && COMMENT_LIST.test(pathname.slice(api.length))) ||
    WIDGET_PAGE_PATHS.some((p) => pathname === `/${brand.segment}/${p}`)
  );
}

/**
 * The widget's CORS: its read paths, partner origins from the brand's config and those an admin added
 * (server/widget/embed-origins.ts; see the file comment).
 */
export const embedCors: MiddlewareHandler<AppEnv> = async (c, next) => {
  const brand = c.get('brand');
  if (!isCorsPath(brand, new URL(c.req.url).pathname)) return next();
  const origin = c.req.header('origin');
  const allowed = await mayEmbedHere(c, origin);

  if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
    const headers: Record<string, string> = { Vary: 'Origin' };
    if (allowed) {
      Object.assign(headers, {
        'Access-Control-Allow-Origin': origin!,
        'Access-Control-Allow-Methods': CORS_ALLOWED_METHODS.join(', '),
        'Access-Control-Allow-Headers': CORS_ALLOWED_HEADERS.join(', '),
        'Access-Control-Max-Age': String(CORS_MAX_AGE_SECONDS),
      });
    }
    return c.body(null, 204, headers);
  }

  await next();
  setResponseHeader(c, 'Vary', 'Origin', { append: true });
  if (allowed && (c.req.method === 'GET' || c.req.method === 'HEAD')) {
    setResponseHeader(c, 'Access-Control-Allow-Origin', origin!);
  }
};
