import { test, expect } from './support/fixtures';
import { INVESTOR, accountMenu, allowConsoleErrors, callApi, logIn, loginDialog, ownAccounts } from './support/session';
import { onceAcrossBrands } from './support/brand-shard';
import { appReady } from './support/app-ready';

/**
 * The request layer's session rules, the login types per brand, and the app-wide dialogs, against
 * the real server (ENABLE_TEST_HOOKS=1 gives it the /api/__test__/ endpoints).
 *
 * To make the app's own client receive a given answer, a test sends one real request of the app
 * (GET /api/auth/userinfo/, which opening the account menu refreshes) to a test endpoint of the same
 * server with `route.continue({ url })`: the server really answers it, through the real client and
 * its status rules. Nothing is mocked.
 */

test.describe('login types', () => {
  test('log in and out with the methods the brand offers', async ({ page, brand, consoleErrors }) => {
    await page.goto('/?from=session-test');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    const dialog = loginDialog(page, brand);
    await expect(dialog).toBeVisible();
    if (ownAccounts(brand)) {
      await expect(dialog.getByLabel('Password')).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Log in with OTP' })).toBeVisible();
    } else {
      await expect(dialog.getByLabel('Password')).toHaveCount(0);
    }
    const brokerLinks = dialog.getByRole('link', { name: /^Log in with / });
    if (brand.loginType === 'starfolio') await expect(brokerLinks).toHaveCount(0);
    else await expect(brokerLinks).toHaveCount(brand.brokers.length);
    await expect(dialog.getByRole('button', { name: 'Sign in with Google' })).toHaveCount(
      ownAccounts(brand) && brand.googleClientId ? 1 : 0,
    );
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await logIn(page, brand, consoleErrors);
    expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBe('true');
    expect(await page.evaluate(() => (window as Window & { is_subscriber?: boolean }).is_subscriber)).toBe(false);
    await accountMenu(page).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'You have logged out.' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBeNull();
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/(^|; )jwt=./);
    await expect(page).toHaveURL('/?from=session-test');
  });

  onceAcrossBrands(test, 'moneyleaf', () => {
    test('a wrong password shows the server message and keeps what was typed', async ({
      page,
      brand,
      consoleErrors,
    }) => {
      test.skip(!ownAccounts(brand), 'broker-only brand');
      await page.goto('/');
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      const dialog = loginDialog(page, brand);
      await dialog.getByLabel('Email').fill(INVESTOR.email);
      await dialog.getByLabel('Password').fill('not-the-password');
      await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Invalid email or password.');
      await expect(dialog.getByLabel('Email')).toHaveValue(INVESTOR.email);
      await dialog.getByLabel('Email').fill('not-an-email');
      await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(dialog.getByText('Please enter a valid email')).toBeVisible();
      await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
      allowConsoleErrors(consoleErrors, /status of 400/);
    });
  });

  onceAcrossBrands(test, 'starfolio', () => {
    test('log in with an OTP', async ({ page, brand }) => {
      test.skip(!ownAccounts(brand), 'broker-only brand');
      await page.goto('/');
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Log in with OTP' }).click();
      await expect(dialog).toHaveAccessibleName('Log in with OTP');
      await dialog.getByLabel('Email or mobile number').fill(INVESTOR.email);
      await dialog.getByRole('button', { name: 'Send OTP' }).click();
      await expect(dialog.getByText(`We sent a 6-digit OTP to ${INVESTOR.email}`)).toBeVisible();
      const otp = await callApi(page, brand, 'GET', `__test__/last-otp/?target=${encodeURIComponent(INVESTOR.email)}`);
      const code = (otp.json as { body: { otp: string } }).body.otp;
      await dialog.getByLabel('OTP', { exact: true }).fill(code);
      await dialog.getByRole('button', { name: 'Verify and log in' }).click();
      await expect(dialog).toBeHidden();
      await expect(accountMenu(page)).toBeVisible();
    });
  });

  onceAcrossBrands(test, 'moneyleaf', () => {
    test('the sign-in form says so when it cannot load, and retries', async ({ browser, brand, baseURL }) => {
      test.skip(!ownAccounts(brand), 'broker-only brand');
      // page.route sees only the page's own requests; the service worker would answer from its cache.
      const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
      const page = await context.newPage();
      const consoleErrors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') consoleErrors.push(m.text());
      });
      await page.goto('/');
      // A context of its own, without the fixture's wait: a tap before hydration would be lost.
      await appReady(page);
      await page.route(`**/${brand.segment}/visitor/login-modal/**`, (route) => route.abort('internetdisconnected'));
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      const dialog = loginDialog(page, brand);
      await expect(dialog.getByRole('alert')).toHaveText(
        'Could not load the sign-in form. Check your connection and try again.',
      );
      await page.unroute(`**/${brand.segment}/visitor/login-modal/**`);
      await dialog.getByRole('button', { name: 'Try again' }).click();
      await expect(dialog.getByLabel('Email')).toBeVisible();
      allowConsoleErrors(consoleErrors, /ERR_INTERNET_DISCONNECTED/);
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  });
});

test.describe('dialogs at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('login, OTP and signup dialogs are accessible; signup validates and keeps what was typed', async ({
    page,
    brand,
    axe,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveAccessibleName(`Log in to ${brand.displayName}`);
    await expect(dialog.getByRole('link').or(dialog.getByLabel('Email')).first()).toBeVisible();
    await axe(page, '[role="dialog"]');
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(360);
    if (!ownAccounts(brand)) return;

    await dialog.getByRole('button', { name: 'Log in with OTP' }).click();
    await expect(dialog.getByLabel('Email or mobile number')).toBeFocused();
    await axe(page, '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Log in with password instead' }).click();
    await dialog.getByRole('button', { name: 'Create an account' }).click();

    const signup = page.getByRole('dialog', { name: 'Create an account' });
    await expect(signup).toBeVisible();
    await signup.getByLabel('Name').fill(' Asha');
    await signup.getByLabel('Mobile number').fill('98765');
    await signup.getByLabel('Password', { exact: true }).fill('Secret@123');
    await signup.getByLabel('Confirm password').fill('Secret@124');
    await signup.getByRole('button', { name: 'Create account' }).click();
    await expect(signup.getByText('Please enter valid name')).toBeVisible();
    await expect(signup.getByText('Required field')).toBeVisible();
    await expect(signup.getByText('Please enter a valid mobile number')).toBeVisible();
    await expect(signup.getByText('Passwords do not match')).toBeVisible();
    await expect(signup.getByLabel('Mobile number')).toHaveValue('98765');
    await axe(page, '[role="dialog"]');

    const unique = Date.now() % 1_000_000_000;
    const email = `asha.${unique}@example.com`;
    await signup.getByLabel('Name').fill('Asha Rao');
    await signup.getByLabel('Email').fill(email);
    await signup.getByLabel('Mobile number').fill(`9${String(unique).padStart(9, '0')}`);
    await signup.getByLabel('Confirm password').fill('Secret@123');
    await signup.getByRole('button', { name: 'Create account' }).click();
    // The account exists only once the code emailed to it is entered (docs/security.md, "Registration").
    await expect(signup.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible();
    await axe(page, '[role="dialog"]');
    const otp = await callApi(page, brand, 'GET', `__test__/last-otp/?target=${encodeURIComponent(email)}`);
    await signup.getByLabel('OTP', { exact: true }).fill((otp.json as { body: { otp: string } }).body.otp);
    await signup.getByRole('button', { name: 'Verify and create account' }).click();
    await expect(signup).toBeHidden();
    await expect(page.getByRole('button', { name: 'Account menu for Asha Rao' })).toBeVisible();
  });
});
