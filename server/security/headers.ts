import type { MiddlewareHandler } from 'hono';
import { EMBED_FRAME_HOSTS } from '#contract/embed-hosts';
import { GOOGLE_IDENTITY_ORIGIN, GOOGLE_IDENTITY_SCRIPT } from '#contract/google-identity';
import type { AppEnv } from '../app-env';
import { offersGoogleLogin } from '../auth/fragments';
import { googleConfig } from '../auth/google';

const frameSrc = EMBED_FRAME_HOSTS.map((h) => `https://${h}`).join(' ');

/**
 * The page policy. Where Google sign-in is offered, Google's sign-in script, its button frame and
 * its calls are allowed too (the places Google documents for it), and nothing else of Google's.
 */
export function contentSecurityPolicy({ google }: { google: boolean }) {
  const gsi = `${GOOGLE_IDENTITY_ORIGIN}/gsi/`;
  const also = (extra: string) => (google ? ` ${extra}` : '');
  return [
    "default-src 'self'",
    `script-src 'self'${also(GOOGLE_IDENTITY_SCRIPT)}`,
    `style-src 'self' 'unsafe-inline'${also(`${gsi}style`)}`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${also(gsi)}`,
    `frame-src ${frameSrc}${also(gsi)}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy({ google: false });

export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  const google = offersGoogleLogin(c.var.brand, googleConfig() !== undefined);
  // Google's sign-in popup must be able to answer the page that opened it.
  c.header('Cross-Origin-Opener-Policy', google ? 'same-origin-allow-popups' : 'same-origin');
  if ((c.res.headers.get('content-type') ?? '').includes('text/html')) {
    c.header('Content-Security-Policy', contentSecurityPolicy({ google }));
  }
};
