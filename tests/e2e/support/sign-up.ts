import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { callApi, loginDialog } from './session';
import type { BrandConfig } from '../../../brands/schema';

/**
 * A fresh account through the app's own sign-up dialog (name, email, mobile, password, then the
 * emailed code read through the test hook), so a test starts with nothing linked or held. Returns
 * the account's name, shown in the account menu once signed in.
 */
export async function signUpFresh(page: Page, brand: BrandConfig, name = 'Kavya Menon'): Promise<string> {
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await signUpInLoginDialog(page, brand, name);
  await expect(page.getByRole('button', { name: `Account menu for ${name}` })).toBeVisible();
  return name;
}

/** From the open login dialog: a new account (its code from the test hook), the dialog closed after it. */
export async function signUpInLoginDialog(page: Page, brand: BrandConfig, name: string): Promise<string> {
  await loginDialog(page, brand).getByRole('button', { name: 'Create an account' }).click();
  const signup = page.getByRole('dialog', { name: 'Create an account' });
  const unique = Date.now() % 1_000_000_000;
  const email = `buyer.${unique}@example.com`;
  await signup.getByLabel('Name').fill(name);
  await signup.getByLabel('Email').fill(email);
  await signup.getByLabel('Mobile number').fill(`9${String(unique).padStart(9, '0')}`);
  await signup.getByLabel('Password', { exact: true }).fill('Secret@123');
  await signup.getByLabel('Confirm password').fill('Secret@123');
  await signup.getByRole('button', { name: 'Create account' }).click();
  await expect(signup.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible();
  const otp = await callApi(page, brand, 'GET', `__test__/last-otp/?target=${encodeURIComponent(email)}`);
  await signup.getByLabel('OTP', { exact: true }).fill((otp.json as { body: { otp: string } }).body.otp);
  await signup.getByRole('button', { name: 'Verify and create account' }).click();
  await expect(signup).toBeHidden();
  return email;
}
