import type { MiddlewareHandler } from 'hono';
import type { BrandConfig } from '../../brands/schema';
import type { AppEnv } from '../app-env';

/**
 * CORS for the embedded blog widget (docs/widget.md, docs/decisions/0038-widget-cors-and-visitor-only.md).
 *
 * A brand's API and visitor pages answer cross-origin reads only for the partner origins listed in
 * its `embedOrigins`, and only while the brand offers the widget (the '/web-widget/' and 'blog'
 * features): the exact origin is echoed with credentials allowed and `Vary: Origin`. Any
 * other origin gets no CORS headers at all (the browser then withholds the answer); the request
 * itself is answered as usual, never with a special status.
 */

/** Request headers the widget's request client sends (docs/api.md). */
export const CORS_ALLOWED_HEADERS = ['X-CSRFToken', 'KEY', 'X-Request-Code', 'X-Broker', 'Content-Type'] as const;
export const CORS_ALLOWED_METHODS = ['GET', 'POST'] as const;
/** Seconds a browser may reuse a preflight answer (Chromium caps this at 7200). */
export const CORS_MAX_AGE_SECONDS = 600;

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

/** Paths of a brand that the widget reads cross-origin: its API and its visitor pages. */
export function isCorsPath(brand: Pick<BrandConfig, 'segment'>, pathname: string): boolean {
  return pathname.startsWith(`/${brand.segment}/api/`) || pathname.startsWith(`/${brand.segment}/visitor/`);
}

/** The API's CORS: partner origins from the host's brand config only (see the file comment). */
export const embedCors: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { brand } = c.var;
  if (!isCorsPath(brand, new URL(c.req.url).pathname)) return next();
  const origin = c.req.header('origin');
  const allowed = mayEmbed(brand, origin);

  if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
    const headers: Record<string, string> = { Vary: 'Origin' };
    if (allowed) {
      Object.assign(headers, {
        'Access-Control-Allow-Origin': origin!,
        'Access-Control-Allow-Credentials': 'true',
        'Access-Control-Allow-Methods': CORS_ALLOWED_METHODS.join(', '),
        'Access-Control-Allow-Headers': CORS_ALLOWED_HEADERS.join(', '),
        'Access-Control-Max-Age': String(CORS_MAX_AGE_SECONDS),
      });
    }
    return c.body(null, 204, headers);
  }

  await next();
  c.header('Vary', 'Origin', { append: true });
  if (allowed) {
    c.header('Access-Control-Allow-Origin', origin!);
    c.header('Access-Control-Allow-Credentials', 'true');
  }
};
