import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { onceAcrossBrands } from './support/brand-shard';
import { fillLoginDialog, INVESTOR, loginDialog } from './support/session';
import { signUpInLoginDialog } from './support/sign-up';
import { investButton } from './support/buy-basket';

/**
 * Invest pressed by a visitor carries on after signing in (docs/session.md "The next path", decision
 * 0242): the login dialog, or a new account with its code, ends in the buy flow's first step, without
 * pressing Invest again.
 */
const FREE = { hash: 'dividend-yield-plus', name: 'Dividend Yield Plus' };

const investDialog = (page: Page) => page.getByRole('dialog', { name: `Invest in ${FREE.name}` });

async function pressInvestAsVisitor(page: Page) {
  await page.goto(`/baskets/${FREE.hash}/`);
  await expect(page.getByRole('heading', { level: 1, name: FREE.name })).toBeVisible();
  await investButton(page).click();
}

onceAcrossBrands(test, 'starfolio', () => {
  test('a visitor presses Invest, logs in in the dialog, and is in the invest flow', async ({ page, brand, axe }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await pressInvestAsVisitor(page);
    await fillLoginDialog(page, brand, INVESTOR);

    await expect(investDialog(page)).toBeVisible();
    await expect(investDialog(page).getByLabel('Amount to invest (₹)')).toBeVisible();
    await expect(page).toHaveURL(`/baskets/${FREE.hash}/`);
    await axe(page);

    // Taken once: closing the flow and reloading the page opens nothing by itself.
    await page.keyboard.press('Escape');
    await expect(investDialog(page)).toBeHidden();
    await page.reload();
    await expect(investButton(page)).toBeVisible();
    await page.waitForTimeout(1000);
    await expect(investDialog(page)).toHaveCount(0);
  });

  test('a visitor presses Invest, creates an account with its code on a phone, and is in the invest flow', async ({
    page,
    brand,
    axe,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await pressInvestAsVisitor(page);
    await signUpInLoginDialog(page, brand, 'Nisha Rao');

    await expect(investDialog(page)).toBeVisible();
    await expect(investDialog(page).getByLabel('Amount to invest (₹)')).toBeVisible();
    // On a phone, nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await axe(page);
  });

  test('a visitor who closes the login dialog is not sent into the flow by a later login', async ({ page, brand }) => {
    await pressInvestAsVisitor(page);
    await expect(loginDialog(page, brand).getByLabel('Email')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(loginDialog(page, brand)).toBeHidden();
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await fillLoginDialog(page, brand, INVESTOR);
    await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
    await page.waitForTimeout(1000);
    await expect(investDialog(page)).toHaveCount(0);
  });
});
