import { describe, expect, it } from 'vitest';
import { chartIsSinceLaunch, chartPoints } from './chart-points';

const series = (pairs: Array<[string, number]>) => pairs.map(([date, value]) => ({ date, value }));

describe('chartPoints', () => {
  const basket = series([
    ['2023-11-17', 100],
    ['2024-11-19', 120],
    ['2025-11-19', 150],
    ['2025-11-21', 160],
    ['2026-11-20', 180],
  ]);
  const benchmark = series([
    ['2023-11-17', 100],
    ['2024-11-19', 110],
    ['2025-11-19', 125],
    ['2025-11-21', 130],
    ['2026-11-20', 140],
  ]);

  it('starts a year back at the last close on or before that day, both at 100', () => {
    expect(chartPoints(basket, benchmark, '1yr')).toEqual([
      { date: '2025-11-19', basket: 100, benchmark: 100 },
      { date: '2025-11-21', basket: 106.67, benchmark: 104 },
      { date: '2026-11-20', basket: 120, benchmark: 112 },
    ]);
  });

  it('starts at the launch when the basket is younger than the period', () => {
    const points = chartPoints(basket, benchmark, '5yr');
    expect(points).toHaveLength(5);
    expect(points[0]).toEqual({ date: '2023-11-17', basket: 100, benchmark: 100 });
    expect(points.at(-1)).toEqual({ date: '2026-11-20', basket: 180, benchmark: 140 });
  });

  it('is empty for an empty index', () => {
    expect(chartPoints([], [], '3yr')).toEqual([]);
  });

  it('says when the chart is since launch: the index starts after the period’s first day', () => {
    // Launched 2023-11-17, last close 2026-11-20: a 3-year chart starts 2023-11-20, after the launch.
    expect(chartIsSinceLaunch(basket, '1yr')).toBe(false);
    expect(chartIsSinceLaunch(basket, '3yr')).toBe(false);
    expect(chartIsSinceLaunch(basket, '5yr')).toBe(true);
    expect(chartIsSinceLaunch(basket.slice(2), '3yr')).toBe(true); // from 2025-11-19
    expect(chartIsSinceLaunch([], '1yr')).toBe(false);
  });
});
