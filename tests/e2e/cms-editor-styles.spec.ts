import type { ConsoleMessage } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { onceAcrossBrands } from './support/brand-shard';
import { fillLoginDialog } from './support/session';
import { closedMarketURL } from './support/closed-market';

/**
 * The post editor's own styles come from the app's stylesheet, not an inline <style> the Content-Security-Policy
 * refuses (docs/blog-cms.md, "The editor's styles"): no CSP report and no ProseMirror white-space warning on load, and repeated spaces stay
 * as typed. Brand-independent: one brand.
 */

const ADVISER = { email: 'adviser@example.com', password: 'Adviser@123' };
const STYLE_COMPLAINT = /Content Security Policy|style-src|white-space/i;

onceAcrossBrands(test, 'starfolio', () => {
  test('the editor loads without a CSP report or a white-space warning and keeps repeated spaces', async ({
    page,
    brand,
  }) => {
    const complaints: string[] = [];
    page.on('console', (m: ConsoleMessage) => {
      if (STYLE_COMPLAINT.test(m.text())) complaints.push(`${m.type()}: ${m.text()}`);
    });
    // On the second server, so the draft this leaves is no other spec's business.
    await page.goto(`${closedMarketURL(brand)}/studio/posts/`);
    await page.getByRole('region', { name: 'Sign in to the studio' }).getByRole('button', { name: 'Log in' }).click();
    await fillLoginDialog(page, brand, ADVISER);
    await page.getByRole('link', { name: 'New post' }).click();
    const body = page.getByRole('textbox', { name: 'Body' });
    await expect(body).toBeVisible();
    expect(await body.evaluate((el) => getComputedStyle(el).whiteSpace)).toMatch(/^(break-spaces|pre-wrap)$/);
    await body.click();
    await page.keyboard.type('two  spaces');
    await expect(body).toHaveText('two  spaces');
    expect(complaints).toEqual([]);
  });
});
