import { test, expect } from './support/fixtures';
import { logIn } from './support/session';
import { onceAcrossBrands } from './support/brand-shard';

/**
 * The broker and order screens against the real server: settings/brokers/ (signed in, the brand's
 * brokers from broker/connected/), /loginerror/ for each reason, and /account/orders/ for a visitor.
 * Every screen at 360 px too, with axe.
 */

test('settings/brokers/ lists the brand’s brokers with Connect, at 360 px too', async ({
  page,
  brand,
  axe,
  consoleErrors,
}) => {
  await page.goto('/settings/brokers/');
  await expect(page).toHaveTitle(`Brokers — ${brand.displayName}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Log in to connect a broker' })).toBeVisible();
  await page.goto('/');
  await logIn(page, brand, consoleErrors);
  await page.goto('/settings/brokers/');
  await expect(page.getByRole('heading', { level: 1, name: 'Brokers' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Connected brokers' })).toBeVisible();
  // On a brand entered only through its broker, signing in there connected it (decision 0243).
  for (const broker of brand.brokers) {
    if (brand.loginType === 'broker')
      await expect(page.getByRole('button', { name: `Disconnect ${broker.name}` })).toBeVisible();
    else await expect(page.getByRole('button', { name: `Connect ${broker.name}` })).toBeVisible();
  }
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await axe(page);
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await axe(page);
});

// Brand-independent: the broker's name comes from the brand, whose broker list the test above
// checks on every brand (decision 0159).
onceAcrossBrands(test, 'moneyleaf', () => {
  test.use({ investorSignedIn: true });
  test('back from a broker, ?connected= says the broker is connected and leaves the address', async ({
    page,
    brand,
  }) => {
    const broker = brand.brokers[0]!;
    await page.goto(`/settings/brokers/?connected=${broker.id}`);
    await expect(page.getByRole('status').filter({ hasText: `${broker.name} is connected.` })).toBeVisible();
    await expect(page).toHaveURL(/\/settings\/brokers\/$/);
  });
});

const LOGIN_ERRORS = [
  ['cancelled', 'You cancelled the sign-in at your broker.'],
  ['expired', 'The sign-in at your broker took too long. Try again.'],
  ['failed', 'We could not sign you in at your broker.'],
] as const;

/**
 * The page, its title and axe on every brand for one reason; the other reasons change only the
 * sentence, which does not depend on the brand, so they run once (decision 0159).
 */
function loginErrorTest([reason, text]: (typeof LOGIN_ERRORS)[number]) {
  test(`/loginerror/ explains ${reason} and offers a retry and the way back`, async ({ page, brand, axe }) => {
    const broker = brand.brokers[0]!;
    await page.goto(`/loginerror/?reason=${reason}&broker=${broker.id}`);
    await expect(page).toHaveTitle(`Broker sign-in failed — ${brand.displayName}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Broker sign-in failed' })).toBeVisible();
    await expect(page.getByText(text, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: `Try ${broker.name} again` })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await axe(page);
    await page.getByRole('link', { name: 'Back to your brokers' }).click();
    await expect(page).toHaveURL(/\/settings\/brokers\/$/);
  });
}

loginErrorTest(LOGIN_ERRORS[0]);
onceAcrossBrands(test, 'arrowline', () => LOGIN_ERRORS.slice(1).forEach(loginErrorTest));

// The sign-in prompt is alike on every brand: once (decision 0099).
onceAcrossBrands(test, 'moneyleaf', () => {
  test('/account/orders/ asks a visitor to log in', async ({ page, brand, axe }) => {
    await page.goto('/account/orders/');
    await expect(page).toHaveTitle(`Orders — ${brand.displayName}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Log in to see your orders' })).toBeVisible();
    await page.setViewportSize({ width: 360, height: 740 });
    await axe(page);
  });
});
