import type { Page } from '@playwright/test';

/**
 * From the page's next load on, adds up its layout shifts (CLS) as a PerformanceObserver sees them,
 * leaving out those right after input; `layoutShift(page)` reads the sum.
 */
export async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!e.hadRecentInput) w.__cls += e.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift added up since the page loaded (watchLayoutShift). */
export const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __cls: number }).__cls);
