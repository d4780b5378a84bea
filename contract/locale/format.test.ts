import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { itGives } from '#contract/testing/gives';
import {
  formatCount,
  formatDate,
  formatDecimal,
  formatPercent,
  formatPrice,
  formatRupees,
  groupIndian,
  kolkataDateParts,
  MINUS_SIGN,
  parseIsoDate,
} from './format';

describe('formatRupees (Indian grouping, at most one fraction digit, no trailing .0)', () => {
  itGives<number | null | undefined, string>(formatRupees, [
    [0, '₹0'],
    [5, '₹5'],
    [899.67, '₹899.7'],
    [999.94, '₹999.9'],
    [999.96, '₹1,000'],
    [25000, '₹25,000'],
    [250000, '₹2,50,000'],
    [1499.5, '₹1,499.5'],
    [123456.78, '₹1,23,456.8'],
    [10000000, '₹1,00,00,000'],
    [-5000, '−₹5,000'],
    [-899.94, '−₹899.9'],
    [-0.05, '−₹0.1'],
    [-0.04, '₹0'],
    [-0, '₹0'],
    [null, '-'],
    [undefined, '-'],
    [Number.NaN, '-'],
    [Number.POSITIVE_INFINITY, '-'],
  ]);
});

describe('formatRupees with another maximum of fraction digits', () => {
  it.each<[number, number, string]>([
    [123456.789, 0, '₹1,23,457'],
    [123456.789, 2, '₹1,23,456.79'],
    [5000, 2, '₹5,000'],
    [5000.5, 2, '₹5,000.50'],
    [8099.1, 2, '₹8,099.10'],
    [1457.84, 2, '₹1,457.84'],
    [-899.9, 2, '−₹899.90'],
    [5000.004, 2, '₹5,000'],
    [0.004, 2, '₹0'],
    [-0.4, 0, '₹0'],
    [2500.5, 0, '₹2,501'],
  ])('%j with at most %j digits → %j', (amount, maxFractionDigits, expected) => {
    expect(formatRupees(amount, { maxFractionDigits })).toBe(expected);
  });
});

describe('one minus sign, right before the rupee sign (decision 0245)', () => {
  it('writes every negative amount and percentage with U+2212 and no space', () => {
    for (const text of [
      formatRupees(-1500),
      formatRupees(-1500.25, { maxFractionDigits: 2 }),
      formatPrice(-12.5),
      formatRupees(-1500, { signed: true }),
    ]) {
      expect(text).toMatch(/^\u2212₹\d/);
      expect(text).not.toContain('-');
    }
    expect(formatPercent(-3.5)).toBe(`${MINUS_SIGN}3.5%`);
  });

  it('signs gains only when asked, and never what rounds to zero', () => {
    expect(formatRupees(1200, { signed: true })).toBe('+₹1,200');
    expect(formatRupees(0.04, { signed: true })).toBe('₹0');
    expect(formatRupees(-0.04, { signed: true })).toBe('₹0');
    expect(formatPercent(12.345, { signed: true })).toBe('+12.35%');
    expect(formatPercent(-0.001, { signed: true })).toBe('0%');
  });
});

describe('formatPrice: price columns to the paisa, every digit shown', () => {
  itGives<number, string>(formatPrice, [
    [1234.5, '₹1,234.50'],
    [1234, '₹1,234.00'],
    [1234.56, '₹1,234.56'],
    [0.05, '₹0.05'],
    [123456.789, '₹1,23,456.79'],
  ]);
});

describe('formatPercent', () => {
  itGives<number | null | undefined, string>(formatPercent, [
    [18.4, '18.4%'],
    [1.25, '1.25%'],
    [1.5, '1.5%'],
    [12, '12%'],
    [0.125, '0.13%'],
    [-3.5, '−3.5%'],
    [-0.004, '0%'],
    [null, '-'],
    [Number.NaN, '-'],
  ]);
});

describe('formatDate (DD MMM YYYY, India time)', () => {
  itGives<string | Date | null | undefined, string>(formatDate, [
    ['2026-03-05', '05 Mar 2026'],
    ['2026-03-05T10:00:00Z', '05 Mar 2026'],
    ['2026-03-04T20:00:00Z', '05 Mar 2026'], // 01:30 on the 5th in India
    ['2026-03-04T18:29:59Z', '04 Mar 2026'], // 23:59 on the 4th in India
    ['2026-03-05T23:30:00+05:30', '05 Mar 2026'],
    ['2026-03-05T23:30:00', '05 Mar 2026'], // no zone: India time
    ['2026-03-05T09:00:00.123-0800', '05 Mar 2026'],
    ['2026-09-14T06:00:00.000Z', '14 Sep 2026'],
    ['2024-02-29', '29 Feb 2024'],
    ['2026-12-31T18:30:00Z', '01 Jan 2027'],
    [new Date('2026-01-01T00:00:00Z'), '01 Jan 2026'],
    [null, '-'],
    [undefined, '-'],
    ['', '-'],
    ['not a date', '-'],
    ['2026-02-30', '-'],
    ['2026-13-01', '-'],
    ['05/03/2026', '-'],
    ['March 5, 2026', '-'],
    ['2026-03-05T25:00:00Z', '-'],
    [new Date(Number.NaN), '-'],
  ]);

  it('names every month with three letters', () => {
    const months = Array.from({ length: 12 }, (_, i) =>
      formatDate(`2026-${String(i + 1).padStart(2, '0')}-15`).slice(3, 6),
    );
    expect(months).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
  });
});

describe('parseIsoDate and kolkataDateParts', () => {
  it.each<[string, string | undefined]>([
    ['2026-03-05', '2026-03-05T12:00:00.000Z'],
    ['2026-03-05T10:00:00Z', '2026-03-05T10:00:00.000Z'],
    ['2026-03-05T10:00', '2026-03-05T04:30:00.000Z'],
    ['2026-03-05 10:00:00+01:00', '2026-03-05T09:00:00.000Z'],
    ['2026-02-29', undefined],
    ['20260305', undefined],
  ])('parseIsoDate(%j) → %j', (value, expected) => {
    expect(parseIsoDate(value)?.toISOString()).toBe(expected);
  });

  it.each<[string, { year: number; month: number; day: number }]>([
    ['2026-03-04T18:30:00Z', { year: 2026, month: 3, day: 5 }],
    ['2026-03-04T18:29:00Z', { year: 2026, month: 3, day: 4 }],
    ['2025-12-31T18:30:00Z', { year: 2026, month: 1, day: 1 }],
    ['2026-06-15T00:00:00Z', { year: 2026, month: 6, day: 15 }],
  ])('kolkataDateParts(%j) → %j', (iso, expected) => {
    expect(kolkataDateParts(new Date(iso))).toEqual(expected);
  });
});

/**
 * The figures are written without Intl (decision 0304): each must read exactly as en-IN's Intl formats
 * (this process has full ICU) for every amount the product can hold, not only the examples above.
 */
describe('the same text as Intl en-IN, for any amount', () => {
  const amounts = fc.oneof(
    fc.double({ min: -1e13, max: 1e13, noNaN: true }),
    fc.integer({ min: -1e9, max: 1e9 }).map((paise) => paise / 100),
    fc.constantFrom(0.05, 0.949, 999.95, 1e7, 99999.995, -0.005),
  );
  const intl = (digits: number, currency = false) =>
    new Intl.NumberFormat('en-IN', {
      ...(currency ? { style: 'currency', currency: 'INR' } : {}),
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });

  it('formatRupees, with 0, 1 and 2 fraction digits, fixed or not', () => {
    fc.assert(
      fc.property(amounts, fc.integer({ min: 0, max: 2 }), fc.boolean(), (amount, max, fixed) => {
        const scale = 10 ** max;
        const units = Math.round(Math.abs(amount) * scale);
        const digits = fixed || units % scale !== 0 ? max : 0;
        const sign = units === 0 ? '' : amount < 0 ? MINUS_SIGN : '';
        const expected = `${sign}${intl(digits, true).format(units / scale)}`;
        expect(formatRupees(amount, { maxFractionDigits: max, fixed })).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('formatPercent, up to two fraction digits', () => {
    fc.assert(
      fc.property(amounts, (value) => {
        const hundredths = Math.round(Math.abs(value) * 100);
        const sign = hundredths === 0 ? '' : value < 0 ? MINUS_SIGN : '';
        const expected = `${sign}${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(hundredths / 100)}%`;
        expect(formatPercent(value)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('formatDecimal and formatCount, and the grouping they share', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(formatCount(n)).toBe(n.toLocaleString('en-IN'));
        expect(groupIndian(String(n))).toBe(intl(0).format(n));
      }),
    );
    fc.assert(
      // Up to 1e12 with three digits: every unit a safe integer, so Intl reads the same number.
      fc.property(
        amounts.filter((v) => Math.abs(v) <= 1e12),
        fc.integer({ min: 0, max: 3 }),
        (value, digits) => {
          const units = Math.round(Math.abs(value) * 10 ** digits);
          const sign = units === 0 ? '' : value < 0 ? MINUS_SIGN : '';
          expect(formatDecimal(value, digits)).toBe(`${sign}${intl(digits).format(units / 10 ** digits)}`);
        },
      ),
      { numRuns: 2000 },
    );
    expect([formatDecimal(100, 1), formatDecimal(-0.04, 1), formatCount(100000), formatDecimal(null, 1)]).toEqual([
      '100.0',
      '0.0',
      '1,00,000',
      '-',
    ]);
  });

  it('kolkataDateParts: the calendar day Intl gives in Asia/Kolkata, for any instant since 1950', () => {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Kolkata',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1950, 0, 1), max: Date.UTC(2200, 0, 1) }), (ms) => {
        const date = new Date(ms);
        const part = (type: string) => Number(parts.formatToParts(date).find((p) => p.type === type)?.value);
        expect(kolkataDateParts(date)).toEqual({ year: part('year'), month: part('month'), day: part('day') });
      }),
      { numRuns: 2000 },
    );
  });
});
