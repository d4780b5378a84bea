import { describe, expect, it } from 'vitest';
import { BasketDataError } from './basket-data-error';
import { dayNumber, daysBetween, yearsBefore, yearsBetween } from './dates';

describe('dayNumber', () => {
  it('counts days from 1970-01-01', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('1970-01-31')).toBe(30);
    expect(dayNumber('2024-03-01') - dayNumber('2024-02-28')).toBe(2); // 2024 is a leap year
  });

  it.each(['2024-02-30', '2023-02-29', '2024-13-01', '2024-1-01', '01-01-2024', '2024-01-01T00:00', ''])(
    'refuses %j',
    (text) => {
      expect(() => dayNumber(text)).toThrow(BasketDataError);
      expect(() => dayNumber(text)).toThrow(`Not a date (YYYY-MM-DD): ${JSON.stringify(text)}`);
    },
  );
});

describe('yearsBefore', () => {
  it.each([
    ['2024-06-14', 1, '2023-06-14'],
    ['2024-06-14', 5, '2019-06-14'],
    ['2024-02-29', 1, '2023-02-28'], // no 29 February in 2023
    ['2024-02-29', 4, '2020-02-29'],
    ['2025-03-01', 1, '2024-03-01'],
  ])('%s minus %i years is %s', (date, years, expected) => {
    expect(yearsBefore(date, years)).toBe(expected);
  });
});

describe('yearsBetween', () => {
  it.each([
    ['2019-01-01', '2024-01-01', 5], // whole years, whatever the leap days
    ['2021-03-15', '2024-03-15', 3],
    ['2024-01-01', '2024-01-01', 0],
    // 2023-07-01 → 2024-01-01: 184 days of the 365 from 2023-01-01 to 2024-01-01
    ['2023-07-01', '2024-01-01', 184 / 365],
    // 2020-07-01 → 2023-01-01: 2 whole years back to 2021-01-01, then 184 of the 366 days of 2020
    ['2020-07-01', '2023-01-01', 2 + 184 / 366],
  ])('%s → %s is %d years', (start, end, years) => {
    expect(yearsBetween(start, end)).toBeCloseTo(years, 12);
  });

  it('refuses an end before the start', () => {
    expect(() => yearsBetween('2024-01-02', '2024-01-01')).toThrow(RangeError);
  });

  it('agrees with daysBetween', () => {
    expect(daysBetween('2019-01-01', '2024-01-01')).toBe(1826); // 5 × 365 + 29 February 2020
  });
});
