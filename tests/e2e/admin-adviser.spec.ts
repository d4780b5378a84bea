import { test, expect } from './support/fixtures';
import { onceAcrossBrands } from './support/brand-shard';
import { callApi } from './support/session';
import { closedMarketURL } from './support/closed-market';
import { OPS_ACCOUNTS, apiSignIn } from './support/ops';

// The adviser's public page is shared state: this journey runs on the second server.
onceAcrossBrands(test, 'starfolio', () => {
  test("an admin edits a seed adviser's city and the public adviser page shows it", async ({ page, brand, axe }) => {
    const origin = closedMarketURL(brand);
    await page.goto(`${origin}/admin/`);
    // Signing in is not what is tested; the reload lets the app start with the session.
    await apiSignIn(page, brand, OPS_ACCOUNTS.admin);
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/auth/userinfo/') && r.status() === 200),
      page.reload(),
    ]);
    await expect(page.getByRole('table', { name: 'Feature toggles by brand' })).toContainText('✓ On');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Advisers' }).click();
    await page.getByRole('link', { name: 'Edit Sahyadri Wealth Advisors' }).click();
    const city = page.getByLabel('City', { exact: true });
    await expect(city).toHaveValue('Pune');
    await axe(page);
    try {
      await city.fill('Nashik');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('link', { name: 'See the adviser’s page' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Sahyadri Wealth Advisors' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Registration' })).toContainText('Nashik');
    } finally {
      const { json } = await callApi(page, brand, 'GET', 'admin/curators/?slug=sahyadri-wealth');
      const c = (json as { body: { curator: Record<string, string> } }).body.curator;
      const restored = await callApi(page, brand, 'POST', 'admin/curators/', true, {
        slug: 'sahyadri-wealth',
        name: c.name,
        bio: c.bio,
        sebi_registration: c.sebi_registration,
        city: 'Pune',
        website: c.website,
        contact_email: c.contact_email,
      });
      expect(restored.status).toBe(200);
    }
  });
});
