import { createHash, randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { GA4_COLLECT_URL } from '#contract/analytics/types';
import { EMBED_FRAME_HOSTS } from '#contract/web-widget/embed-hosts';
import { GOOGLE_IDENTITY_ORIGIN, GOOGLE_IDENTITY_SCRIPT } from '#contract/auth/google-identity';
import type { AppEnv } from '../app-env';
import { offersGoogleLogin } from '../auth/fragments';
import { googleConfig } from '../auth/google';
import { isHttps } from './client-address';
import { setResponseHeader } from '../response-header';
import { WIDGET_PREVIEW_PATH } from '#contract/web-widget/snippet';
import { PAINT_FIRST_SCRIPT } from '#contract/site/paint-first';
import { siteOrigin } from '#contract/site/site-origin';
import { checkoutOrigins, type CheckoutOrigins } from '../payments/razorpay/standard-checkout';

/** A fixed inline text's CSP source: its SHA-256, as the browser hashes it. */
const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The one inline script a page has, which loads its modules once it has painted (contract/site/paint-first.ts). */
const PAINT_FIRST_SOURCE = sha256Source(PAINT_FIRST_SCRIPT);

const frameSrc = EMBED_FRAME_HOSTS.map((h) => `https://${h}`).join(' ');

/**
 * The CSP of every HTML page. Styles come from this site's files; an inline <style> needs the
 * response's nonce (the one the dialogs' scroll lock adds: the app reads it from
 * <meta property="csp-nonce">, see src/app/csp-nonce.ts) or one of `styleHashes` (a page's own
 * fixed <style>, e.g. the broker sign-in page). Scripts come from this site's files, but for the
 * one fixed inline script that loads them after the first paint, allowed by its hash. No 'unsafe-inline'. Where Google sign-in is offered,
 * Google's sign-in script, its button frame, its style sheet and its calls are allowed too (the
 * places Google documents for it), and nothing else of Google's. Where the brand has an analytics id,
 * the page may send to Google Analytics' collection endpoint, and to nothing else of it: no script
 * (docs/analytics.md). The partner page /web-widget/ frames this site's widget preview document, and only
 * that path of this origin (`widgetPreview`, docs/widget.md). A brand that pays through Standard Checkout
 * lets in exactly its checkout's origins (`checkout`, docs/payment-provider.md): Checkout.js's, and its
 * frame's for frame-src and form-action.
 */
export function contentSecurityPolicy(
  nonce: string,
  styleHashes: readonly string[] = [],
  {
    google = false,
    analytics = false,
    widgetPreview = '',
    checkout,
  }: { google?: boolean; analytics?: boolean; widgetPreview?: string; checkout?: CheckoutOrigins } = {},
): string {
  const gsi = `${GOOGLE_IDENTITY_ORIGIN}/gsi/`;
  const also = (extra: string) => (google ? ` ${extra}` : '');
  return [
    "default-src 'self'",
    `script-src 'self' ${PAINT_FIRST_SOURCE}${also(GOOGLE_IDENTITY_SCRIPT)}${checkout ? ` ${checkout.script}` : ''}`,
    [`style-src 'self'${also(`${gsi}style`)}`, `'nonce-${nonce}'`, ...styleHashes].join(' '),
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${also(gsi)}${analytics ? ` ${GA4_COLLECT_URL}` : ''}`,
    `frame-src ${frameSrc}${also(gsi)}${widgetPreview ? ` ${widgetPreview}` : ''}${checkout ? ` ${checkout.frame}` : ''}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${checkout ? ` ${checkout.frame}` : ''}`,
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * Browser features no page of this site uses, switched off for it and every frame in it. The video
 * players' own features (autoplay, encrypted-media, picture-in-picture, fullscreen) are left alone:
 * the embeds are granted them by their `allow` attribute.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

/** The CSP source for a fixed inline <style>: its text's SHA-256, as the browser hashes it. */
export const styleHash = sha256Source;

/** HSTS for a year on answers that came over https (never on plain http, where browsers ignore it). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/** 16 random bytes per response, cut from a larger draw (one call per 256 nonces, not one each). */
let noncePool = Buffer.alloc(0);
let nonceAt = 0;
export function newCspNonce(): string {
  if (nonceAt + 16 > noncePool.length) {
    noncePool = randomBytes(16 * 256);
    nonceAt = 0;
  }
  nonceAt += 16;
  return noncePool.toString('base64', nonceAt - 16, nonceAt);
}

export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('cspNonce', newCspNonce());
  await next();
  const set = (name: string, value: string) => setResponseHeader(c, name, value);
  set('X-Content-Type-Options', 'nosniff');
  set('Referrer-Policy', 'strict-origin-when-cross-origin');
  const google = offersGoogleLogin(c.var.brand, googleConfig() !== undefined);
  const analytics = c.var.brand.analytics.googleAnalyticsId !== null;
  // Google's sign-in popup must be able to answer the page that opened it.
  set('Cross-Origin-Opener-Policy', google ? 'same-origin-allow-popups' : 'same-origin');
  if (isHttps(c)) set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  if ((c.res.headers.get('content-type') ?? '').includes('text/html')) {
    // A page that set its own (with its style hashes) keeps it.
    if (!c.res.headers.has('Content-Security-Policy')) {
      const host = c.req.header('host') ?? '';
      // The host as asked (a brand has several), and only when it is a plain host[:port].
      const widgetPreview = /^[a-z0-9.-]{1,253}(:\d{1,5})?$/i.test(host)
        ? `${isHttps(c) ? 'https' : 'http'}://${host.toLowerCase()}${WIDGET_PREVIEW_PATH}`
        : '';
      // Every page of a Standard Checkout brand: the app's shell (and the service worker's copy of it) opens it.
      const checkout =
        c.var.brand.paymentCheckout === 'standard'
          ? checkoutOrigins(c.var.brand, siteOrigin(c.var.brand, `${isHttps(c) ? 'https' : 'http'}://${host}`))
          : undefined;
      set(
        'Content-Security-Policy',
        contentSecurityPolicy(c.var.cspNonce, [], { google, analytics, widgetPreview, checkout }),
      );
    }
    // For browsers without CSP frame-ancestors: this site's pages are framed by this site only.
    set('X-Frame-Options', 'SAMEORIGIN');
    set('Permissions-Policy', PERMISSIONS_POLICY);
  }
};
