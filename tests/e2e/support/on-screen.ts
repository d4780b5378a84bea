import { expect, type Locator, type Page } from '@playwright/test';

/** The element's box lies inside the window, above `bottom` (the top of what is fixed over the window's end). */
export async function expectOnScreen(page: Page, locator: Locator, bottom?: number) {
  const box = await locator.boundingBox();
  const { width, height } = page.viewportSize()!;
  expect(box, 'rendered').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  expect(box!.y + box!.height).toBeLessThanOrEqual(bottom ?? height);
}
