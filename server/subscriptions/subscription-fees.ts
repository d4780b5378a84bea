import type { FeeKind } from '#contract/baskets/types';
import { aumFeeForPeriod, proRataFee } from '../billing/rules/fee-per-period';
import { nextChargePeriod } from '../baskets/basket-charges';

export interface SubscriptionFeeInput {
  feeKind: FeeKind;
  /** The plan's months (a year counts as 12). */
  duration: number;
  recurringAmount: number;
  aumPercent: number | null;
  /** AUM plans: the current value of the subscriber's investments in the plan's baskets. */
  investedValue: number;
}

/**
 * Spec §9: fee per period = yearly fee × next_charge_period / 12. A fixed fee's next charge is the
 * plan's next period at the recurring amount: its yearly fee is recurring × 12 / duration, so the
 * period's fee is recurring × duration / duration, worked in paise without the yearly fee's fraction
 * (`proRataFee`). An AUM fee is billed every three months (server/baskets/basket-charges.ts) on the
 * investment's current value.
 */
export function subscriptionFee(f: SubscriptionFeeInput): { next_charge_period: number; fee_per_period: number } {
  if (f.feeKind === 'AUM') {
    const period = nextChargePeriod('AUM', 'quarterly');
    return { next_charge_period: period, fee_per_period: aumFeeForPeriod(f.investedValue, f.aumPercent ?? 0, period) };
  }
  return { next_charge_period: f.duration, fee_per_period: proRataFee(f.recurringAmount, f.duration, f.duration, 100) };
}
