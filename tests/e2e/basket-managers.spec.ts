import { test, expect } from './support/fixtures';

test.describe('Managers or Experts', () => {
  test("lists the advisers under the brand's label", async ({ page, brand, axe }) => {
    await page.goto('/discover/managers/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(brand.navLabel);
    const list = page.getByRole('list', { name: brand.navLabel });
    await expect(list.getByRole('heading', { level: 2 })).toHaveText([
      'Arjun Mehta Research',
      'Bluechip Analytics',
      'Deccan Alpha Research',
      'Ganga Equity Research',
      'Kaveri Capital Advisors',
      'Lakshmi Nair',
      'Meera Iyer',
      'Narmada Insights',
      'Northstar Quant',
      'Priya Raghavan',
      'Sahyadri Wealth Advisors',
      'Vikram Sethi',
    ]);
    const meera = list.getByRole('article', { name: 'Meera Iyer' });
    await expect(meera).toContainText('Registered Investment Adviser');
    await expect(meera).toContainText('INA000017523');
    await expect(meera).toContainText('Twenty years in equity research');
    await expect(meera).toContainText('2 baskets');
    const plans = meera.getByRole('table');
    await expect(plans.getByRole('columnheader')).toHaveText(['Period', 'Fee']);
    await expect(plans.getByRole('rowheader')).toHaveText(['1 month', '3 months', '6 months', '1 year']);
    await expect(plans.getByRole('cell')).toHaveText([
      '₹999 / month',
      '₹2,699 / 3 months',
      '₹4,999 / 6 months',
      '₹8,999 / year',
    ]);
    const arjun = list.getByRole('article', { name: 'Arjun Mehta Research' });
    await expect(arjun).toContainText('Research Analyst');
    // Arjun's baskets are rebalanced monthly: a quarterly-only brand lists none of them.
    await expect(arjun).toContainText(brand.rebalanceFrequencies.includes('monthly') ? '2 baskets' : '0 baskets');
    await axe(page);
  });

  test('works at 360 px without sideways scrolling', async ({ page, brand, axe }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: brand.navLabel }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(brand.navLabel);
    await expect(page.getByRole('article')).toHaveCount(12);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await axe(page);
  });
});
