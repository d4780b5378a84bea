import type { MiddlewareHandler } from 'hono';
import type { BrandConfig } from '../../brands/schema';
import { API, apiPath } from '#contract/http/api-paths';
import { BROKER_HEADER, KEY_HEADER, REQUEST_CODE_HEADER } from '#contract/http/headers';
import { SITE_CLIENT_API } from '#contract/site/client-paths';
import type { AppEnv } from '../app-env';
import { setResponseHeader } from '../response-header';
import { mayEmbedHere } from '../widget/embed-origins';

/**
 * CORS for the embedded blog widget (docs/widget.md, docs/security.md "CORS").
 *
 * Only the calls the widget makes answer cross-origin: its reads (the post list and details in both
 * site modes, a post's later pages and comments, the two visitor pages) with GET, and a partner's
 * signed-in reader's sign-in and sign-out (site-client/login/ and logout/, decision 0215) with POST;
 * for the partner origins listed in the brand's `embedOrigins` or added by an admin on /web-widget/
 * (table embed_origins), and only while the brand offers the widget (the '/web-widget/' and 'blog'
 * features). The exact origin is echoed with `Vary: Origin` and without credentials: the widget sends
 * no cookies, and its reader's key travels in the KEY header. Every other route, and any other origin,
 * gets no CORS headers at all (the browser then withholds the answer); the request itself is answered
 * as usual.
 */

/** Request headers the widget's reads carry (docs/api.md): KEY only for a partner's signed-in reader. */
export const CORS_ALLOWED_HEADERS = [REQUEST_CODE_HEADER, BROKER_HEADER, KEY_HEADER] as const;
export const CORS_ALLOWED_METHODS = ['GET'] as const;
/** The site-client calls: a JSON body, and on logout the key to end. */
export const CORS_SITE_CLIENT_HEADERS = ['Content-Type', ...CORS_ALLOWED_HEADERS] as const;
/** Seconds a browser may reuse a preflight answer (Chromium caps this at 7200). */
export const CORS_MAX_AGE_SECONDS = 600;

/** The API paths the widget reads (contract/http/api-paths.ts): lists, details, later pages and comments. */
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
/** What the widget POSTs: its reader's sign-in and sign-out. */
export const WIDGET_POST_PATHS = [SITE_CLIENT_API.login, SITE_CLIENT_API.logout];

/** What one path allows cross-origin. */
export interface CorsRule {
  methods: readonly string[];
  headers: readonly string[];
}
const READS: CorsRule = { methods: CORS_ALLOWED_METHODS, headers: CORS_ALLOWED_HEADERS };
const SITE_CLIENT: CorsRule = { methods: ['POST'], headers: CORS_SITE_CLIENT_HEADERS };

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

/** What the widget may do cross-origin on this path of a brand, or null for a path it does not use. */
export function corsRuleFor(brand: Pick<BrandConfig, 'segment'>, pathname: string): CorsRule | null {
  const api = `/${brand.segment}/api/`;
  if (WIDGET_POST_PATHS.some((p) => pathname === apiPath(brand.segment, p))) return SITE_CLIENT;
  const read =
    WIDGET_API_PATHS.some((p) => pathname === apiPath(brand.segment, p)) ||
    (pathname.startsWith(api) && COMMENT_LIST.test(pathname.slice(api.length))) ||
    WIDGET_PAGE_PATHS.some((p) => pathname === `/${brand.segment}/${p}`);
  return read ? READS : null;
}

/**
 * The widget's CORS: its paths, partner origins from the brand's config and those an admin added
 * (server/widget/embed-origins.ts; see the file comment).
 */
export const embedCors: MiddlewareHandler<AppEnv> = async (c, next) => {
  const rule = corsRuleFor(c.get('brand'), new URL(c.req.url).pathname);
  if (!rule) return next();
  const origin = c.req.header('origin');
  const allowed = await mayEmbedHere(c, origin);

  if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
    const headers: Record<string, string> = { Vary: 'Origin' };
    if (allowed) {
      Object.assign(headers, {
        'Access-Control-Allow-Origin': origin!,
        'Access-Control-Allow-Methods': rule.methods.join(', '),
        'Access-Control-Allow-Headers': rule.headers.join(', '),
        'Access-Control-Max-Age': String(CORS_MAX_AGE_SECONDS),
      });
    }
    return c.body(null, 204, headers);
  }

  await next();
  setResponseHeader(c, 'Vary', 'Origin', { append: true });
  const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
  if (allowed && rule.methods.includes(method)) setResponseHeader(c, 'Access-Control-Allow-Origin', origin!);
};
