import { describe, expect, it } from 'vitest';
import { formatFee, formatYearlyRate, periodName, perMonth } from './fee-period';

describe('periodName', () => {
  it.each<[number, string]>([
    [1, 'month'],
    [3, '3 months'],
    [6, '6 months'],
    [12, 'year'],
    [18, '18 months'],
    [24, '2 years'],
    [36, '3 years'],
  ])('%j months → %j', (months, expected) => {
    expect(periodName(months)).toBe(expected);
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses %j months', (months) => {
    expect(() => periodName(months)).toThrow(RangeError);
  });
});

describe('formatFee: a rupee fee always says its period', () => {
  it.each<[number, number, string]>([
    [999, 1, '₹999 / month'],
    [2699, 3, '₹2,699 / 3 months'],
    [4999, 6, '₹4,999 / 6 months'],
    [8999, 12, '₹8,999 / year'],
    [1499, 12, '₹1,499 / year'],
    [250000, 12, '₹2,50,000 / year'],
    [899.67, 1, '₹899.7 / month'],
  ])('₹%j every %j months → %j', (amount, months, expected) => {
    expect(formatFee(amount, months)).toBe(expected);
  });

  it('shows a missing amount as "-", without a period', () => {
    expect(formatFee(Number.NaN, 1)).toBe('-');
  });
});

describe('perMonth: what a longer plan costs a month', () => {
  it.each<[number, number, string]>([
    [2699, 3, '₹899.7 / month'],
    [4999, 6, '₹833.2 / month'],
    [8999, 12, '₹749.9 / month'],
    [999, 1, '₹999 / month'],
  ])('₹%j for %j months → %j', (amount, months, expected) => {
    expect(perMonth(amount, months)).toBe(expected);
  });
});

describe('formatYearlyRate: a percentage fee says it is a year', () => {
  it.each<[number, string]>([
    [1.25, '1.25% a year'],
    [1.5, '1.5% a year'],
    [2, '2% a year'],
  ])('%j → %j', (percent, expected) => {
    expect(formatYearlyRate(percent)).toBe(expected);
  });
});
