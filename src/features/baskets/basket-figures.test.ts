import { describe, expect, it } from 'vitest';
import type { BasketCharges } from '#contract/baskets/details';
import { chartSeconds, feeText, monthEnds } from './basket-figures';

const point = (date: string, basket = 100, benchmark = 100) => ({ date, basket, benchmark });

describe('monthEnds', () => {
  it('keeps the first point and the last trading day of each month', () => {
    const points = [
      point('2025-11-20'),
      point('2025-11-28', 101),
      point('2025-12-01', 102),
      point('2025-12-31', 103),
      point('2026-01-02', 104),
      point('2026-01-15', 105),
    ];
    expect(monthEnds(points).map((p) => p.date)).toEqual(['2025-11-20', '2025-11-28', '2025-12-31', '2026-01-15']);
  });

  it('lists nothing for no points and the one point for one', () => {
    expect(monthEnds([])).toEqual([]);
    expect(monthEnds([point('2026-01-02')])).toEqual([point('2026-01-02')]);
  });
});

describe('feeText', () => {
  const charges = (over: Partial<BasketCharges>): BasketCharges => ({
    kind: 'FIXFEE',
    label: 'FEES',
    amount: 1499,
    next_charge_period: 12,
    feePerPeriod: 1499,
    ...over,
  });

  it('gives a fixed fee in rupees for the months the charge covers, and the year’s when that is not a year', () => {
    expect(feeText(charges({}))).toBe('₹1,499 / year');
    expect(feeText(charges({ next_charge_period: 3, feePerPeriod: 374.75 }))).toBe('₹374.8 / 3 months (₹1,499 / year)');
    expect(feeText(charges({ next_charge_period: 1, feePerPeriod: 124.92 }))).toBe('₹124.9 / month (₹1,499 / year)');
  });

  it('gives an AUA fee as a yearly rate, and its share per charge when that is not a year', () => {
    const aum = { kind: 'AUM', label: 'AUA Fee', amount: 1.25 } as const;
    expect(feeText(charges({ ...aum, next_charge_period: 12, feePerPeriod: 1.25 }))).toBe('1.25% a year');
    expect(feeText(charges({ ...aum, next_charge_period: 3, feePerPeriod: 0.3125 }))).toBe(
      '1.25% a year (0.31% / 3 months)',
    );
  });
});

describe('chartSeconds', () => {
  it('places each day at its noon, UTC', () => {
    expect(chartSeconds('2026-11-20')).toBe(Date.UTC(2026, 10, 20, 12) / 1000);
  });
});
