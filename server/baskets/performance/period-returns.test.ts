import { describe, expect, it } from 'vitest';
import { cagr, pointOn, sinceLaunchReturn, trailingReturn } from './period-returns';
import type { IndexPoint } from './types';

const series = (entries: Record<string, number>): IndexPoint[] =>
  Object.entries(entries).map(([date, value]) => ({ date, value }));

// Growing 10 % a year, with gaps: 100 (2019) → 110 (2020) → 133.1 (2022) → 161.051 (2024) = 100 × 1.1⁵.
const decade = series({ '2019-01-01': 100, '2020-01-01': 110, '2022-01-01': 133.1, '2024-01-01': 161.051 });

describe('cagr', () => {
  it.each([
    [100, 161.051, 5, 10], // 1.1⁵ = 1.61051
    [100, 121, 2, 10], // 1.1² = 1.21
    [100, 50, 1, -50],
    [100, 100, 3, 0],
    [200, 800, 2, 100], // 4 = 2²
  ])('%d → %d over %d years is %d %% a year', (start, end, years, percent) => {
    expect(cagr(start, end, years)).toBeCloseTo(percent, 10);
  });

  it.each([
    [0, 1, 1],
    [1, 0, 1],
    [1, 1, 0],
    [Number.NaN, 1, 1],
  ])('refuses %d → %d over %d years', (start, end, years) => {
    expect(() => cagr(start, end, years)).toThrow(RangeError);
  });
});

describe('pointOn', () => {
  it('finds the last point on or before a date', () => {
    expect(pointOn(decade, '2018-12-31')).toBeUndefined();
    expect(pointOn(decade, '2019-01-01')?.value).toBe(100);
    expect(pointOn(decade, '2021-06-30')?.value).toBe(110);
    expect(pointOn(decade, '2030-01-01')?.value).toBe(161.051);
  });
});

describe('trailingReturn', () => {
  it('1yr starts at the close on or before the same day a year earlier', () => {
    // 2023-01-01 has no point; the last before it is 2022-01-01 (133.1). 161.051 / 133.1 = 1.21: 21 %.
    const year = trailingReturn(decade, 1)!;
    expect(year.from).toBe('2022-01-01');
    expect(year.to).toBe('2024-01-01');
    expect(year.absolute).toBeCloseTo(21, 10);
    expect(year.annualised).toBeCloseTo(21, 10);
  });

  it('3yr is annualised over exactly three years', () => {
    // From 2021-01-01 → the 2020-01-01 close, 110. 161.051 / 110 = 1.4641 = 1.1⁴: 46.41 % in all,
    // 1.4641^(1/3) − 1 = 1.1^(4/3) − 1 = 13.5508127 % a year.
    const three = trailingReturn(decade, 3)!;
    expect(three.from).toBe('2020-01-01');
    expect(three.absolute).toBeCloseTo(46.41, 10);
    expect(three.annualised).toBeCloseTo(13.5508127, 6);
  });

  it('5yr from the launch itself', () => {
    // 161.051 / 100: 61.051 % in all, 10 % a year.
    const five = trailingReturn(decade, 5)!;
    expect(five.from).toBe('2019-01-01');
    expect(five.absolute).toBeCloseTo(61.051, 10);
    expect(five.annualised).toBeCloseTo(10, 10);
  });

  it('is null when the history is shorter than the period', () => {
    expect(trailingReturn(decade, 6)).toBeNull();
    // One day short: ends 2023-12-31, so 5yr would start 2018-12-31, before the first point.
    expect(trailingReturn(series({ '2019-01-01': 100, '2023-12-31': 150 }), 5)).toBeNull();
    expect(trailingReturn([], 1)).toBeNull();
  });
});

describe('sinceLaunchReturn', () => {
  it('over whole calendar years equals the trailing figure', () => {
    // 2019-01-01 → 2024-01-01 is 5 years (1,826 days with 29 February 2020): 10 % a year, like 5yr.
    const launch = sinceLaunchReturn(decade)!;
    expect(launch.absolute).toBeCloseTo(61.051, 10);
    expect(launch.annualised).toBeCloseTo(10, 10);
  });

  it('annualises over a part-year by its days', () => {
    // 2022-07-01 → 2024-01-01: 1 year back to 2023-01-01, then 184 of the 365 days of 2022: 1.50411 years.
    // 100 → 121: ln 1.21 = 0.190620, / 1.504110 = 0.126733, e^0.126733 − 1 = 13.5114 % a year.
    const launch = sinceLaunchReturn(series({ '2022-07-01': 100, '2024-01-01': 121 }))!;
    expect(launch.absolute).toBeCloseTo(21, 10);
    expect(launch.annualised).toBeCloseTo((Math.pow(1.21, 1 / (1 + 184 / 365)) - 1) * 100, 10);
    expect(launch.annualised).toBeCloseTo(13.5114, 4);
  });

  it('is only absolute under a year, and zero on a single day', () => {
    const young = sinceLaunchReturn(series({ '2023-06-01': 100, '2024-01-01': 104 }))!;
    expect(young.absolute).toBeCloseTo(4, 10);
    expect(young.annualised).toBeNull();
    expect(sinceLaunchReturn(series({ '2024-01-01': 100 }))).toEqual({
      from: '2024-01-01',
      to: '2024-01-01',
      absolute: 0,
      annualised: null,
    });
    expect(sinceLaunchReturn([])).toBeNull();
  });
});
