import { fromPaise, roundDiv, toPaise } from '#contract/money/paise';
import { MIN_PAYMENT_PAISE } from './amount-due';
import { DISCOUNT_MESSAGES, type DiscountRefusal } from '#contract/subscriptions/billing-messages';

/** A discount_codes row as the rules read it (server/db/migrations/0013_subscriptions.sql). */
export interface DiscountCode {
  /** null: any adviser's plans. */
  adviser_id: number | null;
  kind: 'percent' | 'flat';
  /** Percent (up to 100) or rupees. */
  value: number;
  starts_at: Date;
  /** null: never expires. */
  expires_at: Date | null;
  /** null: no limit. */
  max_redemptions: number | null;
  per_user_limit: number;
  /** null: every plan in the adviser scope. */
  plan_ids: number[] | null;
  active: boolean;
}

export interface DiscountTarget {
  planId: number;
  adviserId: number;
  feeKind: 'FIXFEE' | 'AUM';
  /** The price before the discount and before GST, in rupees. */
  base: number;
}

/** Redemptions so far: everyone's, and this investor's. */
export interface DiscountUses {
  total: number;
  byUser: number;
}

export type DiscountVerdict = { ok: true; discount: number } | { ok: false; refusal: DiscountRefusal; message: string };

const refuse = (refusal: DiscountRefusal): DiscountVerdict => ({
  ok: false,
  refusal,
  message: DISCOUNT_MESSAGES[refusal],
});

/** Why a code does not apply to this plan now, in the order an investor can act on it; null when it does. */
function refusalOf(code: DiscountCode | undefined, t: DiscountTarget, uses: DiscountUses, now: Date) {
  if (!code?.active) return 'unknown';
  if (code.adviser_id !== null && code.adviser_id !== t.adviserId) return 'otherAdviser';
  if (code.plan_ids !== null && !code.plan_ids.includes(t.planId)) return 'otherPlan';
  if (t.feeKind !== 'FIXFEE') return 'noFixedFee';
  if (now < code.starts_at) return 'notStarted';
  if (code.expires_at !== null && now >= code.expires_at) return 'expired';
  if (code.max_redemptions !== null && uses.total >= code.max_redemptions) return 'usedUp';
  if (uses.byUser >= code.per_user_limit) return 'usedByYou';
  return null;
}

/**
 * Whether a discount code applies and how much it takes off (decision 0134): a percentage of the
 * price rounded half up to the paisa, or a flat amount; never more than the price, so a price never
 * goes below zero. What it leaves before GST is nothing (the plan is then free, decision 0232) or at
 * least ₹1, the least a payment can be. Each refusal has its own message (DISCOUNT_MESSAGES).
 */
export function applyDiscount(
  code: DiscountCode | undefined,
  target: DiscountTarget,
  uses: DiscountUses,
  now: Date,
): DiscountVerdict {
  const refusal = refusalOf(code, target, uses, now);
  if (refusal !== null || !code) return refuse(refusal ?? 'unknown');
  const base = toPaise(target.base, 'the price', true);
  const off =
    code.kind === 'percent'
      ? roundDiv(base * Math.min(10_000, toPaise(code.value, 'the percentage')), 10_000)
      : toPaise(code.value, 'the flat discount');
  const taken = Math.min(off, base);
  if (base - taken > 0 && base - taken < MIN_PAYMENT_PAISE) return refuse('leavesTooLittle');
  return { ok: true, discount: fromPaise(taken) };
}
