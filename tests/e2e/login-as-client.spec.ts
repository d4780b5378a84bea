import { LAC_MESSAGES } from '#contract/impersonation/rules';
import { expect, test } from './support/fixtures';
import { onceAcrossBrands } from './support/brand-shard';
import { accountMenu, allowConsoleErrors, callApi } from './support/session';

/**
 * Login as client (docs/login-as-client.md), on one brand: the dealer opens the seed investor's view
 * with a reason, the banner is on every page, a subscription is refused with the message, Exit brings
 * the dealer back, and the admin's audit log shows the view. The admin opens a view from the same
 * screen too. Only sessions and audit rows are written, so it runs on the main server.
 */
onceAcrossBrands(test, 'starfolio', () => {
  test('a dealer views as a client, is refused a payment, exits; the audit log has it', async ({
    page,
    brand,
    axe,
    consoleErrors,
  }) => {
    const reason = `Call about a payment ${Date.now()}`;
    await page.goto('/login-as-client/');
    await callApi(page, brand, 'POST', 'auth/login/', true, { email: 'dealer@example.com', password: 'Dealer@123' });
    const plans = await callApi(page, brand, 'GET', 'plans/?adviser=sahyadri-wealth');
    const planId = (plans.json as { body: { plans: { id: number }[] } }).body.plans[0]!.id;
    await page.reload();

    await expect(page.getByRole('heading', { level: 1, name: 'Log in as a client' })).toBeVisible();
    // Each choice is a comfortable target (WCAG 2.2, 2.5.8: at least 24 × 24 CSS px), its name too.
    for (const radio of await page.getByRole('radio').all()) {
      const box = (await radio.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    }
    await page
      .locator('label')
      .filter({ hasText: /^Asha Investor \(/ })
      .click();
    await expect(page.getByRole('radio', { name: /^Asha Investor \(in\*\*\*@example\.com\)$/ })).toBeChecked();
    await page.getByLabel('Reason').fill(reason);
    await axe(page);
    await page.getByRole('button', { name: 'Open client view' }).click();

    // The view opens on the client's investments, never on the staff screen the client may not see.
    await expect(page).toHaveURL(/\/account\/investments\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Investments' })).toBeVisible();
    await expect(page).toHaveTitle(`Investments — ${brand.displayName}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toHaveCount(0);
    const banner = page.getByRole('region', { name: 'Client view' });
    await expect(banner.getByRole('status')).toHaveText(
      /^You are viewing as Asha Investor \(in\*\*\*@example\.com\) — opened by Kiran Dealer, until \d{2}:\d{2}/,
    );
    await expect(accountMenu(page)).toHaveAccessibleName('Account menu for Asha Investor');
    await axe(page);

    // A second page: the banner stays; paying for a plan is refused with the message.
    await page.goto(`/subscribe/${planId}/`);
    await expect(banner).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Your details', exact: true })).toBeVisible();
    await page.getByLabel(/^Full name/).fill('Asha Investor');
    await page.getByLabel(/^Email/).fill('investor@example.com');
    await page.getByLabel(/^Mobile number/).fill('9876543210');
    await page.getByLabel(/^Date of birth/).fill('1990-04-12');
    await page.getByLabel(/^PAN/).fill('ABCDE1234F');
    await page.getByLabel('State or union territory').selectOption('KA');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByRole('alert').filter({ hasText: LAC_MESSAGES.refused })).toBeVisible();
    allowConsoleErrors(consoleErrors, /status of 409/);

    await page.setViewportSize({ width: 320, height: 640 });
    await expect(banner.getByRole('button', { name: 'Exit' })).toBeInViewport();
    await banner.getByRole('button', { name: 'Exit' }).click();
    await expect(page).toHaveURL(/\/login-as-client\/$/);
    await expect(banner).toBeHidden();
    await expect(accountMenu(page)).toHaveAccessibleName(/^Account menu for Kiran Dealer$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in as a client' })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });

    // Signed out through the app: a logout behind its back would leave the app's own calls still on
    // their way (the client list, the notices) to be answered 401 for the session just revoked.
    await accountMenu(page).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'You have logged out.' })).toBeVisible();
    await callApi(page, brand, 'POST', 'auth/login/', true, { email: 'admin@example.com', password: 'Admin@123' });
    await page.goto('/admin/audit/');
    const entry = page.getByTestId('audit-entry').filter({ hasText: reason });
    await expect(entry).toContainText('Kiran Dealer viewed as Asha Investor');
    await expect(entry).toContainText(/exited/);
    await entry.getByText(/\d+ calls/).click();
    await expect(entry).toContainText('POST create-customer/ → 409');
    await axe(page);
  });

  test("an admin finds a client by e-mail and 'Open client view' lands on their investments; Exit comes back", async ({
    page,
    brand,
    axe,
  }) => {
    await page.goto('/login-as-client/');
    await callApi(page, brand, 'POST', 'auth/login/', true, { email: 'admin@example.com', password: 'Admin@123' });
    await page.reload();

    // Any investor, found by a search (docs/login-as-client.md): the seed investor by their e-mail.
    await expect(page.getByRole('heading', { level: 1, name: 'Log in as a client' })).toBeVisible();
    await page.getByLabel('Search clients').fill('investor@example.com');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const asha = page.getByRole('radio', { name: 'Asha Investor (in***@example.com)' });
    await asha.check();
    await page.getByLabel('Reason').fill(`Admin check ${Date.now()}`);
    await page.getByRole('button', { name: 'Open client view' }).click();

    await expect(page).toHaveURL(/\/account\/investments\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Investments' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toHaveCount(0);
    const banner = page.getByRole('region', { name: 'Client view' });
    await expect(banner.getByRole('status')).toHaveText(
      /^You are viewing as Asha Investor \(in\*\*\*@example\.com\) — opened by Anita Admin, until \d{2}:\d{2}/,
    );
    await expect(accountMenu(page)).toHaveAccessibleName('Account menu for Asha Investor');
    await axe(page);

    await banner.getByRole('button', { name: 'Exit' }).click();
    await expect(page).toHaveURL(/\/login-as-client\/$/);
    await expect(banner).toBeHidden();
    await expect(accountMenu(page)).toHaveAccessibleName('Account menu for Anita Admin');
  });
});
