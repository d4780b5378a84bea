import { test, expect } from './support/fixtures';
import { onceAcrossBrands } from './support/brand-shard';
import { callApi } from './support/session';
import { closedMarketURL } from './support/closed-market';
import { OPS_ACCOUNTS, apiSignIn } from './support/ops';
import { STATUS_API } from '#contract/status/status-paths';
import type { AdminIncidentsBody } from '#contract/status/types';

// An open incident shows a banner on every page of its brand: this journey runs on the second server, and
// resolves what it opened whatever happens.
onceAcrossBrands(test, 'starfolio', () => {
  test('an admin opens an incident; /status/ shows it at 360 px, the banner names it, and it resolves', async ({
    page,
    brand,
    axe,
  }) => {
    const origin = closedMarketURL(brand);
    const title = `Orders to Kestrel are slow (${Date.now()})`;
    await page.goto(`${origin}/admin/status/`);
    await apiSignIn(page, brand, OPS_ACCOUNTS.admin);
    try {
      await Promise.all([
        page.waitForResponse((r) => r.url().includes('/api/auth/userinfo/') && r.status() === 200),
        page.reload(),
      ]);
      await expect(page).toHaveTitle(`Status incidents — ${brand.displayName}`);
      const form = page.getByRole('form', { name: 'Open an incident' });
      await form.getByRole('button', { name: 'Open the incident' }).click();
      await expect(form.getByText('Choose a severity: minor, major or critical.')).toBeVisible();
      await form.getByLabel('Title').fill(title);
      await form.getByLabel('Affected part').selectOption({ label: 'Broker connections' });
      await form.getByLabel('Severity').selectOption({ label: 'Major' });
      await form.getByLabel('Message').fill('Orders reach the exchange minutes late. We are on it with the broker.');
      await form.getByRole('button', { name: 'Open the incident' }).click();
      await expect(form.getByText('Opened. It shows on the status page and in the app now.')).toBeVisible();
      const open = page.getByRole('region', { name: 'Open' });
      await expect(open.getByRole('heading', { name: title })).toBeVisible();
      await axe(page);

      // Anyone's page, on a phone: server-rendered with the incident, no sideways scroll, axe clean.
      const html = await page.evaluate(async (url) => (await fetch(url)).text(), `${origin}/status/`);
      expect(html).toContain(title);
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(`${origin}/status/`);
      await expect(page).toHaveTitle(`Service status — ${brand.displayName}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Service status' })).toBeVisible();
      const incidents = page.getByRole('region', { name: 'Incidents in the last 90 days' });
      const article = incidents.getByRole('article', { name: title });
      await expect(article).toContainText('Broker connections · Major · Open since');
      await expect(article).toContainText('Orders reach the exchange minutes late.');
      await expect(page.getByText(/^1 incident is open\./)).toBeVisible();
      const now = page.getByRole('region', { name: 'Right now' });
      await expect(now.getByRole('heading', { level: 3 })).toHaveText([
        'Broker connections',
        'Payments',
        'Market data',
        'Order updates',
      ]);
      // The Sunday server's market is closed.
      await expect(now.getByRole('listitem').filter({ hasText: 'Market data' })).toContainText('Market closed');
      const banner = page.getByTestId('incident-banner');
      await expect(banner).toHaveText(`We know of a problem: ${title}.See the status page`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await axe(page);

      // The footer leads here from any page, and the banner shows there too.
      await page.goto(`${origin}/faq/`);
      await expect(page.getByTestId('incident-banner')).toContainText(title);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Service status' }).click();
      await expect(page).toHaveURL(`${origin}/status/`);

      // Resolved by the admin: the banner goes, the page lists it as resolved.
      await page.goto(`${origin}/admin/status/`);
      const item = page.getByRole('region', { name: 'Open' }).getByRole('article', { name: title });
      await item.getByLabel('Update or resolving words').fill('Orders flow normally again.');
      await item.getByRole('button', { name: 'Resolve' }).click();
      const resolved = page.getByRole('region', { name: 'Resolved in the last 90 days' });
      await expect(resolved.getByRole('article', { name: title })).toContainText('Orders flow normally again.');
      await page.goto(`${origin}/status/`);
      await expect(page.getByText(/^No incident is open\./)).toBeVisible();
      await expect(page.getByRole('article', { name: title })).toContainText('Resolved');
      await expect(page.getByTestId('incident-banner')).toHaveCount(0);
    } finally {
      const list = await callApi(page, brand, 'GET', STATUS_API.status.adminList);
      for (const i of (list.json as { body: AdminIncidentsBody }).body.incidents.filter((x) => !x.resolved_at)) {
        await callApi(page, brand, 'POST', STATUS_API.status.adminResolve, true, {
          id: i.id,
          message: 'Closed by the test.',
        });
      }
    }
  });
});
