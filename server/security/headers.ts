import type { MiddlewareHandler } from 'hono';
import { EMBED_FRAME_HOSTS } from '#contract/embed-hosts';

const frameSrc = EMBED_FRAME_HOSTS.map((h) => `https://${h}`).join(' ');

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  `frame-src ${frameSrc}`,
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  c.header('Cross-Origin-Opener-Policy', 'same-origin');
  if ((c.res.headers.get('content-type') ?? '').includes('text/html')) {
    c.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  }
};
