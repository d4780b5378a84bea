import { describe, expect, it } from 'vitest';
import { itGives } from '#contract/testing/gives';
import { formatFee, formatYearlyRate, periodName, perMonth } from './fee-period';

describe('periodName', () => {
  itGives<number, string>(
    periodName,
    [
      [1, 'month'],
      [3, '3 months'],
      [6, '6 months'],
      [12, 'year'],
      [18, '18 months'],
      [24, '2 years'],
      [36, '3 years'],
    ],
    '%j months → %j',
  );

  it.each([0, -1, 1.5, Number.NaN])('refuses %j months', (months) => {
    expect(() => periodName(months)).toThrow(RangeError);
  });
});

/** Plans by hand: the fee and its months, the fee as shown, and what it comes to a month. */
const PLANS: { amount: number; months: number; fee: string; monthly: string }[] = [
  { amount: 999, months: 1, fee: '₹999 / month', monthly: '₹999 / month' },
  { amount: 2699, months: 3, fee: '₹2,699 / 3 months', monthly: '₹899.7 / month' },
  { amount: 4999, months: 6, fee: '₹4,999 / 6 months', monthly: '₹833.2 / month' },
  { amount: 8999, months: 12, fee: '₹8,999 / year', monthly: '₹749.9 / month' },
  // ₹1,499 / 12 = ₹124.916… and ₹2,50,000 / 12 = ₹20,833.33…, to one fraction digit.
  { amount: 1499, months: 12, fee: '₹1,499 / year', monthly: '₹124.9 / month' },
  { amount: 250000, months: 12, fee: '₹2,50,000 / year', monthly: '₹20,833.3 / month' },
  { amount: 899.67, months: 1, fee: '₹899.7 / month', monthly: '₹899.7 / month' },
];

describe('formatFee: a rupee fee always says its period', () => {
  it.each(PLANS)('₹$amount every $months months → $fee', ({ amount, months, fee }) => {
    expect(formatFee(amount, months)).toBe(fee);
  });

  it('shows a missing amount as "-", without a period', () => {
    expect(formatFee(Number.NaN, 1)).toBe('-');
  });
});

describe('perMonth: what a longer plan costs a month', () => {
  it.each(PLANS)('₹$amount for $months months → $monthly', ({ amount, months, monthly }) => {
    expect(perMonth(amount, months)).toBe(monthly);
  });
});

describe('formatYearlyRate: a percentage fee says it is a year', () => {
  itGives<number, string>(formatYearlyRate, [
    [1.25, '1.25% a year'],
    [1.5, '1.5% a year'],
    [2, '2% a year'],
  ]);
});
