import { z } from 'zod';
import { coercedIdField } from '#contract/forms/fields';

/**
 * The investor's customer details (KYC customer data), risk profile and advisory agreement
 * (docs/customer-onboarding.md). Field rules and messages: contract/customer/fields.ts.
 */

export type CustomerField = 'name' | 'email' | 'phone' | 'dob' | 'pan';

export interface Customer {
  name: string;
  email: string | null;
  mobile: string | null;
  /** YYYY-MM-DD. */
  dob: string | null;
  pan: string | null;
  /** Two-letter state or union territory code (contract/locale/indian-states.ts): the GST place of supply. */
  state: string | null;
  /** 'verified' once the PAN and name pass the (simulated) KYC check. */
  kyc_status: 'pending' | 'verified';
  /** Why the KYC check left the details pending (null when verified or never checked). */
  kyc_reason?: string | null;
  /** null until the investor first saves: the details are then prefilled from the account. */
  updated_at: string | null;
}

/** What API.customer.kyc answers. */
export type CustomerBody = Customer;

/**
 * Sent as typed; the server validates with the brand's required fields (docs/validation.md, "Brand-dependent customer
 * fields").
 */
export const customerRequest = z.object({
  name: z.unknown(),
  email: z.unknown(),
  mobile: z.unknown(),
  dob: z.unknown(),
  pan: z.unknown(),
  state: z.unknown(),
});

export type RiskProfileKind = 'conservative' | 'moderate' | 'aggressive';

export interface RiskQuestion {
  id: string;
  text: string;
  options: { value: string; label: string }[];
}

export interface RiskProfile {
  profile: RiskProfileKind;
  score: number;
  taken_at: string;
  /** A profile is current for a year (docs/customer-onboarding.md "Risk profile"). */
  valid_until: string;
  answers: Record<string, string>;
}

export interface RiskProfileBody {
  questions: RiskQuestion[];
  current: RiskProfile | null;
}

export const riskProfileRequest = z.object({
  answers: z.record(z.string().max(40), z.string().max(40)),
});

export type AgreementStatus = 'none' | 'pending' | 'signed';

/** By the adviser's SEBI registration: an investment adviser's (INA…) or a research analyst's (INH…). */
export type AgreementKind = 'advisory' | 'research';

/** A disclosure shown beside the agreement; the consent records each, as shown (docs/compliance.md). */
export interface AgreementDisclosure {
  key: 'registration' | 'fee-limits' | 'ai-use' | 'market-risk';
  title: string;
  text: string;
}

export interface AgreementBody {
  agreement: string;
  status: Exclude<AgreementStatus, 'none'>;
  /** The agreement template's version the investor reads and signs. */
  version: number;
  kind: AgreementKind;
  title: string;
  disclosures: AgreementDisclosure[];
  /** The full text, HTML sanitised by the server's one policy. */
  text: string;
  /** Where the e-sign OTP went, masked: '******3210' or 'a***@example.com'. */
  otp_sent_to: string | null;
  signed_at: string | null;
}

export interface AgreementStatusBody {
  status: AgreementStatus;
  agreement: string | null;
  version: number | null;
  signed_at: string | null;
}

export const createAgreementRequest = z.object({ plan: coercedIdField() });
export const signAgreementRequest = z.object({
  agreement: z.string().trim().min(1).max(64),
  otp: z.unknown(),
});
