import { test, expect } from './support/fixtures';
import { collectAnalytics, pageViews } from './support/analytics';
import { onceAcrossBrands, whereBrand } from './support/brand-shard';
import { GA4_COLLECT_ORIGIN } from '#contract/analytics/types';
import { analyticsKeys } from '../../src/features/analytics/consent';
import { ANALYTICS_MESSAGES as M } from '../../src/features/analytics/messages';
import { banner, settingsButton, stored, watchRequests } from './support/analytics-consent';

/**
 * Analytics with consent (docs/analytics.md): nothing of Google Analytics is loaded and nothing is
 * sent before the reader accepts; then one page_view per page reached. Google cannot be reached from
 * here: every request to its origin is answered by the test, which is how the test sees it.
 */

// These tests make the choice themselves: no choice is stored before they start.
test.use({ analyticsConsent: null });

test.describe('a brand with an analytics id', () => {
  whereBrand(test, (brand) => brand.analytics.googleAnalyticsId !== null, 'the brand has no analytics id');
  test.use({ videoPlayersStubbed: true });

  onceAcrossBrands(test, 'arrowline', () => {
    test('No analytics request before consent, and none after a rejection, across reloads', async ({
      page,
      brand,
      baseURL,
    }) => {
      const collected = await collectAnalytics(page);
      const seen = watchRequests(page, new URL(baseURL!).origin);
      const keys = analyticsKeys(brand.id);

      await page.goto('/');
      await expect(banner(page)).toBeVisible();
      await expect(banner(page)).toContainText(M.bannerBody(brand.displayName));
      // The reader browses without choosing: the banner waits, nothing is sent.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
      await expect(page).toHaveURL(/\/blog$/);
      await page.locator('[data-story="lead"] a').first().click();
      await expect(page).toHaveURL(/\/blog\/article\//);
      await expect(banner(page)).toBeVisible();
      await page.reload();
      await expect(banner(page)).toBeVisible();
      expect(collected).toEqual([]);
      expect(seen.offSite).toEqual([]);
      expect(seen.tracker).toEqual([]);
      expect(await stored(page, keys.client)).toBeNull();

      await banner(page).getByRole('button', { name: M.reject }).click();
      await expect(banner(page)).toHaveCount(0);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
      await expect(page).toHaveURL(/\/blog$/);
      await page.reload();
      await expect(page.locator('[data-story="lead"]')).toBeVisible();
      // Remembered: no banner after the reload, and still nothing sent or loaded.
      await expect(settingsButton(page)).toBeVisible();
      await expect(banner(page)).toHaveCount(0);
      await page.goto('/saved/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(collected).toEqual([]);
      expect(seen.offSite).toEqual([]);
      expect(seen.tracker).toEqual([]);
      expect(JSON.parse((await stored(page, keys.consent))!)).toMatchObject({ choice: 'denied' });
      expect(await stored(page, keys.client)).toBeNull();
    });
  });

  test('one page view per navigation after consent, with the brand id, the address and the title', async ({
    page,
    brand,
  }) => {
    const collected = await collectAnalytics(page);
    const views = () => pageViews(collected);
    const expectViews = async (n: number) => expect.poll(() => views().length).toBe(n);

    await page.goto('/blog');
    await expect(page.locator('[data-story="lead"]')).toBeVisible();
    expect(collected).toEqual([]);
    await banner(page).getByRole('button', { name: M.accept }).click();
    await expect(banner(page)).toHaveCount(0);

    // The page on screen when the reader accepted counts once.
    await expectViews(1);
    const steps: Array<{ dl: string; dt: string }> = [{ dl: page.url(), dt: await page.title() }];

    // An article from the listing: the view carries the article's own title, not the listing's.
    const lead = page.locator('[data-story="lead"]');
    const headline = (await lead.getByRole('heading', { level: 2 }).textContent())!;
    await lead.locator('a').first().click();
    await expect(page).toHaveTitle(`${headline} — ${brand.displayName}`);
    await expectViews(2);
    steps.push({ dl: page.url(), dt: await page.title() });

    await page
      .getByRole('navigation', { name: 'Footer' })
      .getByRole('link', { name: 'Saved for reading offline' })
      .click();
    await expect(page).toHaveURL(/\/saved\/$/);
    await expectViews(3);
    steps.push({ dl: page.url(), dt: await page.title() });

    // Back is a navigation too.
    await page.goBack();
    await expect(page).toHaveTitle(`${headline} — ${brand.displayName}`);
    await expectViews(4);
    steps.push({ dl: page.url(), dt: await page.title() });

    // A reload is a new page load: one view, from the same client.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline);
    await expectViews(5);
    steps.push({ dl: page.url(), dt: await page.title() });

    const sent = views();
    expect(sent.map((p) => ({ dl: p.get('dl'), dt: p.get('dt') }))).toEqual(steps);
    for (const p of sent) {
      expect(p.get('tid')).toBe(brand.analytics.googleAnalyticsId);
      expect(p.get('v')).toBe('2');
      expect(p.get('cid')).toBe(sent[0]!.get('cid'));
      expect(p.get('sid')).toBe(sent[0]!.get('sid'));
    }
    expect(sent.map((p) => p.get('_fv'))).toEqual(['1', null, null, null, null]);
    expect(sent.map((p) => p.get('_s'))).toEqual(['1', '2', '3', '4', '1']);
    // Sent the way gtag.js sends a hit, without cookies, to the collection endpoint only.
    expect(collected.every((r) => r.method() === 'POST' && !r.headers()['cookie'])).toBe(true);
    expect(collected.every((r) => new URL(r.url()).origin === GA4_COLLECT_ORIGIN)).toBe(true);
    const client = JSON.parse((await stored(page, analyticsKeys(brand.id).client))!);
    expect(client.cid).toBe(sent[0]!.get('cid'));
  });
});

test('a brand without an analytics id shows no banner, offers no settings and sends nothing', async ({
  page,
  brand,
  baseURL,
}) => {
  test.skip(brand.analytics.googleAnalyticsId !== null, 'the brand has an analytics id');
  const collected = await collectAnalytics(page);
  const seen = watchRequests(page, new URL(baseURL!).origin);
  const response = await page.goto('/blog');
  expect(response!.headers()['content-security-policy']).not.toContain('google-analytics');
  await expect(page.locator('[data-story="lead"]')).toBeVisible();
  await page.locator('[data-story="lead"] a').first().click();
  await expect(page).toHaveURL(/\/blog\/article\//);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByRole('navigation', { name: 'Footer' })).toBeVisible();
  await expect(settingsButton(page)).toHaveCount(0);
  await expect(banner(page)).toHaveCount(0);
  expect(collected).toEqual([]);
  expect(seen.offSite).toEqual([]);
  expect(seen.tracker).toEqual([]);
});
