import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { appReady } from './support/app-ready';
import { onceAcrossBrands } from './support/brand-shard';
import { accountMenu, allowConsoleErrors, callApi, fillLoginDialog, loginDialog } from './support/session';
import { signUpFresh } from './support/sign-up';
import { ACCOUNT } from '#contract/account/forms';
import { FIELD } from '#contract/auth/messages';
import type { BrandConfig } from '../../brands/schema';

/** /account/settings/ (docs/account-settings.md): brand-independent, so on one brand (decision 0099). */

const lastOtp = async (page: Page, brand: BrandConfig, target: string) =>
  (
    (await callApi(page, brand, 'GET', `__test__/last-otp/?target=${encodeURIComponent(target)}`)).json as {
      body: { otp: string };
    }
  ).body.otp;

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function emailOf(page: Page, brand: BrandConfig) {
  const me = await callApi(page, brand, 'GET', 'account/profile/');
  return (me.json as { body: { email: string } }).body.email;
}

onceAcrossBrands(test, 'starfolio', () => {
  test('name, mobile by OTP and password change; the new password signs in', async ({
    page,
    brand,
    axe,
    consoleErrors,
  }) => {
    await page.goto('/');
    await signUpFresh(page, brand, 'Kavya Menon');
    await page.goto('/account/settings/');
    await expect(page).toHaveTitle(`Settings — ${brand.displayName}`);
    const profile = section(page, 'Profile');
    const name = profile.getByLabel('Name');
    await expect(name).toHaveValue('Kavya Menon');
    await axe(page);

    await name.fill('Kavya  Menon');
    await profile.getByRole('button', { name: 'Save' }).click();
    await expect(profile.getByText(FIELD.textInvalid('name'))).toBeVisible();
    await expect(name).toHaveValue('Kavya  Menon');
    await name.fill('Kavya R Menon');
    await profile.getByRole('button', { name: 'Save' }).click();
    await expect(profile.getByText('Your name is saved.')).toBeVisible();
    await expect(accountMenu(page)).toHaveAccessibleName('Account menu for Kavya R Menon');

    await profile.getByRole('button', { name: 'Change mobile number' }).click();
    const mobile = profile.getByLabel('New mobile number');
    await mobile.fill('98765');
    await profile.getByRole('button', { name: 'Send code' }).click();
    await expect(profile.getByText(FIELD.mobile)).toBeVisible();
    const next = `8${String(Date.now() % 1_000_000_000).padStart(9, '0')}`;
    await mobile.fill(next);
    await profile.getByRole('button', { name: 'Send code' }).click();
    await expect(profile.getByText(`We sent a 6-digit code to ${next}.`)).toBeVisible();
    await profile.getByLabel('Code').fill(await lastOtp(page, brand, next));
    await profile.getByRole('button', { name: 'Confirm' }).click();
    await expect(profile.getByText('Your mobile number is changed.')).toBeVisible();
    await expect(profile.getByTestId('current-mobile')).toHaveText(next);

    const password = section(page, 'Password');
    await password.getByLabel('Current password').fill('Wrong@123');
    await password.getByLabel('New password', { exact: true }).fill('Fresh@1234');
    await password.getByLabel('Confirm new password').fill('Fresh@12345');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByText(FIELD.passwordMismatch, { exact: true })).toBeVisible();
    await password.getByLabel('Confirm new password').fill('Fresh@1234');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByText(ACCOUNT.currentPasswordWrong)).toBeVisible();
    await expect(password.getByLabel('New password', { exact: true })).toHaveValue('Fresh@1234');
    await password.getByLabel('Current password').fill('Secret@123');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByText('Your password is changed.', { exact: false })).toBeVisible();

    const email = await emailOf(page, brand);
    await accountMenu(page).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }).click();
    await fillLoginDialog(page, brand, { email, password: 'Fresh@1234' });
    await expect(accountMenu(page)).toHaveAccessibleName('Account menu for Kavya R Menon');
    // The refused name, mobile and current password were answered 400, which the browser logs.
    allowConsoleErrors(consoleErrors, /status of 400 \(Bad Request\)/);
  });

  test('the devices list marks this one; another is signed out, then this one', async ({ page, brand, axe }) => {
    await page.goto('/');
    await signUpFresh(page, brand, 'Rohan Das');
    const email = await emailOf(page, brand);
    const other = await page
      .context()
      .browser()!
      .newContext({ baseURL: new URL(page.url()).origin });
    const phone = await other.newPage();
    await phone.goto('/');
    // A page of its own context, without the fixture's wait: a tap before hydration would be lost.
    await appReady(phone);
    await phone.getByRole('button', { name: 'Log in', exact: true }).click();
    const dialog = loginDialog(phone, brand);
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill('Secret@123');
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(dialog).toBeHidden();

    await page.goto('/account/settings/');
    const devices = section(page, 'Signed-in devices');
    const items = devices.getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText('This device');
    await expect(items.first()).toContainText(/Chrome on \w+/);
    await axe(page);
    await items
      .nth(1)
      .getByRole('button', { name: /^Sign out / })
      .click();
    await expect(page.getByRole('status').filter({ hasText: 'That device is signed out.' })).toBeVisible();
    await expect(items).toHaveCount(1);
    expect((await callApi(phone, brand, 'GET', 'account/profile/')).status).toBe(401);
    await other.close();

    await items.first().getByRole('button', { name: 'Sign out this device' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'You are signed out on this device.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in', exact: true }).first()).toBeVisible();
  });

  test('notification choices are saved per kind', async ({ page, brand }) => {
    await page.goto('/');
    await signUpFresh(page, brand, 'Isha Kapoor');
    await page.goto('/account/settings/');
    const notifications = section(page, 'Notifications');
    const orders = notifications.getByRole('checkbox', { name: /^Orders/ });
    const payments = notifications.getByRole('checkbox', { name: /^Payments/ });
    await expect(orders).toBeVisible();
    const before = { orders: await orders.isChecked(), payments: await payments.isChecked() };
    await orders.click();
    await expect(orders).toBeChecked({ checked: !before.orders });
    await expect
      .poll(async () => (await callApi(page, brand, 'GET', 'account/notifications/')).json)
      .toMatchObject({ body: { orders: !before.orders, payments: before.payments } });
    await page.reload();
    await expect(notifications.getByRole('checkbox', { name: /^Orders/ })).toBeChecked({ checked: !before.orders });
    await expect(notifications.getByRole('checkbox', { name: /^Payments/ })).toBeChecked({
      checked: before.payments,
    });
  });
});
