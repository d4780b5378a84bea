import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * A wide table on a phone (decision 0257): its rows are cards, so a row's key cell is on the screen without a
 * sideways scroll. Shared by the specs that check tables at 360 px.
 */

/** The key cell lies inside the window once scrolled to, and neither the page nor its table's box scrolls sideways. */
export async function expectKeyCellInView(page: Page, table: Locator, keyCell: Locator) {
  // Scrolled by the page itself: a dialog's content never counts as still for Playwright's own scroll.
  await keyCell.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const box = await keyCell.boundingBox();
  const { width } = page.viewportSize()!;
  expect(box, 'rendered').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  const scroll = await table.evaluate((el) => ({
    page: document.documentElement.scrollWidth - window.innerWidth,
    box: el.parentElement!.scrollWidth - el.parentElement!.clientWidth,
  }));
  expect(scroll).toEqual({ page: 0, box: 0 });
}

export const bodyRows = (table: Locator) => table.locator('tbody tr');
export const firstRow = (table: Locator) => bodyRows(table).first();

/** A row's cell under the column `header` (the column header's position among the row's cells); the first row's unless told. */
export async function cellUnder(table: Locator, header: string, row: Locator = firstRow(table)) {
  // The headers are read at once: wait until the table has this one (a card keeps it for screen readers).
  await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeAttached();
  const headers = await table.getByRole('columnheader').allTextContents();
  return row.locator('th, td').nth(headers.indexOf(header));
}
