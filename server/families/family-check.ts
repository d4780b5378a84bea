import type { FamilySummary } from '#contract/compliance/family';
import { FAMILY_CAP_MESSAGES, FEE_MODE_NAMES } from '#contract/compliance/family';
import { fromPaise, toPaise } from '#contract/money/paise';
import type { Queryable } from '../db/database';
import type { PlanRow } from '../subscriptions/plan-row';
import { familyMembers, familySubscriptions, type FamilySubscription } from './family-store';
import { annualFeePaise, FAMILY_CAP_PAISE, familyCapExcess } from './rules/family-cap';
import { currentFeeMode, feeModeChangeRefused } from './rules/fee-mode';

/** What the checkout knows of the client's family with the plan's adviser, and why it may not take the plan. */
export interface FamilyCheck extends FamilySummary {
  refusal: string | null;
}

/** Paise a year of the family's active fixed-fee subscriptions among these. */
const usedPaiseOf = (held: readonly FamilySubscription[]) =>
  held
    .filter((s) => s.active && s.fee_kind === 'FIXFEE')
    .reduce((sum, s) => sum + annualFeePaise(s.highest_paise, s.months), 0);

function summaryOf(members: FamilySummary['members'], held: readonly FamilySubscription[]): FamilySummary {
  const mode = currentFeeMode(held);
  return {
    members,
    fixed_fees_a_year: fromPaise(usedPaiseOf(held)),
    cap: fromPaise(FAMILY_CAP_PAISE),
    fee_mode: mode?.mode ?? null,
    fee_mode_since: mode?.since ?? null,
  };
}

/** The client's family's standing with an adviser at `now`: its fee mode and its fixed fees a year against the cap. */
export async function familyStanding(db: Queryable, userId: number, adviserId: number, now: Date) {
  const [members, held] = await Promise.all([
    familyMembers(db, userId),
    familySubscriptions(db, userId, adviserId, now),
  ]);
  return summaryOf(members, held);
}

/**
 * SEBI's limits per family across one adviser's plans (docs/compliance-fees.md): one fee mode at a time, changed at
 * most once in 12 months, and fixed fees of at most ₹1,51,000 a year. A renewal does not count the subscription it
 * renews twice.
 */
export async function familyCheck(
  db: Queryable,
  userId: number,
  plan: PlanRow,
  now: Date,
  renews?: number,
): Promise<FamilyCheck> {
  const [members, held] = await Promise.all([
    familyMembers(db, userId),
    familySubscriptions(db, userId, plan.adviser_id, now),
  ]);
  const summary = summaryOf(members, held);
  const usedPaise = usedPaiseOf(held.filter((s) => s.id !== renews));
  let refusal: string | null = null;
  const lockedUntil = feeModeChangeRefused(held, plan.fee_kind, now);
  if (lockedUntil && summary.fee_mode)
    refusal = FAMILY_CAP_MESSAGES.feeModeLocked(FEE_MODE_NAMES[summary.fee_mode], lockedUntil);
  else if (plan.fee_kind === 'FIXFEE') {
    const highest = Math.max(toPaise(plan.amount, 'amount', true), toPaise(plan.recurring_amount, 'renewal', true));
    const over = familyCapExcess(usedPaise, annualFeePaise(highest, plan.duration));
    if (over > 0) refusal = FAMILY_CAP_MESSAGES.overCap(fromPaise(over), fromPaise(usedPaise));
  }
  return { ...summary, fixed_fees_a_year: fromPaise(usedPaise), refusal };
}
