import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** An investment's card on /account/investments/, by its basket's name. */
export const investmentCard = (page: Page, basket: string): Locator =>
  page.getByRole('list', { name: 'Active investments' }).getByRole('article').filter({ hasText: basket });

/**
 * On /account/investments/, an investor without a push subscription is told of a basket's new
 * version in the app (docs/push.md): the notice names the basket (checked with `axe` while it is
 * open, when given), is marked read and closes, and the investment's card shows its rebalance
 * pending. Returns the card.
 */
export async function readNewWeightsNotice(page: Page, basket: string, axe?: (page: Page) => Promise<void>) {
  const notice = page.getByRole('dialog', { name: 'For your attention' });
  await expect(notice).toContainText(`${basket} has new weights. Review the changes to your investment.`);
  if (axe) await axe(page);
  await notice.getByRole('button', { name: 'Mark as read' }).click();
  await expect(notice).toBeHidden();
  const card = investmentCard(page, basket);
  await expect(card.getByRole('listitem').filter({ hasText: 'Rebalance pending' })).toHaveCount(1);
  return { notice, card };
}
