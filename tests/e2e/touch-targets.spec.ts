import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { onBrands } from './support/brand-shard';

/**
 * Touch targets meet WCAG 2.2's minimum (2.5.8: 24 × 24 px, or enough space around) whatever font
 * the device renders the page in: Noto Sans (Android's, Debian's fonts-noto-core) and DejaVu Sans
 * (Debian's default) set the same text at different heights. docs/accessibility.md, "Touch targets".
 */
const FONTS = ['Noto Sans', 'DejaVu Sans'] as const;
const PAGES = ['/', '/blog', '/baskets/dividend-yield-plus/', '/faq/', '/contact/'];
const DESKTOP_FONT_BRAND: Record<(typeof FONTS)[number], string> = {
  'Noto Sans': 'starfolio',
  'DejaVu Sans': 'arrowline',
};

/** Renders every element in `font`, after checking the machine has it (else the test would prove nothing). */
async function renderIn(page: Page, font: string) {
  const installed = await page.evaluate((name) => {
    const ctx = document.createElement('canvas').getContext('2d')!;
    const sample = 'mmmmmmmmmmlli 0123456789 ₹';
    ctx.font = '32px monospace';
    const fallback = ctx.measureText(sample).width;
    ctx.font = `32px "${name}", monospace`;
    return ctx.measureText(sample).width !== fallback;
  }, font);
  expect(installed, `${font} is installed (npm test installs fonts-noto-core with Chromium)`).toBe(true);
  await page.addStyleTag({ content: `html, html * { font-family: "${font}", monospace !important; }` });
}

onBrands(test, ['starfolio', 'arrowline'], () => {
  for (const width of [360, 1280]) {
    test.describe(`at ${width} px`, () => {
      // The page's CSP allows no inline style; the test's own font rule is the one exception.
      test.use({ viewport: { width, height: 800 }, bypassCSP: true });

      for (const font of FONTS) {
        test(`every touch target is large enough or spaced enough in ${font}`, async ({ page, brand }) => {
          // A phone's width is where targets crowd: both fonts on both brands. On a desktop each font
          // is checked on one of the two (decision 0099).
          test.skip(
            width > 360 && brand.id !== DESKTOP_FONT_BRAND[font],
            `${font} at ${width} px runs on ${DESKTOP_FONT_BRAND[font]}`,
          );
          const pages = brand.features.blog ? PAGES : PAGES.filter((p) => p !== '/blog');
          for (const path of pages) {
            await page.goto(path);
            await expect(page.getByRole('contentinfo')).toBeVisible();
            await renderIn(page, font);
            const { violations } = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
            const small = violations.flatMap((v) => v.nodes.map((n) => `${path}: ${n.target.join(' ')}`));
            expect(small, `targets below 24 px without spacing in ${font}`).toEqual([]);
          }
        });
      }
    });
  }
});
