import type { BrandConfig } from '../../brands/schema';
import type { Customer } from '#contract/customer';
import { VALIDATION_MESSAGES } from '#contract/validation-messages';
import type { Queryable } from '../db/database';
import type { PlanRow } from './plan-row';

/** A risk profile is current for a year (contract/customer.ts RiskProfile.valid_until). */
const RISK_PROFILE_MONTHS = 12;

export const CHECKOUT_REFUSALS = {
  inactive: 'This plan is no longer offered.',
  details: 'Please complete your details before paying.',
  riskProfile: 'Please complete your risk profile before paying for this plan.',
  agreement: "Please sign the adviser's advisory agreement before paying.",
} as const;

export interface CheckoutChecks {
  customer: Customer | null;
  /** Customer fields still missing, with the message for each (the brand's required ones and the state). */
  missing: Record<string, string>;
  riskProfile: { needed: boolean; current: boolean; valid_until: string | null };
  agreement: { status: 'none' | 'pending' | 'signed'; version: number | null };
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

async function readCustomer(db: Queryable, userId: number): Promise<Customer | null> {
  const { rows } = await db.query<Omit<Customer, 'state'> & { state_code: string | null; dob: Date | string | null }>(
    `SELECT name, email, mobile, to_char(dob, 'YYYY-MM-DD') AS dob, pan, state_code, kyc_status, updated_at
       FROM customers WHERE user_id = $1`,
    [userId],
  );
  const r = rows[0];
  if (!r) return null;
  const { state_code, ...rest } = r;
  return { ...rest, dob: r.dob === null ? null : String(r.dob), state: state_code, updated_at: iso(r.updated_at) };
}

/** The brand's required fields (spec §5) and the state, which decides the GST's place of supply. */
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

/** The agreement for the plan's adviser's latest text (or the platform's, for an adviser without one). */
async function agreementState(db: Queryable, userId: number, adviserId: number) {
  const { rows } = await db.query<{ version: number; status: 'pending' | 'signed' | null }>(
    `SELECT v.version,
            (SELECT g.status FROM agreements g WHERE g.user_id = $1 AND g.adviser_id = $2 AND g.version_id = v.id
              ORDER BY (g.status = 'signed') DESC, g.created_at DESC LIMIT 1) AS status
       FROM agreement_versions v
      WHERE v.adviser_id = $2 OR (v.adviser_id IS NULL AND NOT EXISTS
              (SELECT 1 FROM agreement_versions o WHERE o.adviser_id = $2))
      ORDER BY v.version DESC LIMIT 1`,
    [userId, adviserId],
  );
  const r = rows[0];
  return { status: r?.status ?? ('none' as const), version: r?.version ?? null };
}

export async function checkoutChecks(
  db: Queryable,
  brand: BrandConfig,
  userId: number,
  plan: PlanRow,
  now: Date,
): Promise<CheckoutChecks> {
  const customer = await readCustomer(db, userId);
  const { rows } = await db.query<{ created_at: Date | string }>(
    'SELECT created_at FROM risk_profiles WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1',
    [userId],
  );
  const validUntil = rows[0] ? new Date(rows[0].created_at) : null;
  validUntil?.setUTCMonth(validUntil.getUTCMonth() + RISK_PROFILE_MONTHS);
  return {
    customer,
    missing: missingFields(brand, customer),
    riskProfile: {
      needed: plan.needs_risk_profile,
      current: validUntil !== null && validUntil > now,
      valid_until: validUntil?.toISOString() ?? null,
    },
    agreement: await agreementState(db, userId, plan.adviser_id),
  };
}

/** Why this plan cannot be paid for now, or null: the first of inactive, details, risk profile, agreement. */
export function checkoutRefusal(plan: PlanRow, checks: CheckoutChecks) {
  if (!plan.active) return { message: CHECKOUT_REFUSALS.inactive };
  if (Object.keys(checks.missing).length) return { message: CHECKOUT_REFUSALS.details, errors: checks.missing };
  if (checks.riskProfile.needed && !checks.riskProfile.current) return { message: CHECKOUT_REFUSALS.riskProfile };
  if (checks.agreement.status !== 'signed') return { message: CHECKOUT_REFUSALS.agreement };
  return null;
}
