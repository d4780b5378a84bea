import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { expectFocusRing, expectKeyboardFocusRing, expectVisibleRing, focusRingOf } from './support/focus';
import { accountMenu, logIn, loginDialog } from './support/session';
import { onceAcrossBrands } from './support/brand-shard';

/** The header on every brand: one row on a phone, visible keyboard focus, messages that leave it uncovered. */

const PHONES = [320, 360] as const;
/** One row: the 44 px controls plus the header's padding. */
const ONE_ROW = 64;

const header = (page: Page) => page.getByRole('banner');
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function expectOneRowHeader(page: Page, what: string) {
  const box = (await header(page).boundingBox())!;
  expect(box.height, `${what}: header height`).toBeLessThanOrEqual(ONE_ROW);
  // The brand and the account control share the row.
  // Each box once the control is shown: a box is null while the layout of a new width is settling.
  const brandLink = header(page).getByRole('link').first();
  await expect(brandLink, `${what}: brand link`).toBeVisible();
  const brandBox = (await brandLink.boundingBox())!;
  const account = page.getByRole('button', { name: 'Log in', exact: true }).or(accountMenu(page));
  await expect(account, `${what}: account control`).toBeVisible();
  const accountBox = (await account.boundingBox())!;
  expect(Math.abs(brandBox.y + brandBox.height / 2 - (accountBox.y + accountBox.height / 2)), what).toBeLessThan(6);
  expect(accountBox.x + accountBox.width, `${what}: account control inside the screen`).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  // Every navigation link can be seen and tapped, and none sits under the header's row.
  for (const link of await mainNav(page).getByRole('link').all()) {
    await expect(link).toBeInViewport({ ratio: 1 });
    const linkBox = (await link.boundingBox())!;
    expect(linkBox.height, `${what}: nav link tap size`).toBeGreaterThanOrEqual(44);
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what}: sideways scrolling`).toBeLessThanOrEqual(0);
}

test('the header is one row at 320 and 360 px, signed out and signed in, and on a desktop', async ({
  page,
  brand,
  consoleErrors,
  axe,
}) => {
  test.setTimeout(60_000);
  await page.goto('/blog');
  for (const width of PHONES) {
    await page.setViewportSize({ width, height: 740 });
    await expectOneRowHeader(page, `${width} px, signed out`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectOneRowHeader(page, 'desktop, signed out');

  await page.setViewportSize({ width: 360, height: 740 });
  await logIn(page, brand, consoleErrors);
  for (const width of PHONES) {
    await page.setViewportSize({ width, height: 740 });
    await expectOneRowHeader(page, `${width} px, signed in`);
  }
  await axe(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectOneRowHeader(page, 'desktop, signed in');
});

for (const [label, size] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 360, height: 740 }],
] as const) {
  test(`every header control shows keyboard focus against the header (${label})`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    const seen: string[] = [];
    // Tab from the top of the page through the header: skip link, brand, navigation, account.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      const focused = page.locator(':focus');
      const inHeader = await focused.evaluate((el) => !!el.closest('header'));
      if (!inHeader) {
        if (seen.length) break;
        continue;
      }
      const ring = await focusRingOf(focused);
      seen.push(ring.name);
      expectVisibleRing(ring);
    }
    // The brand link, every navigation link and the account control were reached.
    expect(seen.length).toBeGreaterThanOrEqual((await mainNav(page).getByRole('link').count()) + 2);
  });
}

test('controls in the page body and the footer show keyboard focus against their background', async ({ page }) => {
  await page.goto('/');
  const body = page.getByRole('main').getByRole('link').first();
  await expect(body).toBeVisible();
  const footer = page.getByRole('contentinfo').getByRole('link');
  const targets = [body, ...(await footer.all())];
  expect(targets.length).toBeGreaterThan(1);
  for (const target of targets) await expectKeyboardFocusRing(page, target);
});

test('the basket toolbar shows keyboard focus on the pressed and unpressed toggles and the sort', async ({ page }) => {
  await page.goto('/featured/all/?basket-type=premium&order-by=&order-by-field=popularity');
  const pressed = page.getByRole('button', { name: 'Premium only' });
  await expect(pressed).toHaveAttribute('aria-pressed', 'true');
  await pressed.focus();
  await page.keyboard.press('Shift+Tab');
  for (const control of [pressed, page.getByRole('button', { name: 'All baskets' }), page.getByLabel('Sort by')]) {
    await page.keyboard.press('Tab');
    await expectFocusRing(control);
  }
});

// Where focus goes is the dialog's own rule; the ring it shows is checked on every brand above.
onceAcrossBrands(test, 'moneyleaf', () => {
  test('closing the login dialog gives focus back to Log in (Escape, the close button, a click)', async ({
    page,
    brand,
  }) => {
    await page.goto('/');
    const logInButton = page.getByRole('button', { name: 'Log in', exact: true });
    for (const close of ['Escape', 'Close by keyboard', 'Close by mouse'] as const) {
      await logInButton.focus();
      await page.keyboard.press('Enter');
      const dialog = loginDialog(page, brand);
      await expect(dialog).toBeVisible();
      const closeButton = dialog.getByRole('button', { name: 'Close' });
      if (close === 'Escape') await page.keyboard.press('Escape');
      else if (close === 'Close by keyboard') {
        await closeButton.focus();
        await page.keyboard.press('Enter');
      } else await closeButton.click();
      await expect(dialog).toBeHidden();
      await expect(logInButton, `after ${close}`).toBeFocused();
      // A keyboard user sees where they are (after a click, browsers rightly show no ring).
      if (close !== 'Close by mouse') expectVisibleRing(await focusRingOf(logInButton));
    }
    // Enter opens it again from there.
    await page.keyboard.press('Enter');
    await expect(loginDialog(page, brand)).toBeVisible();
  });
});

/** The messages' place is the layout's, not the brand's: each width runs once, on a different brand. */
const ONCE_ON = { desktop: 'arrowline', phone: 'starfolio' } as const;

for (const [label, size] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 360, height: 740 }],
] as const) {
  onceAcrossBrands(test, ONCE_ON[label], () => {
    test(`welcome and sign-out messages show top centre without covering the navigation or the page (${label})`, async ({
      page,
      brand,
      consoleErrors,
    }) => {
      await page.setViewportSize(size);
      await page.goto('/');
      await logIn(page, brand, consoleErrors);
      await accountMenu(page).click();
      await page.getByRole('button', { name: 'Log out' }).click();
      const message = page.getByRole('status').filter({ hasText: 'You have logged out.' });
      await expect(message).toBeVisible();
      // Measured where it comes to rest: it slides in from 8 px higher.
      await message.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
      const box = (await message.boundingBox())!;
      const headerBox = (await header(page).boundingBox())!;
      // Top centre (spec §3) ...
      expect(Math.abs(box.x + box.width / 2 - size.width / 2)).toBeLessThan(2);
      expect(box.y).toBeLessThan(size.height / 3);
      const controls = [...(await mainNav(page).getByRole('link').all())];
      if (label === 'desktop') {
        // ... under the header, clear of every navigation link and the account control (decision 0056) ...
        expect(box.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
        controls.push(page.getByRole('button', { name: 'Log in' }));
      } else {
        // ... or, on a phone, over the header's own band, never over the page below it (decision 0278) ...
        expect(box.y).toBeGreaterThanOrEqual(headerBox.y);
        expect(box.y + box.height).toBeLessThanOrEqual(headerBox.y + headerBox.height);
      }
      // ... and clear of every navigation link.
      for (const control of controls) {
        const c = (await control.boundingBox())!;
        const overlaps =
          c.x < box.x + box.width && box.x < c.x + c.width && c.y < box.y + box.height && box.y < c.y + c.height;
        expect(overlaps, `message over ${await control.textContent()}`).toBe(false);
      }
    });
  });
}
