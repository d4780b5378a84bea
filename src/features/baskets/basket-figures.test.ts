import { describe, expect, it } from 'vitest';
import type { BasketCharges } from '#contract/baskets/details';
import { feeText } from './basket-figures';

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
