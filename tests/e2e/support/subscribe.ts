import type { Page } from '@playwright/test';
import type { BrandConfig } from '../../../brands/schema';
import { expect } from './fixtures';
import { callApi, loginDialog } from './session';

/** A number unique to this run and call, for fresh accounts (an e-mail, a mobile, a broker client code). */
export const uniqueNumber = () => (Date.now() % 1_000_000_000) + Math.floor(Math.random() * 1000);

/** The code the server "sent" to a target (logged; readable through the test hook). */
export async function lastOtp(page: Page, brand: BrandConfig, target: string): Promise<string> {
  const res = await callApi(page, brand, 'GET', `__test__/last-otp/?target=${encodeURIComponent(target)}`);
  return (res.json as { body: { otp: string } }).body.otp;
}

/**
 * A fresh account from the login dialog that is already open, in the way the brand allows: its own
 * sign-up (loginType all or starfolio), or a new client code at the simulated broker (broker brands).
 * The app then lands on the next path the prompt stored.
 */
export async function signInFresh(page: Page, brand: BrandConfig, name = 'Ishaan Rao'): Promise<void> {
  const dialog = loginDialog(page, brand);
  await expect(dialog).toBeVisible();
  const n = uniqueNumber();
  if (brand.loginType === 'broker') {
    // A broker-only brand's sign-in is its broker's own page, which connects the broker too (decision 0243).
    const broker = brand.brokers[0]!;
    await dialog.getByRole('link', { name: `Log in with ${broker.name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Sign in to ${broker.name}` })).toBeVisible();
    await page.getByLabel('Client ID').fill(`SUB${n}`);
    await page.getByLabel('Password').fill('Broker@12345');
    await page.getByRole('button', { name: 'Sign in' }).click();
    return;
  }
  await dialog.getByRole('button', { name: 'Create an account' }).click();
  const signup = page.getByRole('dialog', { name: 'Create an account' });
  const email = `plan.${n}@example.com`;
  await signup.getByLabel('Name').fill(name);
  await signup.getByLabel('Email').fill(email);
  await signup.getByLabel('Mobile number').fill(`8${String(n).padStart(9, '0').slice(-9)}`);
  await signup.getByLabel('Password', { exact: true }).fill('Secret@123');
  await signup.getByLabel('Confirm password').fill('Secret@123');
  await signup.getByRole('button', { name: 'Create account' }).click();
  await expect(signup.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible();
  await signup.getByLabel('OTP', { exact: true }).fill(await lastOtp(page, brand, email));
  await signup.getByRole('button', { name: 'Verify and create account' }).click();
  await expect(signup).toBeHidden();
}

/** The checkout's details step: a bad PAN and mobile first (the spec's messages), then good values. */
export async function fillDetails(page: Page, mobile: string) {
  await expect(page.getByRole('heading', { level: 2, name: 'Your details', exact: true })).toBeVisible();
  await page.getByLabel(/^Full name/).fill('Ishaan Rao');
  await page.getByLabel(/^Email/).fill(`details.${uniqueNumber()}@example.com`);
  await page.getByLabel(/^Mobile number/).fill('12345');
  await page.getByLabel(/^Date of birth/).fill('1990-04-12');
  await page.getByLabel(/^PAN/).fill('ABCDE1234');
  await page.getByLabel('State or union territory').selectOption('KA');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Please enter a valid mobile number')).toBeVisible();
  await expect(page.getByText('Please enter a valid PAN')).toBeVisible();
  await expect(page.getByLabel(/^Mobile number/)).toBeFocused();
  await page.getByLabel(/^Mobile number/).fill(mobile);
  await page.getByLabel(/^PAN/).fill('ABCDE1234F');
  await page.getByRole('button', { name: 'Save and continue' }).click();
}

/** The risk profile step, when the plan needs one: the first answer to each question. */
export async function answerRiskProfile(page: Page) {
  const heading = page.getByRole('heading', { level: 2, name: 'Risk profile', exact: true });
  await expect(heading).toBeVisible();
  const groups = page.locator('main form').getByRole('group');
  await expect(groups.first().getByRole('radio').first()).toBeVisible();
  for (const group of await groups.all()) await group.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Work out my profile' }).click();
  await expect(page.getByText(/^Your risk profile: (Conservative|Moderate|Aggressive)$/)).toBeVisible();
  await expect(page.getByText(/^Taken on \d{2} \w{3} \d{4}, current until/)).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** The agreement step: consent, the e-sign code sent to the investor's mobile (read through the test hook). */
export async function signAgreement(page: Page, brand: BrandConfig, mobile: string) {
  await expect(page.getByRole('heading', { level: 2, name: 'Agreement', exact: true })).toBeVisible();
  await expect(page.getByText(/^We sent a code to \S*\d{2,4} to sign the agreement\.$/)).toBeVisible();
  await page.getByRole('checkbox', { name: /^I have read the .* agreement and the disclosures/ }).check();
  await page.getByLabel('One-time code').fill(await lastOtp(page, brand, mobile));
  await page.getByRole('button', { name: 'Sign the agreement' }).click();
}

/**
 * Review and pay → the payer's choice at the checkout: on a 'hosted' brand the simulated hosted page; on a
 * 'standard' brand the brand's own /payment/checkout/ page, where Checkout.js (served by the simulated
 * checkout) opens its frame: closed once first (modal.ondismiss: nothing charged, open it again), then
 * the choice made in the frame.
 */
export async function payAtCheckout(
  page: Page,
  choice: RegExp,
  brand?: BrandConfig,
  axe?: (page: Page) => Promise<void>,
) {
  await expect(page.getByRole('heading', { level: 2, name: 'Review and pay', exact: true })).toBeVisible();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  if (brand?.paymentCheckout === 'standard') {
    await page.waitForURL(/\/payment\/checkout\/\?transaction=/);
    await expect(page).toHaveTitle(`Pay — ${brand.displayName}`);
    const frame = page.frameLocator('iframe[title="Checkout"]');
    await expect(frame.getByRole('heading', { level: 1, name: `Pay ${brand.displayName}` })).toBeVisible();
    // The frame at a phone's width: no sideways scroll, every choice reachable by keyboard, axe clean.
    const size = page.viewportSize();
    await page.setViewportSize({ width: 360, height: 740 });
    const frameWidth = await frame.locator('body').evaluate((b) => b.ownerDocument.documentElement.scrollWidth);
    expect(frameWidth).toBeLessThanOrEqual(360);
    await expect(frame.getByRole('button', { name: /^Pay ₹/ })).toBeFocused();
    await axe?.(page);
    if (size) {
      await page.setViewportSize(size);
      // The frame is another site's, laid out in its own process: a click aimed before its layout has
      // the new width lands where the button was (seen on a loaded machine).
      await expect.poll(() => frame.locator('body').evaluate(() => innerWidth)).toBeGreaterThan(360);
    }
    // Its click event, sent straight to the button: the close removes the frame, and input sent through
    // the browser (a click or a key) waited for an answer from the removed frame's process until the
    // test's timeout, the window closed behind it (a key's keyup, seen twice on a loaded machine); a click
    // aimed by position could land where the button was before the new width's layout (seen once).
    // Reaching every choice by keyboard is held above (the first choice focused, axe).
    await frame.getByRole('button', { name: `Close and return to ${brand.displayName}` }).dispatchEvent('click');
    await expect(page.getByText('You closed the payment window. Nothing has been charged.')).toBeVisible();
    await page.getByRole('button', { name: 'Open the payment window again' }).click();
    await frame.getByRole('button', { name: choice }).click();
  } else {
    await page.waitForURL(/\/pay\//);
    await page.getByRole('button', { name: choice }).click();
  }
  await page.waitForURL(/\/payment\/status\//);
}

/** The simulated checkout's test hook: every pending payment settles now and its webhook is delivered. */
export async function settlePendingPayments(page: Page) {
  // From Node the checkout's host is reached at 127.0.0.1 with its Host header (docs/payment-provider.md).
  const { port } = new URL(page.url());
  const res = await page.request.post(`http://127.0.0.1:${port}/__test__/settle-pending/`, {
    headers: { Host: `checkout.paygate-demo.localhost:${port}` },
  });
  expect(res.status()).toBe(200);
}

/**
 * A fresh investor, signed in from the home page, who holds the basket (through the test hook, as if
 * bought at the broker). Returns the investment's id.
 */
export async function freshInvestorHolding(page: Page, brand: BrandConfig, basketHash: string) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await signInFresh(page, brand);
  const held = await callApi(page, brand, 'POST', '__test__/hold-basket/', true, { basket_hash: basketHash });
  expect(held.status, 'the hold-basket hook').toBe(200);
  return (held.json as { body: { investment: string } }).body.investment;
}
