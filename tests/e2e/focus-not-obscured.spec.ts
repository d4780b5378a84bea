import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { onceAcrossBrands } from './support/brand-shard';

/**
 * WCAG 2.4.11 (focus not obscured): on a phone, what the keyboard focuses is scrolled above the
 * navigation bar fixed to the bottom of the screen, and above a basket page's Invest bar stuck over the
 * page, never under them (scroll-padding-bottom: src/app/global.css.ts, decision-figures.css.ts).
 */

/**
 * Presses Tab `presses` times; returns how many elements took the focus, and those of them any part of
 * which was under the navigation bar or the Invest bar (bars that hold the element itself aside).
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
      const bars = [...document.querySelectorAll('nav[aria-label="Main"], section[aria-label^="Invest in"]')]
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

onceAcrossBrands(test, 'harborbank', () => {
  test.describe('on a phone the keyboard never focuses what a bar at the bottom hides', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    for (const [page, path] of [
      ['the home page', '/'],
      ['a basket page, with its Invest bar', '/baskets/dividend-yield-plus/'],
    ] as const) {
      test(page, async ({ page: tab }) => {
        await tab.goto(path);
        await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
        // Every link and button from the top of the page down, into the footer.
        const { focused, under } = await tabUnderBars(tab, 70);
        expect(focused).toBeGreaterThan(40);
        expect(under).toEqual([]);
      });
    }
  });
});
