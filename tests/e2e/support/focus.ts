import { expect, type Locator, type Page } from '@playwright/test';
import { recordA11y } from './a11y-record';

/** WCAG contrast between two sRGB colours ('rgb(…)' or 'rgba(…)' as getComputedStyle gives them). */
export function contrast(a: string, b: string): number {
  const lum = (css: string) => {
    const [r, g, b] = parseRgb(css).map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

function parseRgb(css: string): [number, number, number] {
  const m = /^rgba?\((\d+(?:\.\d+)?),\s*(\d+(?:\.\d+)?),\s*(\d+(?:\.\d+)?)(?:,\s*([\d.]+))?\)$/.exec(css.trim());
  if (!m) throw new Error(`not an rgb() colour: ${css}`);
  if (m[4] !== undefined && Number(m[4]) < 1) throw new Error(`translucent colour: ${css}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

export interface FocusRing {
  /** What the test describes the element as. */
  name: string;
  style: string;
  width: number;
  color: string;
  /** The first opaque background the ring is drawn on: the control's own for an inset ring, else behind it. */
  backdrop: string;
}

/** The focused element's outline and the background around it, read from computed styles. */
export async function focusRingOf(focused: Locator): Promise<FocusRing> {
  return focused.evaluate((el) => {
    const cs = getComputedStyle(el);
    let backdrop = 'rgb(255, 255, 255)';
    // A ring drawn inside the control (negative offset) sits on the control's own background.
    const inset = parseFloat(cs.outlineOffset) < 0;
    for (let p = inset ? el : el.parentElement; p; p = p.parentElement) {
      const bg = getComputedStyle(p).backgroundColor;
      const alpha = /rgba\([^)]*,\s*([\d.]+)\)$/.exec(bg)?.[1];
      if (bg !== 'transparent' && (alpha === undefined || Number(alpha) === 1)) {
        backdrop = bg;
        break;
      }
    }
    const label = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
    return {
      name: `${el.tagName.toLowerCase()} "${label}"`,
      style: cs.outlineStyle,
      width: parseFloat(cs.outlineWidth),
      color: cs.outlineColor,
      backdrop,
    };
  });
}

/** A visible ring: solid, at least 2 px, and at least 3:1 against what surrounds the control (WCAG 1.4.11). */
export function expectVisibleRing(ring: FocusRing) {
  expect(ring.style, ring.name).not.toBe('none');
  expect(ring.width, ring.name).toBeGreaterThanOrEqual(2);
  expect(contrast(ring.color, ring.backdrop), `${ring.name}: ${ring.color} on ${ring.backdrop}`).toBeGreaterThanOrEqual(
    3,
  );
}

/** `target` has the focus and shows a visible ring. */
export async function expectFocusRing(target: Locator) {
  await expect(target).toBeFocused();
  expectVisibleRing(await focusRingOf(target));
}

/**
 * Focuses `target` from the keyboard (a programmatic focus after a Tab still matches :focus-visible)
 * and checks that it shows a visible ring.
 */
export async function expectKeyboardFocusRing(page: Page, target: Locator) {
  await target.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expectFocusRing(target);
  const name = await target.evaluate(
    (el) => `${el.tagName.toLowerCase()} “${(el.textContent ?? '').trim().slice(0, 60)}”`,
  );
  await recordA11y(page, { kind: 'keyboard', target: name });
}
