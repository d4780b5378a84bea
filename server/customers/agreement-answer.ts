import { createHash } from 'node:crypto';
import type { AgreementBody } from '#contract/customer/types';
import type { OtpTarget } from '#contract/forms/fields';
import type { Queryable } from '../db/database';
import { agreementDisclosures } from './agreement-disclosures';
import { renderAgreement } from './agreement-text';
import type { AgreementRow, PlanForAgreement } from './agreements';
import { versionById } from './agreements';
import { customerOrDraft } from './customer-store';

/** '******3210' for a mobile number, 'a***@example.com' for an email. */
export const maskTarget = (target: string) =>
  target.includes('@')
    ? target.replace(/^(.)[^@]*/, '$1***')
    : `${'*'.repeat(Math.max(0, target.length - 4))}${target.slice(-4)}`;

/** Where the e-sign code goes: the customer's mobile, else the account's, else the email. */
export async function esignTarget(db: Queryable, userId: number): Promise<OtpTarget> {
  const customer = await customerOrDraft(db, userId);
  const { rows } = await db.query<{ email: string; mobile: string | null }>(
    'SELECT email, mobile FROM users WHERE id = $1',
    [userId],
  );
  const mobile = customer.mobile ?? rows[0]!.mobile;
  return mobile ? { kind: 'mobile', value: mobile } : { kind: 'email', value: customer.email ?? rows[0]!.email };
}

export const targetOf = (value: string): OtpTarget => ({ kind: value.includes('@') ? 'email' : 'mobile', value });

/** The agreement as the investor reads it: the version's text with their and the plan's details. */
export async function agreementText(db: Queryable, row: AgreementRow, plan: PlanForAgreement) {
  const version = await versionById(db, row.version_id);
  const { name } = await customerOrDraft(db, row.user_id);
  const text = renderAgreement(version.body_html, { ...plan.fields, clientName: name });
  // A signed agreement keeps the disclosures shown when it was signed; a pending one shows today's.
  const disclosures = row.disclosures_shown ?? agreementDisclosures(version.kind, plan.fields) ?? [];
  return { version, text, disclosures, sha256: createHash('sha256').update(text).digest('hex') };
}

export async function agreementBody(
  db: Queryable,
  row: AgreementRow,
  plan: PlanForAgreement,
  otpSentTo: string | null,
): Promise<AgreementBody> {
  const { version, text, disclosures } = await agreementText(db, row, plan);
  return {
    agreement: row.id,
    status: row.status,
    version: version.version,
    kind: version.kind,
    title: version.title,
    disclosures,
    text,
    otp_sent_to: otpSentTo === null ? null : maskTarget(otpSentTo),
    signed_at: row.signed_at ? row.signed_at.toISOString() : null,
  };
}
