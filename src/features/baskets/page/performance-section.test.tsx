// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ApiClient } from '#src/lib/http/api-client';
import { ApiProvider } from '#src/lib/http/api-context';
import { mount } from '#src/components/ui/test-root';
import type { ChartPeriod, PerformanceChartBody } from '#contract/baskets/details';
import { PerformanceSection } from './performance-section';

/** Month-end points from a start month, one a month. */
const months = (n: number): PerformanceChartBody['points'] =>
  Array.from({ length: n }, (_, i) => {
    const d = new Date(Date.UTC(2021, 10 + i, 28));
    return { date: d.toISOString().slice(0, 10), basket: 100 + i, benchmark: 100 + i / 2 };
  });

const POINTS: Record<ChartPeriod, number> = { '1yr': 13, '3yr': 37, '5yr': 61 };

/**
 * A basket with `points` month-ends a period, read as `kind` (the app's chart or the shareable copy's);
 * `youngerThan`: the periods its chart starts at its launch for; `shape` changes the points sent.
 */
function setup(
  kind: 'app' | 'public' = 'app',
  points = POINTS,
  youngerThan: ChartPeriod[] = [],
  shape = (sent: PerformanceChartBody['points']) => sent,
) {
  const get = vi.fn((_path: string, options?: { query?: { period?: ChartPeriod } }) => {
    const period = options!.query!.period!;
    const body: PerformanceChartBody = {
      period,
      benchmarkName: 'NIFTY 50',
      points: shape(months(points[period])),
      sinceLaunch: youngerThan.includes(period),
    };
    return Promise.resolve(body);
  });
  const api = { get, post: vi.fn(), url: (p: string) => p } as unknown as ApiClient;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = mount(
    <QueryClientProvider client={client}>
      <ApiProvider client={api}>
        <PerformanceSection hash="dividend-yield-plus" kind={kind} benchmarkName="NIFTY 50" />
      </ApiProvider>
    </QueryClientProvider>,
  );
  return { ...view, get };
}

/** Lets the queries answer: waits (up to 2 s) until the check holds. */
async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++) await act(() => new Promise((r) => setTimeout(r, 20)));
}
const rows = (root: HTMLElement) => root.querySelectorAll('[data-testid="chart-table"] tbody tr').length;
const button = (root: HTMLElement, name: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent === name)!;

describe('PerformanceSection', () => {
  it('opens at 1yr, and each period asks for its own points and lists them in the table', async () => {
    const { container, get, unmount } = setup();
    await until(() => rows(container) > 0);
    expect(button(container, '1yr').getAttribute('aria-pressed')).toBe('true');
    expect(get).toHaveBeenLastCalledWith(
      'basket/performance-chart/dividend-yield-plus/',
      expect.objectContaining({ query: { period: '1yr' } }),
    );
    expect(rows(container)).toBe(13);
    // The chart is drawn as it renders (SVG), the basket's line over the benchmark's.
    const lines = () => [...container.querySelectorAll('figure svg path')].map((p) => p.getAttribute('d')!);
    expect(lines()).toHaveLength(2);
    expect(lines()[0]!.split(' ').length).toBe(13 * 2);

    act(() => button(container, '3yr').click());
    await until(() => rows(container) !== 13);
    expect(button(container, '3yr').getAttribute('aria-pressed')).toBe('true');
    expect(button(container, '1yr').getAttribute('aria-pressed')).toBe('false');
    expect(get).toHaveBeenLastCalledWith(
      'basket/performance-chart/dividend-yield-plus/',
      expect.objectContaining({ query: { period: '3yr' } }),
    );
    expect(rows(container)).toBe(37);
    expect(lines()[0]!.split(' ').length).toBe(37 * 2);
    unmount();
  });

  it("asks for the shareable copy's chart on the public page, every period", async () => {
    const { container, get, unmount } = setup('public');
    await until(() => rows(container) > 0);
    act(() => button(container, '5yr').click());
    await until(() => rows(container) === 61);
    expect(get.mock.calls.map(([path, options]) => [path, options?.query?.period])).toEqual([
      ['basket/shared/performance-chart/dividend-yield-plus/', '1yr'],
      ['basket/shared/performance-chart/dividend-yield-plus/', '5yr'],
    ]);
    unmount();
  });

  it('keeps the table for screen readers and shows it on request', async () => {
    const { container, unmount } = setup();
    await until(() => rows(container) > 0);
    const table = container.querySelector('#chart-table')!;
    const toggle = button(container, 'Show as table');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const hiddenClass = table.className;
    act(() => toggle.click());
    expect(button(container, 'Hide table').getAttribute('aria-expanded')).toBe('true');
    expect(table.className).not.toBe(hiddenClass);
    expect(container.querySelector('figure[aria-label]')?.getAttribute('aria-label')).toContain('NIFTY 50');
    unmount();
  });

  it('says a younger basket’s 5yr chart starts at its launch, never “over 5 years”', async () => {
    // Launched November 2021 in this fixture: 2 years of month-ends behind both 3yr and 5yr.
    const { container, unmount } = setup('app', { '1yr': 13, '3yr': 25, '5yr': 25 }, ['3yr', '5yr']);
    await until(() => rows(container) > 0);
    const caption = () => container.querySelector('caption')!.textContent;
    const label = () => container.querySelector('figure[aria-label]')!.getAttribute('aria-label');
    expect(caption()).toBe('Month-end values over 1 year, both starting at 100');
    expect(container.textContent).not.toContain('younger than');

    act(() => button(container, '5yr').click());
    await until(() => rows(container) === 25);
    expect(caption()).toBe('Month-end values since its launch on 28 Nov 2021, both starting at 100');
    expect(label()).toBe('The basket’s value against NIFTY 50 since its launch on 28 Nov 2021, both starting at 100');
    expect(container.textContent).toContain(
      'This basket is younger than 5 years: the chart starts at its launch on 28 Nov 2021.',
    );
    expect(container.textContent).not.toContain('over 5 years');
    unmount();
  });

  it('reads the day nearest a pointer: a dot on each line and the values as the table writes them', async () => {
    const { container, unmount } = setup();
    await until(() => rows(container) > 0);
    const frame = container.querySelector('figure > div') as HTMLElement;
    frame.getBoundingClientRect = () => ({ left: 100, width: 400, top: 0, height: 260 }) as DOMRect;
    const readout = () => container.querySelector('[data-testid="chart-readout"]');
    const point = (type: string, clientX: number) =>
      act(() => void frame.dispatchEvent(new MouseEvent(type, { clientX, bubbles: true })));
    expect(readout()).toBeNull();

    // Half way across 13 month-ends (28 Nov 2021 … 28 Nov 2022): the seventh, 28 May 2022.
    point('pointermove', 300);
    expect(readout()!.textContent).toBe('28 May 2022Basket 106.0NIFTY 50 103.0');
    expect(container.querySelectorAll('figure svg circle')).toHaveLength(2);
    // Past either end: the first or the last point, never none.
    point('pointermove', 20);
    expect(readout()!.querySelector('time')!.getAttribute('dateTime')).toBe('2021-11-28');
    point('pointerdown', 900);
    expect(readout()!.querySelector('time')!.getAttribute('dateTime')).toBe('2022-11-28');

    // Leaving (React reads a leave from the pointer going out to an element outside).
    act(() => void frame.dispatchEvent(new MouseEvent('pointerout', { bubbles: true, relatedTarget: document.body })));
    expect(readout()).toBeNull();
    expect(container.querySelectorAll('figure svg circle')).toHaveLength(0);
    unmount();
  });

  it('reads the days from the keyboard as a slider, in the readout’s words', async () => {
    const { container, unmount } = setup();
    await until(() => rows(container) > 0);
    const slider = container.querySelector('[role="slider"]') as HTMLElement;
    const readout = () => container.querySelector('[data-testid="chart-readout"]');
    const date = () => readout()!.querySelector('time')!.getAttribute('dateTime');
    const press = (key: string) => {
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      act(() => void slider.dispatchEvent(event));
      return event.defaultPrevented;
    };
    expect(slider.getAttribute('aria-label')).toBe('Day on the chart');
    expect(slider.tabIndex).toBe(0);
    // Before anything is read, its value is the latest day (the server writes the same).
    expect(slider.getAttribute('aria-valuenow')).toBe('12');
    expect(slider.getAttribute('aria-valuetext')).toBe('28 Nov 2022: Basket 112.0, NIFTY 50 106.0');
    expect(readout()).toBeNull();

    act(() => slider.focus());
    expect(date()).toBe('2022-11-28');
    expect(press('ArrowLeft')).toBe(true);
    expect(date()).toBe('2022-10-28');
    expect(slider.getAttribute('aria-valuetext')).toBe('28 Oct 2022: Basket 111.0, NIFTY 50 105.5');
    press('Home');
    press('ArrowDown');
    expect(date()).toBe('2021-11-28');
    expect(slider.getAttribute('aria-valuenow')).toBe('0');
    press('ArrowUp');
    expect(date()).toBe('2021-12-28');
    press('End');
    press('ArrowRight');
    expect(date()).toBe('2022-11-28');
    // A key it does not use is left to the page.
    expect(press('a')).toBe(false);
    act(() => slider.blur());
    expect(readout()).toBeNull();

    // Page Up and Down move a twelfth of the chart: three of 3yr's 37 month-ends.
    act(() => button(container, '3yr').click());
    await until(() => rows(container) === 37);
    act(() => slider.focus());
    press('PageDown');
    expect(slider.getAttribute('aria-valuenow')).toBe('33');
    press('PageUp');
    press('PageUp');
    expect(slider.getAttribute('aria-valuenow')).toBe('36');
    unmount();
  });

  it('reads nothing of a line on a day it has no number for: no dot, no value', async () => {
    const { container, unmount } = setup('app', POINTS, [], (sent) =>
      sent.map((p, i) => (i === 6 ? { ...p, benchmark: Number.NaN } : p)),
    );
    await until(() => rows(container) > 0);
    const frame = container.querySelector('figure > div') as HTMLElement;
    frame.getBoundingClientRect = () => ({ left: 100, width: 400, top: 0, height: 260 }) as DOMRect;
    act(() => void frame.dispatchEvent(new MouseEvent('pointermove', { clientX: 300, bubbles: true })));
    expect(container.querySelector('[data-testid="chart-readout"]')!.textContent).toBe('28 May 2022Basket 106.0');
    expect(container.querySelector('[role="slider"]')!.getAttribute('aria-valuetext')).toBe(
      '28 May 2022: Basket 106.0',
    );
    expect(container.querySelectorAll('figure svg circle')).toHaveLength(1);
    unmount();
  });
});
