import { describe, expect, it } from 'vitest';
import { basketCharges } from './basket-charges';

describe('basketCharges', () => {
  it.each([
    // kind, yearly amount, frequency → months, fee per period (hand-computed: amount × months / 12)
    ['FIXFEE', 1499, 'quarterly', 3, 374.75],
    ['FIXFEE', 1299, 'quarterly', 3, 324.75],
    ['FIXFEE', 799, 'monthly', 1, 66.58],
    ['FIXFEE', 599, 'monthly', 1, 49.92],
    ['FIXFEE', 1000, 'quarterly', 3, 250],
    ['AUM', 1.5, 'monthly', 3, 0.375],
    ['AUM', 1.25, 'quarterly', 3, 0.3125],
    ['AUM', 2.25, 'monthly', 3, 0.5625],
  ] as const)('%s %d rebalanced %s: every %d months, %d a period', (kind, amount, frequency, months, perPeriod) => {
    const c = basketCharges(kind, amount, frequency);
    expect(c).toEqual({
      kind,
      label: kind === 'FIXFEE' ? 'FEES' : 'AUA Fee',
      amount,
      next_charge_period: months,
      feePerPeriod: perPeriod,
    });
  });
});
