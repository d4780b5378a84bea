import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import { build, type Rolldown } from 'vite';
import { contentSecurityPolicy } from '../../../server/security/headers';
import { EMBED_FRAME_HOSTS } from '#contract/web-widget/embed-hosts';

/**
 * A blank page on a made-up origin, served by Playwright routes, with the production sanitizer
 * bundled into it (sanitizer-entry.ts). Used by tests/e2e/sanitizer-chromium.spec.ts.
 */
export const CHECK_ORIGIN = 'http://sanitizer-check.test';

const ENTRY = fileURLToPath(new URL('./sanitizer-entry.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The entry and everything it imports, as one classic script (vite's own bundler, in memory). */
export async function bundleSanitizer(): Promise<string> {
  const result = await build({
    configFile: false,
    root: ROOT,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      lib: { entry: ENTRY, formats: ['iife'], name: 'sanitizerCheck', fileName: () => 'sanitizer.js' },
    },
  });
  const output = (Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput;
  return output.output[0].code;
}

const PAGE = '<!doctype html><html lang="en"><meta charset="utf-8"><title>Sanitizer check</title>';

export interface Traffic {
  /** Requests to any host but the check page and the allow-listed video players. */
  foreign: string[];
}

/**
 * Routes the whole context: the check pages (`/strict` with the app's own CSP, `/open` with none, so an
 * inline handler that survived would run), the bundle, a real image at /favicon.svg, stand-ins for
 * the video players; everything else is recorded and refused.
 */
export async function routeCheckSite(context: BrowserContext, bundle: string): Promise<Traffic> {
  const traffic: Traffic = { foreign: [] };
  const players = new Set<string>(EMBED_FRAME_HOSTS);
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.origin === CHECK_ORIGIN) {
      if (url.pathname === '/sanitizer.js') return route.fulfill({ contentType: 'text/javascript', body: bundle });
      if (url.pathname === '/strict' || url.pathname === '/open') {
        const strict = url.pathname === '/strict';
        const headers: Record<string, string> = strict
          ? { 'content-security-policy': contentSecurityPolicy('sanitizer-check') }
          : {};
        return route.fulfill({
          contentType: 'text/html',
          headers,
          body: `${PAGE}<script src="/sanitizer.js"></script>`,
        });
      }
      if (url.pathname === '/favicon.svg') {
        return route.fulfill({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg"/>' });
      }
      return route.fulfill({ status: 404, body: '' });
    }
    if (url.protocol === 'https:' && players.has(url.hostname)) {
      return route.fulfill({ contentType: 'text/html', body: `${PAGE}<p>Player</p>` });
    }
    traffic.foreign.push(url.href);
    return route.abort('blockedbyclient');
  });
  return traffic;
}

export interface Hit {
  value: unknown;
  frame: string;
}

/**
 * Every way a payload could show that it ran, reported to the test: a write to window.__xss (or
 * parent.__xss from a frame), alert/confirm/prompt/print, and (by the caller) dialogs and popups.
 * Installed in every frame before its scripts run.
 */
export async function installTraps(page: Page): Promise<Hit[]> {
  const hits: Hit[] = [];
  await page.exposeBinding('__reportXss', ({ frame }, value: unknown) => {
    hits.push({ value, frame: frame.url() });
  });
  await page.addInitScript(() => {
    const report = (value: unknown) =>
      void (window as unknown as { __reportXss: (v: unknown) => void }).__reportXss(value);
    Object.defineProperty(window, '__xss', { configurable: false, get: () => 0, set: report });
    for (const name of ['alert', 'confirm', 'prompt', 'print'] as const) {
      Object.defineProperty(window, name, { configurable: false, value: () => report(name) });
    }
  });
  page.on('dialog', (d) => {
    hits.push({ value: `dialog ${d.type()}`, frame: page.url() });
    void d.dismiss();
  });
  page.on('popup', (p) => hits.push({ value: `popup ${p.url()}`, frame: page.url() }));
  return hits;
}
