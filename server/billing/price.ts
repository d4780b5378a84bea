import type { PriceBody } from '#contract/plans';
import type { Queryable } from '../db/database';

/**
 * Stand-in for the pricing module's priceFor (same signature): the plan's first-period price, GST at
 * 18 % split by the place of supply, no discount codes. Replaced by the real module when it lands.
 */
export class DiscountRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DiscountRefused';
  }
}

export interface PriceInput {
  userId: number;
  planId: number;
  code?: string | null;
  now: Date;
}

export type PlanPrice = PriceBody & { discountCodeId: number | null; adviserId: number };

const paisa = (n: number) => Math.round(n * 100) / 100;

export async function priceFor(db: Queryable, { userId, planId, code }: PriceInput): Promise<PlanPrice> {
  const { rows } = await db.query<{ amount: number; adviser_id: number; supplier: string; state: string | null }>(
    `SELECT p.amount::float8 AS amount, p.adviser_id, a.state_code AS supplier,
            (SELECT c.state_code FROM customers c WHERE c.user_id = $2) AS state
       FROM plans p JOIN advisers a ON a.id = p.adviser_id WHERE p.id = $1`,
    [planId, userId],
  );
  const plan = rows[0];
  if (!plan) throw new DiscountRefused('There is no such plan.');
  if (code) throw new DiscountRefused('This code is not valid.');
  const taxable = paisa(plan.amount);
  const tax = paisa(taxable * 0.18);
  const local = plan.state === plan.supplier;
  const gst = plan.state
    ? {
        rate: 18,
        cgst: local ? paisa(tax / 2) : 0,
        sgst: local ? paisa(tax - paisa(tax / 2)) : 0,
        igst: local ? 0 : tax,
        total: tax,
        place_of_supply: plan.state,
        supplier_state: plan.supplier,
      }
    : null;
  return {
    plan: planId,
    base_amount: taxable,
    discount_code: null,
    discount_amount: 0,
    taxable_amount: taxable,
    gst,
    total_amount: paisa(taxable + (gst?.total ?? 0)),
    discountCodeId: null,
    adviserId: plan.adviser_id,
  };
}
