import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { googleIdToken, serveGoogleIdentity } from './support/google';
import { accountMenu, allowConsoleErrors, loginDialog, ownAccounts } from './support/session';
import { GOOGLE_IDENTITY_SCRIPT } from '#contract/auth/google-identity';
import { whereBrand } from './support/brand-shard';

/**
 * 'Sign in with Google' is offered only where it can work (a client id, and a server that verifies
 * Google's tokens: this run's has a key), and says why when Google cannot be reached.
 */

const offersGoogle = (brand: { loginType: string; googleClientId: string | null }) =>
  brand.loginType !== 'broker' && brand.googleClientId !== null;
const offersNoGoogle = (brand: Parameters<typeof offersGoogle>[0]) => !offersGoogle(brand);

async function openGoogle(page: Page, brand: Parameters<typeof loginDialog>[1]) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  const dialog = loginDialog(page, brand);
  await dialog.getByRole('button', { name: 'Sign in with Google' }).click();
  const google = page.getByRole('dialog', { name: 'Sign in with Google' });
  await expect(google).toBeVisible();
  return google;
}

whereBrand(test, offersNoGoogle, 'this brand offers Google', () => {
  test('not offered where the brand has no Google sign-in', async ({ page, brand }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    const dialog = loginDialog(page, brand);
    if (ownAccounts(brand)) await expect(dialog.getByLabel('Password')).toBeVisible();
    else await expect(dialog.getByRole('link', { name: /^Log in with / }).first()).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Sign in with Google' })).toHaveCount(0);
  });
});

whereBrand(test, offersGoogle, 'no Google sign-in on this brand', () => {
  test("signs in with Google's button and the ID token it hands back", async ({ page, brand, axe }) => {
    const who = {
      sub: `e2e-${brand.id}-${Date.now()}`,
      email: `google.${brand.id}.${Date.now()}@example.com`,
      name: 'Gita Google',
    };
    await serveGoogleIdentity(page, await googleIdToken(brand, who));
    const google = await openGoogle(page, brand);
    await expect(google.getByText('Choose your Google account.')).toBeVisible();
    await axe(page, '[role="dialog"]');
    await google.getByRole('button', { name: 'Sign in with Google (stand-in)' }).click();
    await expect(google).toBeHidden();
    await expect(accountMenu(page)).toHaveAccessibleName('Account menu for Gita Google');
    await expect(page.getByRole('status').filter({ hasText: 'Welcome, Gita Google!' })).toBeVisible();
  });
});

whereBrand(test, offersGoogle, 'no Google sign-in on this brand', () => {
  test("says why when Google's script cannot be reached, and offers the other ways in", async ({
    page,
    brand,
    consoleErrors,
  }) => {
    await page.route(GOOGLE_IDENTITY_SCRIPT, (route) => route.abort('internetdisconnected'));
    const google = await openGoogle(page, brand);
    await expect(google.getByRole('alert')).toHaveText(
      "Google's sign-in service could not be reached, so Google sign-in cannot be used right now. Check your connection, or log in with your email and password or with an OTP.",
    );
    const back = google.getByRole('button', { name: 'Log in with password instead' });
    await expect(back).toBeFocused();
    await back.click();
    await expect(loginDialog(page, brand).getByLabel('Password')).toBeVisible();
    allowConsoleErrors(consoleErrors, /ERR_INTERNET_DISCONNECTED/);
  });
});

whereBrand(test, offersGoogle, 'no Google sign-in on this brand', () => {
  test('a token Google did not sign for this site is refused with the reason', async ({
    page,
    brand,
    consoleErrors,
  }) => {
    const token = await googleIdToken(
      { ...brand, googleClientId: 'someone-else.apps.googleusercontent.com' },
      {
        sub: 'x',
        email: 'x@example.com',
        name: 'X',
      },
    );
    await serveGoogleIdentity(page, token);
    const google = await openGoogle(page, brand);
    await google.getByRole('button', { name: 'Sign in with Google (stand-in)' }).click();
    await expect(google.getByRole('alert')).toContainText(/Google/);
    // Still signed out, still in the dialog, with the other ways in.
    await expect(google.getByRole('button', { name: 'Log in with password instead' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBeNull();
    allowConsoleErrors(consoleErrors, /status of 400/);
  });
});
