import type { Page } from '@playwright/test';
import type { BrandConfig } from '../../../brands/schema';
import { expect } from './fixtures';
import { accountMenu, callApi, fillLoginDialog } from './session';

/**
 * Helpers of the operations specs (docs/operations.md): the seed's people who run the business
 * (server/db/seed/ops-accounts.ts, users.ts, adviser-account.ts), signing in as the login dialog
 * does, and the checks every operations screen passes.
 */

export interface Account {
  email: string;
  password: string;
}

export const OPS_ACCOUNTS = {
  investor: { email: 'investor@example.com', password: 'Investor@123' },
  dealer: { email: 'dealer@example.com', password: 'Dealer@123' },
  adviser: { email: 'adviser@example.com', password: 'Adviser@123' },
  admin: { email: 'admin@example.com', password: 'Admin@123' },
} as const satisfies Record<string, Account>;
export type OpsRole = keyof typeof OPS_ACCOUNTS;

/** Signs in through the header's Log in and the login dialog (brands with their own accounts). */
export async function signIn(page: Page, brand: BrandConfig, account: Account) {
  await page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }).click();
  await fillLoginDialog(page, brand, account);
  await expect(accountMenu(page)).toBeVisible();
}

/** Opens `path` and signs in there as the seed's `role` through the header's Log in. */
export async function signInAt(page: Page, brand: BrandConfig, role: OpsRole, path = '/') {
  await page.goto(path);
  await signIn(page, brand, OPS_ACCOUNTS[role]);
}

/** Opens a studio page (`path`, a full address for the second server) and signs the seed adviser in at its gate. */
export async function studioSignIn(page: Page, brand: BrandConfig, path: string) {
  await page.goto(path);
  await page.getByRole('region', { name: 'Sign in to the studio' }).getByRole('button', { name: 'Log in' }).click();
  await fillLoginDialog(page, brand, OPS_ACCOUNTS.adviser);
}

/**
 * Signs in through the API, for tests where signing in is not what is tested: the page is on the
 * brand's origin already, or goes to its home first. The caller navigates (or reloads) next, so the
 * app starts with the session.
 */
export async function apiSignIn(page: Page, brand: BrandConfig, account: Account) {
  if (page.url() === 'about:blank') await page.goto('/');
  const res = await callApi(page, brand, 'POST', 'auth/login/', true, account);
  expect(res.status, `sign-in as ${account.email}`).toBe(200);
}

/** Nothing on the page is still loading: every spinner's label starts with 'Loading'. */
export async function expectLoaded(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
}

/** The page is no wider than the viewport: nothing makes it scroll sideways. */
export async function expectNoSidewaysScroll(page: Page, what: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${what} scrolls sideways`).toBeLessThanOrEqual(innerWidth);
}
