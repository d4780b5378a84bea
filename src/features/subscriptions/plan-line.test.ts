import { describe, expect, it } from 'vitest';
import { planLine } from './plan-line';

describe('planLine', () => {
  it.each([
    [{ name: '1 year', period_label: '1 year', fee_label: 'Yearly Fee' }, '1 year · Yearly Fee'],
    [
      { name: 'Core advice', period_label: '3 months', fee_label: 'Quarterly Fee' },
      'Core advice · 3 months · Quarterly Fee',
    ],
    [{ name: '1 Month', period_label: '1 month', fee_label: 'Monthly Fee' }, '1 Month · Monthly Fee'],
  ])('%j → %j', (plan, line) => {
    expect(planLine(plan)).toBe(line);
  });
});
