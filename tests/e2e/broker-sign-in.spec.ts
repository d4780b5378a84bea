import { expect, test } from './support/fixtures';
import { whereBrand } from './support/brand-shard';

/** The broker sign-in page the reference server serves (auth contract, "Broker login"). */
test.describe('broker sign-in page', () => {
  whereBrand(test, (brand) => brand.loginType !== 'starfolio', 'this brand offers no broker login');

  test('signs in with the keyboard and returns to next with a broker session', async ({ page, brand, axe }) => {
    const broker = brand.brokers[0]!;
    const response = await page.goto(
      `/${brand.segment}${broker.loginPath}?next=${encodeURIComponent('/blog/?from=broker')}`,
    );
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`Sign in to ${broker.name}`);
    await expect(page.getByRole('heading', { level: 1, name: `Sign in to ${broker.name}` })).toBeVisible();
    await axe(page);

    // Submitting empty explains each field and keeps the page usable.
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Please enter client code')).toBeVisible();
    await expect(page.getByLabel('Client code')).toHaveAttribute('aria-invalid', 'true');
    await axe(page);

    await page.getByLabel('Client code').fill('e2e1234');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password')).toBeFocused();
    await page.keyboard.type('broker-pass');
    await page.keyboard.press('Enter');

    await page.waitForURL('**/blog/?from=broker');
    const jwt = (await page.context().cookies()).find((c) => c.name === 'jwt');
    expect(jwt?.httpOnly).toBe(false);
    const info = await page.evaluate(
      async ([segment, key]) => (await fetch(`/${segment}/api/auth/userinfo/`, { headers: { KEY: key } })).json(),
      [brand.segment, jwt!.value] as const,
    );
    expect(info.body.user).toMatchObject({ brokerName: broker.name, brokerClientCode: 'E2E1234' });
  });

  test('wears the brand: its logo, name and colours, the system font, one card down to 320 px', async ({
    page,
    brand,
    axe,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(`/${brand.segment}${brand.brokers[0]!.loginPath}?next=${encodeURIComponent('/blog/')}`);
    const band = page.getByRole('banner');
    await expect(band).toContainText(brand.displayName);
    const logo = band.locator('img[src="/favicon.svg"]');
    await expect(logo).toBeVisible();
    expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
    expect(await band.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(rgb(brand.theme.primary));
    expect(
      await page.getByRole('button', { name: 'Sign in' }).evaluate((el) => getComputedStyle(el).backgroundColor),
    ).toBe(rgb(brand.theme.primary));
    const font = await page.locator('body').evaluate((el) => getComputedStyle(el).fontFamily);
    expect(font).toMatch(/^system-ui,/);
    // Cancel sits in the card with the form.
    const card = page.locator('.card');
    await expect(card.getByRole('link', { name: `Cancel and return to ${brand.displayName}` })).toHaveAttribute(
      'href',
      '/blog/',
    );
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeInViewport();
    await axe(page);
  });

  test('fits a 360 px screen', async ({ page, brand }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/${brand.segment}${brand.brokers[0]!.loginPath}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeInViewport();
  });
});
