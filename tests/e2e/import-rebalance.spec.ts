import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { API } from '#contract/http/api-paths';
import type { UserBody } from '#contract/auth/types';
import { SHEET_COLUMNS, SHEET_MESSAGES, SHEET_NOTICE } from '#contract/rebalance-sheets/types';
import { test, expect } from './support/fixtures';
import { onceAcrossBrands } from './support/brand-shard';
import { callApi } from './support/session';
import { freshInvestorHolding } from './support/subscribe';
import { OPS_ACCOUNTS, apiSignIn } from './support/ops';
import { sampleWorkbook } from '../../server/client-import/import-sample-files';

/**
 * Rebalance from a spreadsheet (docs/rebalance-from-sheet.md): the seed adviser downloads the
 * template, uploads target weights for a client who holds one of their baskets (and one bad row),
 * reads the preview naming the bad row, applies it; the investor finds the rebalance with the
 * adviser's weights. Brand-independent.
 */
onceAcrossBrands(test, 'starfolio');

/** Seeded, owned by the seed adviser; no other spec opens it (nor publishes a version of it). */
const BASKET = { hash: 'goal-builder-large-cap', name: 'Goal Builder Large Cap' };
const WEIGHTS = [
  ['INFY', '50'],
  ['TCS', '30.5'],
  ['HDFCBANK', '19.5'],
] as const;

test('an adviser previews and applies target weights; the investor finds them waiting', async ({
  page,
  brand,
  secondPerson,
  axe,
}) => {
  // The investor: a fresh account holding the adviser's basket.
  const investment = await freshInvestorHolding(page, brand, BASKET.hash);
  const me = await callApi(page, brand, 'GET', API.auth.userinfo);
  const email = (me.json as { body: UserBody }).body.user.email;

  const { context: adviserContext, page: adviser } = await secondPerson({ acceptDownloads: true });
  await apiSignIn(adviser, brand, OPS_ACCOUNTS.adviser);
  await adviser.goto('/import-client/');
  await adviser.getByRole('link', { name: 'Upload target weights for your clients' }).click();
  await expect(adviser).toHaveURL(/\/import-client\/rebalance\/$/);
  await expect(adviser.getByRole('heading', { level: 1, name: 'Rebalance from a spreadsheet' })).toBeVisible();

  const download = adviser.waitForEvent('download');
  await adviser.getByRole('button', { name: 'Download the template (.xlsx)' }).click();
  const template = new ExcelJS.Workbook();
  await template.xlsx.load((await readFile((await (await download).path())!)) as unknown as ExcelJS.Buffer);
  expect(template.worksheets.map((w) => w.name)).toEqual(['Targets', 'Notes']);
  expect(template.worksheets[0]!.getRow(1).values).toEqual([undefined, ...SHEET_COLUMNS]);
  await axe(adviser);

  const rows = [
    ...WEIGHTS.map(([symbol, weight]) => [email, BASKET.name, symbol, weight]),
    ['nobody@example.com', BASKET.name, 'INFY', '100'],
  ];
  await adviser.getByLabel('Spreadsheet', { exact: true }).setInputFiles({
    name: 'november-targets.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await sampleWorkbook(rows, SHEET_COLUMNS)),
  });
  await adviser.getByRole('button', { name: 'Upload' }).click();

  await expect(adviser).toHaveURL(/\/import-client\/rebalance\/[a-z0-9]{16}\/$/);
  await expect(adviser.getByRole('heading', { level: 1 })).toHaveText('Rebalance sheet november-targets.xlsx');
  await expect(adviser.getByRole('status').first()).toHaveText('Preview: 1 target ready, 1 row refused');
  const refused = adviser.getByRole('region', { name: 'Refused rows table' }).locator('tr[data-row="5"]');
  await expect(refused).toHaveText(`5client${SHEET_MESSAGES.notYourClient}`);
  const target = adviser.getByRole('list', { name: 'Targets' }).getByRole('listitem');
  await expect(target.getByRole('heading', { level: 3 })).toHaveText(`Ishaan Rao: ${BASKET.name}`);
  await expect(target).toContainText(email);
  await expect(target.locator('tr[data-symbol="TCS"]')).toContainText('30.5%');
  await axe(adviser);

  await adviser.getByRole('button', { name: 'Apply', exact: true }).click();
  const confirm = adviser.getByRole('dialog', { name: 'Apply this sheet?' });
  await expect(confirm).toContainText('1 investment gets a pending rebalance to your weights');
  await axe(adviser);
  await confirm.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(adviser.getByText('Applied: 1 rebalance created. The investors are told.')).toBeVisible();
  await expect(adviser.getByRole('status').first()).toHaveText(/^Applied .*: 1 rebalance created/);
  await expect(adviser.getByRole('button', { name: 'Apply', exact: true })).toHaveCount(0);
  await adviserContext.close();

  // The investor has no push subscription: the in-app notice, then the rebalance with the adviser's weights.
  await page.goto(`/account/investments/${investment}/`);
  const notice = page.getByRole('dialog', { name: 'For your attention' });
  await expect(notice).toContainText(SHEET_NOTICE.body(BASKET.name));
  await notice.getByRole('button', { name: 'Mark as read' }).click();
  await expect(notice).toBeHidden();
  await page.getByRole('button', { name: 'Rebalance', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Rebalance this investment' });
  await expect(dialog).toContainText('Weights your adviser set for you on');
  const weights = dialog.getByTestId('adviser-weights').locator('tbody tr');
  await expect(weights).toHaveText(['INFY50%', 'TCS30.5%', 'HDFCBANK19.5%']);
  await expect(dialog.getByTestId('rebalance-lines').locator('tbody tr').first()).toBeVisible();
  await axe(page);
});
