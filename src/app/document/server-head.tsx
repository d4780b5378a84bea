import { Fragment } from 'react';
import type { BrandConfig } from '../../lib/brand';
import { JsonScript, PaintFirstScript, scriptJson } from './json-script';
import type { AssetSet, PageAssets } from '#contract/site/page-render';
import { PAINT_FIRST_SCRIPT } from '#contract/site/paint-first';
import { analyticsKeys } from '../../features/analytics/consent';

/** Id of the brand config the app boots with (src/lib/brand.ts reads it). */
export const BRAND_CONFIG_ID = 'brand-config';

/**
 * The server's part of <head>: the brand (theme colour, names, manifest, icons, and its config for
 * the app), this response's CSP nonce, a shell's first blog call, the build's styles (written
 * in, decision 0087), and the script that loads the entry once the page has painted (decision 0274).
 * The browser hydrates around it (React 19 leaves tags it did not render in <head>): the app never
 * renders any of it itself, so the nonce and the config are never read back into React. Only the
 * server's render (server-render/render-page.tsx) imports it: none of it is in the browser's bundle.
 */
/** What the server's part of <head> is written from. */
export interface ServerHeadPage {
  cspNonce: string;
  /** The entry module, the modules to preload and the stylesheets of this page's routes (and their text). */
  assets: AssetSet & Pick<PageAssets, 'entry' | 'inlineStyles'>;
  /** The first blog call of a shell, preloaded (src/features/blog/first-request.ts); else null. */
  preloadHref: string | null;
  /** A shell: #root is empty, the browser renders the page, so its modules wait for no paint. */
  shell: boolean;
}

/** HTML's `disabled` on a stylesheet link, which React's types for <link> leave out: the file is never fetched. */
const NEVER_FETCHED: object = { disabled: true };

export function ServerHead({ brand, page }: { brand: BrandConfig; page: ServerHeadPage }) {
  const { assets } = page;
  return (
    <>
      <meta name="theme-color" content={brand.theme.primary} />
      <meta name="application-name" content={brand.shortName} />
      <meta name="apple-mobile-web-app-title" content={brand.shortName} />
      <link rel="manifest" href="/manifest.webmanifest" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="icon" href="/icons/favicon-48.png" sizes="48x48" type="image/png" />
      <link rel="apple-touch-icon" href="/icons/apple-touch-icon-180.png" />
      <JsonScript id={BRAND_CONFIG_ID} json={scriptJson(brand)} />
      {/* In the nonce attribute, which browsers hide from the page's CSS and from getAttribute (src/app/csp-nonce.ts). */}
      <meta property="csp-nonce" nonce={page.cspNonce} />
      {page.preloadHref ? (
        <link rel="preload" as="fetch" crossOrigin="use-credentials" href={page.preloadHref} />
      ) : null}
      {/* The styles in the page itself (decision 0087): the first paint waits for no other file. */}
      {assets.stylesheets.map((href) => {
        const css = assets.inlineStyles?.[href];
        if (css === undefined) return <link key={href} rel="stylesheet" crossOrigin="" href={href} />;
        // Beside it, the same file as a disabled stylesheet link, which the browser never fetches: the
        // dynamic-import helper then knows the page has it, where it would otherwise fetch it again and
        // hold the route's code until it had loaded (decision 0304).
        return (
          <Fragment key={href}>
            <style nonce={page.cspNonce} data-href={href}>
              {css}
            </style>
            <link rel="stylesheet" href={href} {...NEVER_FETCHED} />
          </Fragment>
        );
      })}
      {/* No module is asked for before the page has painted, but a shell's at once (contract/site/paint-first.ts). */}
      <PaintFirstScript
        text={PAINT_FIRST_SCRIPT}
        data={{
          'data-entry': assets.entry,
          'data-preloads': assets.modulePreloads.join(' '),
          'data-shell': page.shell ? '' : undefined,
          'data-consent-key': brand.analytics.googleAnalyticsId ? analyticsKeys(brand.id).consent : undefined,
        }}
      />
    </>
  );
}
