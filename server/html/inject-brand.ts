import type { BrandConfig } from '../../brands/schema';

export const BRAND_HEAD_MARKER = '<!--brand-head-->';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** JSON safe to place inside a <script> element. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export type PageKind = keyof BrandConfig['pages'];

export function pageKindFor(pathname: string): PageKind {
  if (pathname === '/' || pathname === '') return 'home';
  if (pathname === '/blog' || pathname.startsWith('/blog/')) return 'blog';
  if (pathname.startsWith('/featured/')) return 'featured';
  return 'home';
}

export interface InjectOptions {
  pathname: string;
  /** The page's title and description, when not the pathname's (the not-found page's). */
  pageKind?: PageKind;
  /** Extra <head> markup, e.g. preloads for the route's first data. */
  extraHead?: string;
  /** 'analysis' marks the root element data-site-mode="analysis": the tag-less analysis site (docs/blog.md). */
  siteMode?: 'standard' | 'analysis';
  /**
   * This response's CSP nonce (server/security/headers.ts), put where the app finds it for the
   * <style> its dialogs add (src/app/csp-nonce.ts). In the nonce attribute, which browsers hide
   * from the page's CSS and from getAttribute.
   */
  cspNonce?: string;
}

/**
 * Turns the build's index.html into the page for one brand: title, description, theme colour,
 * manifest and icons, and the brand config the app boots with. Run for every HTML response,
 * so no response ever carries another brand or the raw template.
 */
export function injectBrand(
  template: string,
  brand: BrandConfig,
  { pathname, pageKind, extraHead = '', siteMode = 'standard', cspNonce }: InjectOptions,
): string {
  if (!template.includes(BRAND_HEAD_MARKER)) {
    throw new Error(`index.html has no ${BRAND_HEAD_MARKER} marker`);
  }
  const page = brand.pages[pageKind ?? pageKindFor(pathname)];
  const head = [
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    `<meta name="theme-color" content="${brand.theme.primary}" />`,
    `<meta name="application-name" content="${escapeHtml(brand.shortName)}" />`,
    `<meta name="apple-mobile-web-app-title" content="${escapeHtml(brand.shortName)}" />`,
    `<link rel="manifest" href="/manifest.webmanifest" />`,
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml" />`,
    `<link rel="icon" href="/icons/favicon-48.png" sizes="48x48" type="image/png" />`,
    `<link rel="apple-touch-icon" href="/icons/apple-touch-icon-180.png" />`,
    `<script id="brand-config" type="application/json">${scriptJson(brand)}</script>`,
    cspNonce ? `<meta property="csp-nonce" nonce="${escapeHtml(cspNonce)}" />` : '',
    extraHead,
  ]
    .filter(Boolean)
    .join('\n    ');
  const withMode =
    siteMode === 'analysis'
      ? template.replace(
          /<div id="root"([^>]*)>/,
          (_m, attrs: string) => `<div id="root"${attrs} data-site-mode="analysis">`,
        )
      : template;
  return withMode
    .replace(BRAND_HEAD_MARKER, head)
    .replace(
      /<html([^>]*)>/,
      (_m, attrs: string) => `<html${attrs.replace(/\sdata-brand="[^"]*"/, '')} data-brand="${brand.id}">`,
    );
}
