import { FEE_LABELS, type FeeKind, type RebalanceFrequency } from '#contract/baskets/types';
import type { BasketCharges } from '#contract/baskets/details';
import { feePerPeriod } from '../billing/rules/fee-per-period';

/**
 * The months the next charge covers (docs/baskets.md, "Charges"): a fixed fee is billed with the
 * basket's rebalance (a month for a monthly basket, three months for a quarterly one); an AUM fee is
 * billed every three months on the amount invested, whatever the rebalance frequency.
 */
export function nextChargePeriod(kind: FeeKind, frequency: RebalanceFrequency): number {
  if (kind === 'AUM') return 3;
  return frequency === 'monthly' ? 1 : 3;
}

/** Spec §9: fee per period = amount × next_charge_period / 12, to the paisa (FIXFEE) or 0.0001 % (AUM). */
export function basketCharges(kind: FeeKind, amount: number, frequency: RebalanceFrequency): BasketCharges {
  const period = nextChargePeriod(kind, frequency);
  return {
    kind,
    label: FEE_LABELS[kind],
    amount,
    next_charge_period: period,
    feePerPeriod: feePerPeriod(amount, period, kind === 'FIXFEE' ? 100 : 10_000),
  };
}
