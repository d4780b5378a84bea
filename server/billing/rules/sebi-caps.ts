import type { AdviserType } from '#contract/baskets/types';
import type { FieldErrors } from '#contract/http/envelope';
import { planMonths } from '../../subscriptions/plan-labels';
import type { PlanInterval } from '#contract/subscriptions/plans';
import { toPaise } from '#contract/money/paise';
import { SEBI_CAP_MESSAGES as M } from '#contract/subscriptions/billing-messages';

/**
 * SEBI's limits on what an adviser may charge (docs/subscriptions.md, "SEBI limits"; decision 0133):
 * fixed fees at most ₹1,51,000 a year per family of individuals and HUFs, a fee on assets under
 * advice (AUA, an RIA's only) at most 2.5 % a year, and fees billed in advance for at most a year.
 */
export const FIXED_FEE_CAP_PER_YEAR = 151_000;
export const AUA_FEE_CAP_PERCENT = 2.5;
export const MAX_ADVANCE_MONTHS = 12;

export interface PlanTerms {
  interval: PlanInterval;
  interval_count: number;
  fee_kind: 'FIXFEE' | 'AUM';
  amount: number;
  recurring_amount: number;
  aum_percent?: number | null;
}

/**
 * The limits a plan breaks, as field errors (empty when it keeps them all). A fixed price is
 * annualised over the plan's duration (₹15,000 for a month is ₹1,80,000 a year), the first period's
 * or a renewal's, whichever is higher.
 */
export function sebiCapErrors(plan: PlanTerms, adviserType: AdviserType): FieldErrors {
  const errors: FieldErrors = {};
  const months = planMonths(plan.interval, plan.interval_count);
  if (months > MAX_ADVANCE_MONTHS) errors.interval_count = M.advanceOverYear;
  if (plan.fee_kind === 'AUM') {
    if (adviserType === 'Research Analyst') errors.fee_kind = M.aumNotForResearchAnalyst;
    const percent = plan.aum_percent ?? 0;
    if (!(percent > 0)) errors.aum_percent = M.aumPercentNeeded;
    else if (percent > AUA_FEE_CAP_PERCENT) errors.aum_percent = M.aumOverCap;
    if (plan.amount !== 0 || plan.recurring_amount !== 0) errors.amount = M.aumAmountNotZero;
    return errors;
  }
  const highest = Math.max(toPaise(plan.amount, 'amount', true), toPaise(plan.recurring_amount, 'renewal', true));
  if (toPaise(plan.amount, 'amount', true) === 0) errors.amount = M.fixedFeeNeeded;
  // Whole paise: highest × 12 / months > cap ⇔ highest × 12 > cap × months.
  else if (highest * 12 > FIXED_FEE_CAP_PER_YEAR * 100 * months) errors.amount = M.fixedFeeOverCap;
  return errors;
}
