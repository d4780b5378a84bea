import type { Page } from '@playwright/test';

interface ShiftWindow {
  __cls: number;
  __shifts: string[];
}

/**
 * From the page's next load on, adds up its layout shifts (CLS) as a PerformanceObserver sees them,
 * leaving out those right after input; `layoutShift(page)` reads the sum, `layoutShiftSources(page)`
 * what moved (for the failure message).
 */
export async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as ShiftWindow;
    w.__cls = 0;
    w.__shifts = [];
    const name = (node: Node | null) => {
      if (!(node instanceof Element)) return node?.nodeName ?? '?';
      const data = [...node.attributes].filter((a) => a.name.startsWith('data-') || a.name === 'role');
      const text = (node.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${node.localName}${data.map((a) => `[${a.name}="${a.value}"]`).join('')} "${text}"`;
    };
    type Source = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Shift[]) {
        if (e.hadRecentInput) continue;
        w.__cls += e.value;
        const moved = e.sources.map(
          (s) => `${name(s.node)} y ${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.y)}`,
        );
        const at = `${Math.round(e.startTime)} ms on ${location.pathname}`;
        w.__shifts.push(`${e.value.toFixed(4)} at ${at}: ${moved.join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift added up since the page loaded (watchLayoutShift). */
export const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as ShiftWindow).__cls);

/** Each counted shift since the page loaded: its score, time and the elements that moved. */
export const layoutShiftSources = (page: Page) =>
  page.evaluate(() => (window as unknown as ShiftWindow).__shifts.join('\n'));
