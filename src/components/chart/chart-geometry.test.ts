import { describe, expect, it } from 'vitest';
import { chartGeometry, CHART_BOX, nearestPoint, SPAN } from './chart-geometry';

/** `n` consecutive days from `start` (YYYY-MM-DD). */
const days = (start: string, n: number) =>
  Array.from({ length: n }, (_, i) =>
    new Date(Date.parse(`${start}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10),
  );

/** A path's points, [x, y] pairs, and where a new stroke starts. */
const pointsOf = (d: string) =>
  d
    .split('M')
    .filter(Boolean)
    .map((stroke) => {
      const n = stroke.trim().split(' ').map(Number);
      return Array.from({ length: n.length / 2 }, (_, i) => [n[2 * i]!, n[2 * i + 1]!]);
    });

describe('chartGeometry', () => {
  it('spans the lines over the whole box, x by calendar time and the highest value nearest the top', () => {
    const dates = ['2026-01-01', '2026-01-02', '2026-01-11'];
    const { paths } = chartGeometry(dates, [[100, 110, 105]]);
    const [stroke] = pointsOf(paths[0]!);
    expect(stroke!.map(([x]) => x)).toEqual([0, 100, SPAN]);
    const [first, high, last] = stroke!.map(([, y]) => y);
    expect(high).toBeLessThan(last!);
    expect(last).toBeLessThan(first!);
    // Room above and below the lines: no point on the box's edge.
    for (const y of [first, high, last]) expect(y! > 0 && y! < SPAN).toBe(true);
  });

  it('shares one scale between the lines and breaks a line where it has no value', () => {
    const dates = days('2026-03-01', 5);
    const { paths } = chartGeometry(dates, [
      [100, 101, null, 103, 104],
      [90, 90, 90, 90, 90],
    ]);
    const basket = pointsOf(paths[0]!);
    expect(basket.map((stroke) => stroke.length)).toEqual([2, 2]);
    const benchmark = pointsOf(paths[1]!)[0]!;
    // The benchmark lies below every basket point, on the same scale.
    expect(Math.min(...benchmark.map(([, y]) => y!))).toBeGreaterThan(Math.max(...basket.flat().map(([, y]) => y!)));
  });

  it('labels round values inside the plot, top to bottom in order', () => {
    const { yTicks } = chartGeometry(days('2026-01-01', 3), [[96.4, 131.2, 120]]);
    expect(yTicks.map((t) => t.label)).toEqual(['100', '110', '120', '130']);
    const ys = yTicks.map((t) => t.y);
    expect([...ys].sort((a, b) => b - a)).toEqual(ys);
    for (const y of ys) expect(y > CHART_BOX.plotTop && y < CHART_BOX.plotTop + CHART_BOX.plotHeight).toBe(true);
  });

  it('writes fraction digits only where the step needs them, and Indian grouping', () => {
    expect(chartGeometry(days('2026-01-01', 2), [[1.02, 1.9]]).yTicks.map((t) => t.label)).toEqual([
      '1.00',
      '1.25',
      '1.50',
      '1.75',
    ]);
    expect(chartGeometry(days('2026-01-01', 2), [[101_000, 148_000]]).yTicks.map((t) => t.label)).toEqual([
      '1,00,000',
      '1,20,000',
      '1,40,000',
    ]);
  });

  it('marks months over a year (every third major), quarters over three years, half years over five', () => {
    const year = chartGeometry(days('2025-11-20', 366), [Array(366).fill(100)]).xTicks;
    // 1 Dec 2025 is too near the left edge for its label.
    expect(year.map((t) => t.label)).toEqual([
      'Jan 26',
      'Feb 26',
      'Mar 26',
      'Apr 26',
      'May 26',
      'Jun 26',
      'Jul 26',
      'Aug 26',
      'Sep 26',
      'Oct 26',
      'Nov 26',
    ]);
    expect(year.filter((t) => !t.minor).map((t) => t.label)).toEqual(['Jan 26', 'Apr 26', 'Jul 26', 'Oct 26']);
    const pcts = year.map((t) => t.pct);
    expect([...pcts].sort((a, b) => a - b)).toEqual(pcts);
    for (const pct of pcts) expect(pct >= 5 && pct <= 95).toBe(true);
    // Too near an edge for a month's name, but not for a year's four figures.

    const three = chartGeometry(days('2023-11-20', 3 * 366), [Array(3 * 366).fill(100)]).xTicks;
    expect(three.filter((t) => !t.minor).map((t) => t.label)).toEqual(['2024', '2025', '2026']);
    expect(three.find((t) => t.minor)?.label).toBe('Apr 24');

    const five = chartGeometry(days('2021-10-20', 5 * 366), [Array(5 * 366).fill(100)]).xTicks;
    expect(five.filter((t) => !t.minor).map((t) => t.label)).toEqual(['2022', '2023', '2024', '2025', '2026']);
    expect(five.filter((t) => t.minor).every((t) => t.label.startsWith('Jul '))).toBe(true);
  });

  it('draws nothing, and no ticks, without points or values', () => {
    expect(chartGeometry([], [[], []])).toEqual({ paths: ['', ''], xTicks: [], yTicks: [], xPct: [], yPx: [[], []] });
    // No value to read either: a pointer finds no point.
    expect(chartGeometry(['2026-01-01'], [[null]])).toEqual({
      paths: [''],
      xTicks: [],
      yTicks: [],
      xPct: [],
      yPx: [[]],
    });
  });

  it('draws a single point, and a flat line, inside the box', () => {
    const { paths, yTicks } = chartGeometry(['2026-01-01'], [[100]]);
    const [x, y] = pointsOf(paths[0]!)[0]![0]!;
    expect(x).toBe(0);
    expect(y! > 0 && y! < SPAN).toBe(true);
    expect(yTicks.length).toBeGreaterThan(0);
  });
});

describe('where a pointer reads the chart', () => {
  it('places each point across the plot by calendar time and each value where its line passes', () => {
    const dates = ['2026-01-01', '2026-01-02', '2026-01-11'];
    const { xPct, yPx, paths } = chartGeometry(dates, [
      [100, 110, null],
      [95, 96, 97],
    ]);
    expect(xPct).toEqual([0, 10, 100]);
    // The dots sit on the lines: the path's y in the 1000 box, scaled onto the plot's pixels.
    const [stroke] = pointsOf(paths[0]!);
    expect(yPx[0]![0]).toBeCloseTo(CHART_BOX.plotTop + (stroke![0]![1]! / SPAN) * CHART_BOX.plotHeight, 0);
    expect(yPx[0]![2]).toBeNull();
    expect(yPx[0]![1]!).toBeLessThan(yPx[0]![0]!);
    expect(yPx[1]!.every((y) => y! > CHART_BOX.plotTop && y! < CHART_BOX.plotTop + CHART_BOX.plotHeight)).toBe(true);
  });

  it('picks the nearest point, the earlier one when halfway, and none on an empty chart', () => {
    const xPct = [0, 10, 100];
    expect(nearestPoint(xPct, -5)).toBe(0);
    expect(nearestPoint(xPct, 4)).toBe(0);
    expect(nearestPoint(xPct, 5)).toBe(0);
    expect(nearestPoint(xPct, 6)).toBe(1);
    expect(nearestPoint(xPct, 54)).toBe(1);
    expect(nearestPoint(xPct, 56)).toBe(2);
    expect(nearestPoint(xPct, 140)).toBe(2);
    expect(nearestPoint([], 50)).toBeNull();
  });
});
