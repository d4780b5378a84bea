import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { API } from '#contract/http/api-paths';
import { TAX_API } from '#contract/tax/tax-paths';
import type { TaxStatementBody } from '#contract/tax/types';
import type { Trade } from '#contract/trading/types';
import { formatRupees } from '#contract/locale/format';
import { signedRupees } from '../../src/features/investments/investment-figures';
import type { BrandConfig } from '../../brands/schema';
import { test, expect } from './support/fixtures';
import { onceAcrossBrands } from './support/brand-shard';
import { callApi } from './support/session';
import { fetchInPage } from './support/in-page';
import { signUpFresh } from './support/sign-up';
import { connectSimulatedBroker } from './support/buy-basket';

/**
 * The year's statement against the investments page (issue 35, docs/tax.md): a fresh investor buys a basket and
 * exits it, so every lot bought is sold in the year. The closed investment's money put in is the statement's cost
 * of acquisition, its money taken out the sale value, and its realised profit and loss the year's gains less its
 * losses, on the screen, in the statement the screen shows and in the XLSX download. Brand-independent.
 */
onceAcrossBrands(test, 'moneyleaf');

/** Seeded, free to invest in; a fresh account holds nothing (as investments-exit.spec.ts). */
const BASKET = { hash: 'dividend-yield-plus', name: 'Dividend Yield Plus' };

async function tradeTo(page: Page, brand: BrandConfig, path: string, body: object): Promise<Trade> {
  const placed = await callApi(page, brand, 'POST', path, true, body);
  expect(placed.status, path).toBe(200);
  const trade = (placed.json as { body: Trade }).body;
  const status = async () =>
    ((await callApi(page, brand, 'GET', `${API.trading.orderStatus}?trade=${trade.trade}`)).json as { body: Trade })
      .body.status;
  await expect.poll(status, { timeout: 30_000 }).toBe('complete');
  return trade;
}

/** The Summary sheet's rows as label → value. */
async function summaryOf(bytes: Buffer): Promise<Map<string, unknown>> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  const sheet = book.getWorksheet('Summary')!;
  const rows = new Map<string, unknown>();
  sheet.eachRow((row) => rows.set(String(row.getCell(1).value), row.getCell(2).value));
  return rows;
}

test('a bought and exited basket: the statement and its XLSX add up to the investments page', async ({
  page,
  brand,
  axe,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await signUpFresh(page, brand);
  await connectSimulatedBroker(page, brand);
  const broker = brand.brokers[0]!;
  const buy = await tradeTo(page, brand, API.trading.requestOrder, {
    basket_hash: BASKET.hash,
    broker_id: broker.id,
    amount: 50_000,
    order_type: 'MARKET',
    client_key: `e2e-statement-buy-${Date.now()}`,
  });
  await tradeTo(page, brand, API.investment.close, {
    investment: buy.investment,
    client_key: `e2e-statement-exit-${Date.now()}`,
  });

  // The investments page: the closed investment's money in and out.
  await page.goto('/account/investments/');
  const card = page.getByRole('list', { name: 'Closed investments' }).getByRole('listitem').filter({
    hasText: BASKET.name,
  });
  await expect(card).toBeVisible();
  const figure = (label: string) =>
    card.locator('dt').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
  const paidIn = await figure('Money put in').textContent();
  const takenOut = await figure('Money taken out').textContent();
  const realised = await figure('Realised profit and loss').textContent();

  // The year's statement, as the screen has it: the year the screen opens on.
  await page.goto('/account/capital-gains/');
  await expect(page.getByRole('heading', { level: 1, name: 'Capital gains' })).toBeVisible();
  const year = await page.getByLabel('Financial year').inputValue();
  const { json } = await callApi(page, brand, 'GET', `${TAX_API.tax.statement}?fy=${year}`);
  const statement = (json as { body: TaxStatementBody }).body;
  const t = statement.totals;
  expect(statement.sales.length).toBeGreaterThan(0);
  expect(statement.sales.every((s) => s.basket_name === BASKET.name && s.unmatched_quantity === 0)).toBe(true);
  expect(formatRupees(t.cost)).toBe(paidIn);
  expect(formatRupees(t.proceeds)).toBe(takenOut);
  const net = t.short_term_gains - t.short_term_losses + t.long_term_gains - t.long_term_losses;
  expect(realised).toBe(signedRupees(net));

  expect(statement.financial_year).toBe(year);
  await expect(page.getByTestId('tax-no-sales')).toHaveCount(0);
  await expect(page.getByTestId('total-short_term_gains')).toHaveText(
    formatRupees(t.short_term_gains, { maxFractionDigits: 2 }),
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await axe(page);

  // The XLSX download holds the same totals.
  const jwt = (await page.context().cookies()).find((c) => c.name === 'jwt')?.value ?? '';
  const headers = { KEY: decodeURIComponent(jwt), 'X-Request-Code': 'web-pwa' };
  const res = await fetchInPage(page, `/${brand.segment}/api/${TAX_API.tax.statementXlsx}?fy=${year}`, { headers });
  expect(res.status).toBe(200);
  const summary = await summaryOf(res.bytes);
  expect(summary.get('Cost of acquisition (INR)')).toBe(t.cost);
  expect(summary.get('Sale value (INR)')).toBe(t.proceeds);
  expect(formatRupees(Number(summary.get('Cost of acquisition (INR)')))).toBe(paidIn);
  expect(formatRupees(Number(summary.get('Sale value (INR)')))).toBe(takenOut);
  expect(summary.get('Short-term gains (INR)')).toBe(t.short_term_gains);
  expect(summary.get('Short-term losses (INR)')).toBe(t.short_term_losses);
});
