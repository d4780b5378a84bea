import { expect, type ConsoleMessage, type Page } from '@playwright/test';
import type { BrandConfig } from '../../../brands/schema';
import { appReady } from './app-ready';

/** Helpers of tests/e2e/session.spec.ts: logging in per brand, calls with the app's headers, steering one answer. */

export const INVESTOR = { email: 'investor@example.com', password: 'Investor@123' };
export const SESSION_TIMED_OUT = 'Session Timed Out!';
export const REDIRECT_BLOCKED = 'This redirect was blocked for your safety.';

export const ownAccounts = (brand: BrandConfig) => brand.loginType !== 'broker';
export const loginDialog = (page: Page, brand: BrandConfig) =>
  page.getByRole('dialog', { name: `Log in to ${brand.displayName}` });
export const accountMenu = (page: Page) => page.getByRole('button', { name: /^Account menu for / });
export const snackbar = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** Network answers the test expects (the browser logs 4xx responses as console errors). */
export function allowConsoleErrors(errors: string[], ...patterns: RegExp[]) {
  for (let i = errors.length - 1; i >= 0; i--) {
    if (patterns.some((p) => p.test(errors[i]!))) errors.splice(i, 1);
  }
}

/** A call from inside the page with the headers the app sends (KEY from the jwt cookie; CSRF optional); a POST sends `body` ({} by default). */
export async function callApi(
  page: Page,
  brand: BrandConfig,
  method: 'GET' | 'POST',
  path: string,
  withCsrf = true,
  body: unknown = {},
) {
  return page.evaluate(
    async ({ url, method, withCsrf, body }) => {
      const cookie = (name: string) => {
        const hit = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
        return hit ? decodeURIComponent(hit.slice(name.length + 1)) : undefined;
      };
      const headers: Record<string, string> = { 'content-type': 'application/json', 'X-Request-Code': 'web-pwa' };
      const jwt = cookie('jwt');
      if (jwt) headers.KEY = jwt;
      const csrf = cookie('csrftoken');
      if (withCsrf && csrf) headers['X-CSRFToken'] = csrf;
      const res = await fetch(url, {
        method,
        headers,
        credentials: 'include',
        body: method === 'POST' ? JSON.stringify(body) : undefined,
      });
      return { status: res.status, json: (await res.json().catch(() => null)) as unknown };
    },
    { url: `/${brand.segment}/api/${path}`, method, withCsrf, body },
  );
}

export async function passwordLogin(page: Page, brand: BrandConfig, dialogAlreadyOpen = false) {
  if (!dialogAlreadyOpen) await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await fillLoginDialog(page, brand);
}

/** Signs in through the open login dialog with `who`'s email and password, and waits for it to close. */
export async function fillLoginDialog(
  page: Page,
  brand: BrandConfig,
  who: { email: string; password: string } = INVESTOR,
) {
  const dialog = loginDialog(page, brand);
  await dialog.getByLabel('Email').fill(who.email);
  await dialog.getByLabel('Password').fill(who.password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Broker brands: the dialog offers only the broker's sign-in, which brings the user back. On a brand
 * entered only through its broker that is the broker's own page, and signing in there connects the
 * broker too (decision 0243); elsewhere it is the brand's page for the broker's clients. Either is a
 * plain server page without an icon link, so Chromium asks for /favicon.ico (404) and logs it; only
 * that console error is allowed. A new client code unless `client` names one.
 */
export async function brokerLogin(
  page: Page,
  brand: BrandConfig,
  consoleErrors: string[],
  dialogAlreadyOpen = false,
  client: { code: string; password: string } = { code: `E2E${Date.now() % 1_000_000_000}`, password: 'Broker@12345' },
) {
  const back = new URL(page.url());
  const faviconMisses: string[] = [];
  const onConsole = (m: ConsoleMessage) => {
    if (m.type() === 'error' && new URL(m.location().url || 'about:blank').pathname === '/favicon.ico') {
      faviconMisses.push(m.text());
    }
  };
  page.on('console', onConsole);
  if (!dialogAlreadyOpen) await page.getByRole('button', { name: 'Log in', exact: true }).click();
  const dialog = loginDialog(page, brand);
  const broker = brand.brokers[0]!;
  await dialog.getByRole('link', { name: `Log in with ${broker.name}` }).click();
  if (brand.loginType === 'broker') {
    await expect(page.getByRole('heading', { level: 1, name: `Sign in to ${broker.name}` })).toBeVisible();
    await page.getByLabel('Client ID').fill(client.code);
  } else {
    await expect(page).toHaveURL(new RegExp(`/${brand.segment}${broker.loginPath}\\?next=`));
    await page.getByLabel('Client code').fill(client.code);
  }
  await page.getByLabel('Password').fill(client.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${back.pathname}${back.search}`);
  // The broker sends the browser back with a redirect (no goto): the page is live once hydrated.
  await appReady(page);
  page.off('console', onConsole);
  for (const text of faviconMisses) {
    const i = consoleErrors.indexOf(text);
    if (i >= 0) consoleErrors.splice(i, 1);
  }
}

export async function logIn(page: Page, brand: BrandConfig, consoleErrors: string[]) {
  if (ownAccounts(brand)) await passwordLogin(page, brand);
  else await brokerLogin(page, brand, consoleErrors);
  await expect(accountMenu(page)).toBeVisible();
}

/** Sends the next GET /api/auth/userinfo/ to a test endpoint, then opens the account menu (which refreshes it). */
export async function answerNextUserInfoWith(page: Page, brand: BrandConfig, testPath: string) {
  const origin = new URL(page.url()).origin;
  await page.route(
    `**/${brand.segment}/api/auth/userinfo/`,
    (route) => route.continue({ url: `${origin}/${brand.segment}/api/__test__/${testPath}` }),
    { times: 1 },
  );
  await accountMenu(page).click();
}
