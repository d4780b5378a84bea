import { applyDiscount } from './rules/discount';
import { gstBreakup } from '#contract/subscriptions/gst';
import { indianState } from '#contract/locale/indian-states';
import type { PriceBody } from '#contract/subscriptions/plans';
import { fromPaise, toPaise } from '#contract/money/paise';
import type { Queryable } from '../db/database';
import { findDiscountCode, normaliseCode } from './discount-lookup';
import { DiscountRefused, PlanNotFound } from './discount-refused';

export interface PriceRequest {
  userId: number;
  planId: number;
  /** The discount code the investor typed; null, undefined or blank for none. */
  code?: string | null;
  now?: Date;
  /** A renewal: priced at the plan's recurring_amount, and the plan may since have been withdrawn. */
  renewal?: boolean;
}

export type Price = PriceBody & { discountCodeId: number | null; adviserId: number };

interface PlanPriceRow {
  adviser_id: number;
  adviser_state: string;
  fee_kind: 'FIXFEE' | 'AUM';
  amount: number;
  recurring_amount: number;
  investor_state: string | null;
}

/**
 * What an investor pays for a plan (docs/subscriptions.md, "Prices, GST and place of supply"): the
 * plan's price, less the discount code's, plus GST at 18 % split by the place of supply (the investor's
 * state from their customer details against the adviser's). gst is null, and the total the price
 * before GST, while the investor's state is unknown. Throws PlanNotFound, or DiscountRefused with the
 * message for the investor.
 */
export async function priceFor(db: Queryable, req: PriceRequest): Promise<Price> {
  const { userId, planId, code, now = new Date(), renewal = false } = req;
  const { rows } = await db.query<PlanPriceRow>(
    `SELECT p.adviser_id, a.state_code AS adviser_state, p.fee_kind,
            p.amount::float8 AS amount, p.recurring_amount::float8 AS recurring_amount,
            (SELECT c.state_code FROM customers c WHERE c.user_id = $2) AS investor_state
       FROM plans p JOIN advisers a ON a.id = p.adviser_id
      WHERE p.id = $1 AND (p.active OR $3::boolean)`,
    [planId, userId, renewal],
  );
  const plan = rows[0];
  if (!plan) throw new PlanNotFound(planId);
  const base = renewal ? plan.recurring_amount : plan.amount;

  let discount = 0;
  let discountCodeId: number | null = null;
  const typed = code ? normaliseCode(code) : '';
  if (typed) {
    const found = await findDiscountCode(db, typed, userId, now);
    const target = { planId, adviserId: plan.adviser_id, feeKind: plan.fee_kind, base };
    const verdict = applyDiscount(found?.code, target, found?.uses ?? { total: 0, byUser: 0 }, now);
    if (!verdict.ok) throw new DiscountRefused(verdict.message, verdict.refusal);
    discount = verdict.discount;
    discountCodeId = found!.code.id;
  }

  const taxable = toPaise(base, 'the price', true) - toPaise(discount, 'the discount', true);
  const known = indianState(plan.investor_state) && indianState(plan.adviser_state);
  const gst = known ? gstBreakup(taxable, plan.investor_state!, plan.adviser_state) : null;
  return {
    plan: planId,
    base_amount: base,
    discount_code: typed || null,
    discount_amount: discount,
    taxable_amount: fromPaise(taxable),
    gst,
    total_amount: fromPaise(taxable + (gst ? toPaise(gst.total, 'GST', true) : 0)),
    discountCodeId,
    adviserId: plan.adviser_id,
  };
}
