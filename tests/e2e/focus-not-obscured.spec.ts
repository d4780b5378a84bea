import type { Locator, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { onceAcrossBrands } from './support/brand-shard';

/**
 * WCAG 2.4.11 (focus not obscured): on a phone, what the keyboard focuses is scrolled above the
 * navigation bar fixed to the bottom of the screen, above a basket page's Invest bar stuck over the
 * page, and above the consent banner while it waits for a choice, never under them
 * (scroll-padding-bottom: src/app/global.css.ts, decision-figures.css.ts, consent-banner.tsx). And a
 * focus ring is not drawn over the control next to it.
 */

/**
 * Presses Tab `presses` times; returns how many elements took the focus, and those of them any part of
 * which was under the navigation bar, the Invest bar or the consent banner (one that holds the element
 * itself aside).
 */
async function tabUnderBars(page: Page, presses: number) {
  let focused = 0;
  const under: string[] = [];
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    const found = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return null;
      const box = el.getBoundingClientRect();
      const bars = [
        ...document.querySelectorAll(
          'nav[aria-label="Main"], section[aria-label^="Invest in"], [data-testid="analytics-consent"]',
        ),
      ]
        .filter((bar) => !bar.contains(el) && getComputedStyle(bar).display !== 'none')
        .map((bar) => bar.getBoundingClientRect());
      const covered = bars.some((bar) => box.bottom > bar.top + 0.5 && box.top < bar.bottom - 0.5);
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? el.tagName).trim().slice(0, 40);
      return { covered, name: `${name} (${Math.round(box.top)}–${Math.round(box.bottom)})` };
    });
    if (!found) continue;
    focused++;
    if (found.covered) under.push(found.name);
  }
  return { focused, under };
}

const PAGES = [
  ['the home page', '/'],
  ['a basket page, with its Invest bar', '/baskets/dividend-yield-plus/'],
] as const;

/** For each page: open it, wait for `shown`, then Tab through every link and button, into the footer. */
function eachPageTabsClear(shown: (page: Page) => Locator) {
  for (const [name, path] of PAGES) {
    test(name, async ({ page }) => {
      await page.goto(path);
      await expect(shown(page)).toBeVisible();
      const { focused, under } = await tabUnderBars(page, 70);
      expect(focused).toBeGreaterThan(40);
      expect(under).toEqual([]);
    });
  }
}

onceAcrossBrands(test, 'harborbank', () => {
  test.describe('on a phone the keyboard never focuses what a bar at the bottom hides', () => {
    test.use({ viewport: { width: 360, height: 740 } });
    eachPageTabsClear((page) => page.getByRole('heading', { level: 1 }));

    test.describe('while the consent banner waits for a choice (the Invest bar stands on it)', () => {
      test.use({ analyticsConsent: null });
      eachPageTabsClear((page) => page.getByTestId('analytics-consent'));
    });
  });
});

onceAcrossBrands(test, 'harborbank', () => {
  test("the focused chart's ring stays clear of 'Show as table' below it", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/baskets/dividend-yield-plus/');
    const slider = page.getByRole('slider', { name: 'Day on the chart' });
    await page.getByRole('button', { name: '5yr' }).focus();
    await page.keyboard.press('Tab');
    await expect(slider).toBeFocused();
    const ring = await slider.evaluate((el) => {
      const style = getComputedStyle(el);
      const reach = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
      return { visible: style.outlineStyle !== 'none' && reach > 0, bottom: el.getBoundingClientRect().bottom + reach };
    });
    expect(ring.visible).toBe(true);
    const below = page.locator('section', { has: slider }).getByRole('button', { name: 'Show as table' });
    const button = (await below.boundingBox())!;
    expect(ring.bottom).toBeLessThanOrEqual(button.y);
  });
});
