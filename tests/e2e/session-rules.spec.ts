import { test, expect } from './support/fixtures';
import {
  REDIRECT_BLOCKED,
  SESSION_TIMED_OUT,
  accountMenu,
  allowConsoleErrors,
  answerNextUserInfoWith,
  brokerLogin,
  callApi,
  logIn,
  loginDialog,
  ownAccounts,
  passwordLogin,
  snackbar,
} from './support/session';
import { onBrands, onceAcrossBrands } from './support/brand-shard';

/**
 * The request layer's session rules, the login types per brand, and the app-wide dialogs, against
 * the real server (ENABLE_TEST_HOOKS=1 gives it the /api/__test__/ endpoints).
 *
 * To make the app's own client receive a given answer, a test sends one real request of the app
 * (GET /api/auth/userinfo/, which opening the account menu refreshes) to a test endpoint of the same
 * server with `route.continue({ url })`: the server really answers it, through the real client and
 * its status rules. Nothing is mocked.
 */

test.describe('session rules', () => {
  // The two ways back in: the site's own login (starfolio) and the broker's page (arrowline).
  onBrands(test, ['starfolio', 'arrowline'], () => {
    test("an expired session: 'Session Timed Out!', the login dialog, then back on the same page", async ({
      page,
      brand,
      consoleErrors,
    }) => {
      const here = '/?from=expired-session';
      await page.goto(here);
      await logIn(page, brand, consoleErrors);
      const expired = await callApi(page, brand, 'POST', '__test__/expire-session/');
      expect(expired.status).toBe(200);

      await accountMenu(page).click(); // refreshes GET /api/auth/userinfo/ → head.status '100' ('110' for broker)
      await expect(snackbar(page, SESSION_TIMED_OUT)).toBeVisible();
      const dialog = loginDialog(page, brand);
      await expect(dialog).toBeVisible();
      expect(
        decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'next_path')?.value ?? ''),
      ).toBe(here);
      if (ownAccounts(brand)) {
        await passwordLogin(page, brand, true);
      } else {
        // A broker session expired: '110' opens the broker login, whose page brings the user back here
        // (on a brand entered only through its broker, the broker's own sign-in: decision 0243).
        const broker = brand.brokers[0]!;
        await expect(dialog.getByRole('link', { name: `Log in with ${broker.name}` })).toHaveAttribute(
          'href',
          `/${brand.segment}/api/broker/login/${broker.id}/?next=${encodeURIComponent(here)}`,
        );
        await brokerLogin(page, brand, consoleErrors, true);
      }
      await expect(page).toHaveURL(here);
      await expect(accountMenu(page)).toBeVisible();
      await expect
        .poll(async () => (await page.context().cookies()).some((c) => c.name === 'next_path'), {
          message: 'next_path used up',
        })
        .toBe(false);
    });
  });

  onceAcrossBrands(test, 'harborbank', () => {
    test('HTTP 403 logs the user out and clears local storage', async ({ page, brand, consoleErrors }) => {
      await page.goto('/');
      await logIn(page, brand, consoleErrors);
      await page.evaluate(() => localStorage.setItem('e2e-marker', 'kept until logout'));
      await answerNextUserInfoWith(page, brand, 'forbidden/');
      await expect(snackbar(page, SESSION_TIMED_OUT)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
      expect(await page.evaluate(() => localStorage.length)).toBe(0);
      expect(await page.evaluate(() => document.cookie)).not.toMatch(/(^|; )jwt=./);
      expect(await page.evaluate(() => (window as Window & { is_subscriber?: boolean }).is_subscriber)).toBe(false);
      allowConsoleErrors(consoleErrors, /status of 403/);
    });
  });

  // The dialog's look is axe-checked on every brand in basket-page.spec.ts; here, the status rule.
  onceAcrossBrands(test, 'moneyleaf', () => {
    test('a GET answering 4 opens the blocking screener dialog', async ({ page, brand, axe, consoleErrors }) => {
      await page.goto('/');
      await logIn(page, brand, consoleErrors);
      await answerNextUserInfoWith(page, brand, 'screener/?status=4');
      const dialog = page.getByRole('dialog', { name: 'Subscriber exclusive screener' });
      await expect(dialog).toBeVisible();
      await axe(page, '[role="dialog"]');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Go to Featured Baskets' }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/featured\/all\/\?basket-type=premium&order-by=&order-by-field=popularity/);
    });
  });

  onceAcrossBrands(test, 'arrowline', () => {
    test('a POST without the CSRF header is refused', async ({ page, brand, consoleErrors }) => {
      await page.goto('/');
      const refused = await callApi(page, brand, 'POST', 'auth/logout/', false);
      expect(refused.status).toBe(403);
      const accepted = await callApi(page, brand, 'POST', 'auth/logout/', true);
      expect(accepted.status).toBe(200);
      allowConsoleErrors(consoleErrors, /status of 403/);
    });
  });

  onceAcrossBrands(test, 'harborbank', () => {
    test('head.status 6: a foreign host is refused, this site is followed', async ({ page, brand, consoleErrors }) => {
      const warnings: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'warning') warnings.push(m.text());
      });
      await page.goto('/?from=redirect');
      await logIn(page, brand, consoleErrors);
      await answerNextUserInfoWith(page, brand, `redirect/?to=${encodeURIComponent('https://evil.example/steal')}`);
      await expect(snackbar(page, REDIRECT_BLOCKED)).toBeVisible();
      await expect(page).toHaveURL('/?from=redirect');
      expect(warnings.some((w) => w.includes('https://evil.example/steal'))).toBe(true);

      await accountMenu(page).click(); // close the menu, so the next click opens it (and refreshes)
      await answerNextUserInfoWith(
        page,
        brand,
        `redirect/?to=${encodeURIComponent('/discover/managers/?via=redirect')}`,
      );
      await expect(page).toHaveURL('/discover/managers/?via=redirect');
    });
  });
});
