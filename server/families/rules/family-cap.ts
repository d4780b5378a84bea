import { roundDiv } from '#contract/money/paise';
import { FIXED_FEE_CAP_PER_YEAR } from '../../billing/rules/sebi-caps';

/** SEBI's fixed-fee limit for one family with one adviser, in paise (₹1,51,000 a year). */
export const FAMILY_CAP_PAISE = FIXED_FEE_CAP_PER_YEAR * 100;

/**
 * A fixed fee as a year's fee, in paise rounded half up: the plan's higher price (the first period's or a renewal's,
 * as the per-plan limit counts it, server/billing/rules/sebi-caps.ts) × 12 / the plan's months.
 */
export const annualFeePaise = (highestPaise: number, months: number): number => roundDiv(highestPaise * 12, months);

/**
 * How far, in paise, a plan's yearly fee would take a family over the limit, given the yearly fees of the fixed-fee
 * subscriptions it already holds with that adviser; 0 when the family stays within it (exactly at the limit is within).
 */
export function familyCapExcess(usedPaise: number, addedPaise: number): number {
  return Math.max(0, usedPaise + addedPaise - FAMILY_CAP_PAISE);
}
