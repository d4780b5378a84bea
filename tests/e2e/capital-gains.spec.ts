import { test, expect } from './support/fixtures';
import { onceAcrossBrands } from './support/brand-shard';
import { accountMenu, passwordLogin } from './support/session';
import { fetchInPage } from './support/in-page';
import { TAX_API } from '../../contract/tax/tax-paths';

/**
 * /account/capital-gains/ (docs/tax.md, "The screen"): brand-independent, so on one brand (decision 0099).
 * The seeded investor has only bought, so this year has no sales: the screen says so and still offers the
 * statement, whose two downloads answer files.
 */
onceAcrossBrands(test, 'starfolio', () => {
  test('from the account menu at 360 px: no sales this year, and the statement as XLSX and PDF', async ({
    page,
    brand,
    axe,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await passwordLogin(page, brand);
    await accountMenu(page).click();
    await page.getByRole('link', { name: 'Capital gains', exact: true }).click();
    await expect(page).toHaveURL(/\/account\/capital-gains\/$/);
    await expect(page).toHaveTitle(`Capital gains — ${brand.displayName}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Capital gains' })).toBeVisible();
    const year = await page.getByLabel('Financial year').inputValue();
    const empty = page.getByTestId('tax-no-sales');
    await expect(empty).toContainText(`No shares sold in FY ${year}`);
    await expect(empty).toContainText('Shares you buy become lots');
    await expect(page.getByTestId('tax-no-dividends')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download as XLSX' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download as PDF' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await axe(page);

    // Each download as the app fetches it: the session's KEY header from the jwt cookie.
    const jwt = (await page.context().cookies()).find((c) => c.name === 'jwt')?.value ?? '';
    const headers = { KEY: decodeURIComponent(jwt), 'X-Request-Code': 'web-pwa' };
    const files = [
      [TAX_API.tax.statementXlsx, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'PK'],
      [TAX_API.tax.statementPdf, 'application/pdf', '%PDF-'],
    ] as const;
    for (const [path, type, magic] of files) {
      const res = await fetchInPage(page, `/${brand.segment}/api/${path}?fy=${year}`, { headers });
      expect(res.status, path).toBe(200);
      expect(res.headers['content-type'], path).toBe(type);
      expect(res.bytes.subarray(0, magic.length).toString(), path).toBe(magic);
    }
  });
});
