import type { BrandConfig } from '../../brands/schema';
import { amountDue } from '../billing/rules/amount-due';
import type { Customer } from '#contract/customer/types';
import type { PriceBody } from '#contract/subscriptions/plans';
import { toPaise } from '#contract/money/paise';
import { VALIDATION_MESSAGES } from '#contract/forms/validation-messages';
import { agreementStatusFor } from '../customers/agreements';
import { findCustomer } from '../customers/customer-store';
import { currentRiskProfile } from '../customers/risk-profiles';
import type { Queryable } from '../db/database';
import { familyCheck, type FamilyCheck } from '../families/family-check';
import type { PlanRow } from './plan-row';

export const CHECKOUT_REFUSALS = {
  inactive: 'This plan is no longer offered.',
  details: 'Please complete your details before paying.',
  riskProfile: 'Please complete your risk profile before paying for this plan.',
  agreement: "Please sign the adviser's advisory agreement before paying.",
  tooLittle: 'A payment must be at least ₹1: this plan cannot be bought online.',
} as const;

export interface CheckoutChecks {
  customer: Customer | null;
  /** Customer fields still missing, with the message for each (the brand's required ones and the state). */
  missing: Record<string, string>;
  riskProfile: { needed: boolean; current: boolean; valid_until: string | null };
  agreement: { status: 'none' | 'pending' | 'signed'; version: number | null };
  /** SEBI's limits per family with the plan's adviser (server/families/family-check.ts). */
  family: FamilyCheck;
}

/**
 * The brand's required fields (docs/validation.md, "Brand-dependent customer fields") and the state, which decides the
 * GST's place of supply.
 */
function missingFields(brand: BrandConfig, customer: Customer | null): Record<string, string> {
  const need = brand.requiredCustomerFields;
  const values: Record<string, unknown> = {
    name: customer?.name,
    email: need.email ? customer?.email : 'optional',
    mobile: need.phone ? customer?.mobile : 'optional',
    dob: need.dob ? customer?.dob : 'optional',
    pan: need.pan ? customer?.pan : 'optional',
    state: customer?.state,
  };
  const missing: Record<string, string> = {};
  for (const [field, value] of Object.entries(values)) if (!value) missing[field] = VALIDATION_MESSAGES.required;
  return missing;
}

export async function checkoutChecks(
  db: Queryable,
  brand: BrandConfig,
  userId: number,
  plan: PlanRow,
  now: Date,
  { marketNow = now, renews }: { marketNow?: Date; renews?: number } = {},
): Promise<CheckoutChecks> {
  const customer = await findCustomer(db, userId);
  const risk = await currentRiskProfile(db, userId, now);
  const agreement = await agreementStatusFor(db, userId, plan.id);
  const family = await familyCheck(db, userId, plan, marketNow, renews);
  return {
    customer,
    missing: missingFields(brand, customer),
    riskProfile: { needed: plan.needs_risk_profile, current: risk !== null, valid_until: risk?.valid_until ?? null },
    agreement: { status: agreement?.status ?? 'none', version: agreement?.version ?? null },
    family,
  };
}

/**
 * Why this plan cannot be paid for now, or null: the first of inactive, details, the family's limits (fee mode, fixed-fee
 * cap), risk profile, agreement.
 */
export function checkoutRefusal(plan: PlanRow, checks: CheckoutChecks) {
  if (!plan.active) return { message: CHECKOUT_REFUSALS.inactive };
  if (Object.keys(checks.missing).length) return { message: CHECKOUT_REFUSALS.details, errors: checks.missing };
  if (checks.family.refusal) return { message: checks.family.refusal };
  if (checks.riskProfile.needed && !checks.riskProfile.current) return { message: CHECKOUT_REFUSALS.riskProfile };
  if (checks.agreement.status !== 'signed') return { message: CHECKOUT_REFUSALS.agreement };
  return null;
}

/** What the price asks of the checkout (server/billing/rules/amount-due.ts, decision 0232). */
export const amountDueOf = (price: Pick<PriceBody, 'total_amount' | 'discount_amount'>) =>
  amountDue(toPaise(price.total_amount, 'the total', true), toPaise(price.discount_amount, 'the discount', true));

/** The refusal create-transaction would answer for this price's amount, or null. */
export const amountRefusal = (price: Pick<PriceBody, 'total_amount' | 'discount_amount'>) =>
  amountDueOf(price) === 'tooLittle' ? CHECKOUT_REFUSALS.tooLittle : null;
