import { describe, expect, it } from 'vitest';
import { feeLabel, periodLabel, planMonths } from './plan-labels';

describe('plan labels (spec §9)', () => {
  it.each([
    ['month', 1, 1, '1 Month', 'Monthly Fee'],
    ['month', 3, 3, '3 Months', 'Quarterly Fee'],
    ['month', 6, 6, '6 Months', 'Half-Yearly Fee'],
    ['year', 1, 12, '1 Year', 'Yearly Fee'],
    ['month', 12, 12, '12 Months', 'Yearly Fee'],
    ['month', 2, 2, '2 Months', '2 Months Fee'],
  ] as const)('%s × %d: %d months, %s, %s', (interval, count, months, period, fee) => {
    expect(planMonths(interval, count)).toBe(months);
    expect(periodLabel(interval, count)).toBe(period);
    expect(feeLabel(interval, count)).toBe(fee);
  });
});
