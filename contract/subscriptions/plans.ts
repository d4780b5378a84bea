import { z } from 'zod';
import { coercedIdField } from '#contract/forms/fields';
import type { FeeKind } from '#contract/baskets/types';

/**
 * Advisers' plans, prices and discount codes (docs/subscriptions.md): the answer shapes and request
 * schemas the server and the app agree on. Money is in rupees with paisa.
 */

export type PlanInterval = 'month' | 'year';

export interface Plan {
  id: number;
  adviser_slug: string;
  name: string;
  /** Spec §3. */
  interval: PlanInterval;
  interval_count: number;
  /** The first period's price before GST (FIXFEE), or 0 for an AUM plan (billed on value, see aum_percent). */
  amount: number;
  /** The price of each renewal, before GST. */
  recurring_amount: number;
  /** Months the plan runs for; a year counts as 12 (docs/subscriptions.md, "Plans"). */
  duration: number;
  /** Spec §9: '1 Month', '3 Months', '6 Months', '1 Year' (server/subscriptions/plan-labels.ts). */
  period_label: string;
  /** Spec §9: 'Monthly Fee', 'Quarterly Fee', 'Half-Yearly Fee', 'Yearly Fee'. */
  fee_label: string;
  fee_kind: FeeKind;
  /** AUM plans: the yearly percentage of the investment's current value (at most 2.5). */
  aum_percent: number | null;
  /** Whether a current risk profile is needed to buy it. */
  needs_risk_profile: boolean;
  /** The subscriber-only baskets it opens (hashes); every plan also opens premium posts. */
  basket_hashes: string[];
  active: boolean;
}

export interface PlansBody {
  adviser: { slug: string; name: string; adviser_type: string; sebi_registration: string };
  plans: Plan[];
}

/**
 * GST split for the place of supply: CGST + SGST within the adviser's state, IGST across states. In a
 * union territory without a legislature the state half is UTGST: `sgst` holds it, and
 * contract/subscriptions/gst.ts `stateTaxName(place_of_supply)` names it.
 */
export interface GstBreakup {
  rate: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
  /** Two-letter code of the investor's state (contract/locale/indian-states.ts). */
  place_of_supply: string;
  /** The adviser's state: the supplier. */
  supplier_state: string;
}

/** What a plan costs, step by step: a price quoted, and the amounts a transaction was made at. */
export interface PriceBreakup {
  base_amount: number;
  /** The discount code applied, upper-case; null without one. */
  discount_code: string | null;
  discount_amount: number;
  taxable_amount: number;
  /** Null until the investor's state is known (customer details). */
  gst: GstBreakup | null;
  total_amount: number;
}

export interface PriceBody extends PriceBreakup {
  plan: number;
}

export const applyDiscountRequest = z.object({
  plan: coercedIdField(),
  code: z.string().trim().min(1).max(40),
});

/** An adviser creating or changing a plan; SEBI's limits are checked on the server (docs/subscriptions.md). */
export const planRequest = z.object({
  name: z.string().trim().min(1).max(80),
  interval: z.enum(['month', 'year']),
  interval_count: z.coerce.number().int().min(1).max(12),
  fee_kind: z.enum(['FIXFEE', 'AUM']),
  amount: z.coerce.number().min(0).max(10_000_000),
  recurring_amount: z.coerce.number().min(0).max(10_000_000),
  aum_percent: z.coerce.number().min(0).max(100).nullable().optional(),
  needs_risk_profile: z.boolean().default(true),
  basket_hashes: z.array(z.string().trim().min(1).max(64)).max(100).default([]),
  active: z.boolean().default(true),
});
export type PlanRequest = z.infer<typeof planRequest>;

/** GET API.plans.list: which adviser's plans, by the adviser or by one of their baskets. */
export const plansQuery = z
  .object({
    adviser: z.string().trim().min(1).max(80).optional(),
    basket: z.string().trim().min(1).max(64).optional(),
  })
  .refine((q) => (q.adviser === undefined) !== (q.basket === undefined), {
    message: 'Name an adviser (?adviser=) or a basket (?basket=), one of them.',
    path: ['adviser'],
  });

/** An adviser's plan, created or changed (API.adviserPlans.create and update). */
export interface PlanBody {
  plan: Plan;
}

export const planUpdateRequest = planRequest.extend({ plan: coercedIdField() });
