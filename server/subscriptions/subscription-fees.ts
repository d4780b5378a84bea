import type { FeeKind } from '#contract/baskets';
import { nextChargePeriod } from '../baskets/basket-charges';

const paisa = (n: number) => Math.round(n * 100) / 100;

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
 * plan's next period at the recurring amount; an AUM fee is billed every three months
 * (server/baskets/basket-charges.ts) on the investment's current value.
 */
export function subscriptionFee(f: SubscriptionFeeInput): { next_charge_period: number; fee_per_period: number } {
  if (f.feeKind === 'AUM') {
    const period = nextChargePeriod('AUM', 'quarterly');
    const yearly = (f.investedValue * (f.aumPercent ?? 0)) / 100;
    return { next_charge_period: period, fee_per_period: paisa((yearly * period) / 12) };
  }
  const yearly = (f.recurringAmount * 12) / f.duration;
  return { next_charge_period: f.duration, fee_per_period: paisa((yearly * f.duration) / 12) };
}
