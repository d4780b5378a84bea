import { test, expect } from './support/fixtures';
import { onceAcrossBrands } from './support/brand-shard';
import { subscriberReadingPremium, tolerateOfflineNetworkErrors, userCaches } from './support/offline';
import { offlineMessages } from '../../src/features/offline/messages';

// The service worker is what this file tests: it is allowed here (blocked elsewhere, decision 0223).
test.use({ serviceWorkers: 'allow' });

// A shared device: a subscriber's session ends without Log out (the cookie expires), the next person
// opens the site. Nothing private may be listed or read, online or offline (docs/offline.md).
// One of the offline suite's two brands (offline.spec.ts): what is left for the next person is no brand's.
onceAcrossBrands(test, 'moneyleaf');

test('a session that ends without logout leaves no premium article for the next person, even with a forged cookie', async ({
  page,
  context,
  brand,
  consoleErrors,
}) => {
  const read = await subscriberReadingPremium(page, brand);
  const premium = read.premiums[0]!;
  const fullText = read.fullText.slice(0, 200);
  await expect.poll(() => userCaches(page)).toHaveLength(1);

  // The session ends the way an expired cookie does: no Log out, the jwt cookie is simply gone.
  const subscriberId = await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? 'null')?.id ?? 2);
  await context.clearCookies({ name: 'jwt' });
  await page.goto('/saved/');
  await expect(page.getByRole('heading', { level: 1, name: offlineMessages.savedTitle })).toBeVisible();
  await expect(page.getByRole('link', { name: premium.title })).toHaveCount(0);
  expect(await userCaches(page)).toEqual([]);

  // A hand-made, unsigned cookie claiming the subscriber's id opens nothing private either.
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const forged = `${b64({ alg: 'none' })}.${b64({ sub: String(subscriberId) })}.x`;
  await context.addCookies([{ name: 'jwt', value: forged, url: page.url() }]);
  await context.setOffline(true);
  await page.goto(`/blog/article/${premium.postId}/${premium.slug}/`);
  await expect(page.getByRole('heading', { level: 1, name: offlineMessages.articleNotSaved })).toBeVisible();
  expect(await page.locator('body').innerText()).not.toContain(fullText);
  await page.goto('/saved/');
  await expect(page.getByRole('heading', { level: 1, name: offlineMessages.savedTitle })).toBeVisible();
  await expect(page.getByRole('link', { name: premium.title })).toHaveCount(0);
  await context.setOffline(false);

  // Online, the server refuses the forged session and the app forgets it.
  await page.goto(`/blog/article/${premium.postId}/${premium.slug}/`);
  await expect(page.getByRole('heading', { level: 1, name: premium.title })).toBeVisible();
  await expect(page.getByRole('region', { name: /subscri/i })).toBeVisible();
  tolerateOfflineNetworkErrors(consoleErrors);
});
