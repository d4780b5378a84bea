import { test, expect } from './support/fixtures';
import { onceAcrossBrands } from './support/brand-shard';
import { OPS_ACCOUNTS, apiSignIn } from './support/ops';
import { sampleRows, sampleWorkbook } from '../../server/client-import/import-sample-files';

/** The adviser imports clients from a spreadsheet (docs/client-import.md): brand-independent, so on one brand. */

/** Ten bad rows spread over the file, one of each fault the import names. */
const BAD_ROWS = [2, 57, 130, 288, 401, 512, 640, 777, 893, 1001];

onceAcrossBrands(test, 'starfolio', () => {
  test('a 1,000-row file with 10 bad rows imports 990 clients and names each bad row', async ({ page, brand, axe }) => {
    test.setTimeout(90_000);
    // A tag of its own: a retry or a second run on the same server imports new clients, not the same ones.
    const { rows, expected } = sampleRows(1000, { tag: Date.now() % 10_000, badRows: BAD_ROWS });
    const file = Buffer.from(await sampleWorkbook(rows));

    await apiSignIn(page, brand, OPS_ACCOUNTS.adviser);

    await page.goto('/import-client/');
    await expect(page.getByRole('heading', { level: 1, name: 'Import clients' })).toBeVisible();
    // The seed's import is in the list.
    await expect(page.getByRole('link', { name: 'new-clients-october.xlsx' })).toBeVisible();
    await page.getByLabel('Spreadsheet', { exact: true }).setInputFiles({
      name: 'thousand-clients.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: file,
    });
    await page.getByRole('button', { name: 'Upload' }).click();

    await expect(page).toHaveURL(/\/import-client\/jobs\/[0-9a-f-]{36}\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Import of thousand-clients.xlsx' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Done: 990 imported, 0 already there, 10 refused', {
      timeout: 60_000,
    });
    await expect(page.getByTestId('imported')).toHaveText('990');
    const table = page.getByRole('region', { name: 'Refused rows table' }).getByRole('table');
    await expect(table.locator('tbody tr')).toHaveCount(10);
    for (const bad of expected) {
      await expect(table.locator(`tr[data-row="${bad.row}"]`)).toHaveText(`${bad.row}${bad.field}${bad.reason}`);
    }
    await axe(page);
  });
});
