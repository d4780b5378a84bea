import { randomBytes } from 'node:crypto';
import type { AgreementDisclosure, AgreementStatusBody } from '#contract/customer/types';
import type { Queryable } from '../db/database';
import type { AgreementFields } from './agreement-text';
import { latestAgreementVersion, type AgreementVersion } from './agreement-versions';

export interface AgreementRow {
  id: string;
  user_id: number;
  adviser_id: number;
  plan_id: number;
  version_id: number;
  status: 'pending' | 'signed';
  otp_target: string | null;
  signed_at: Date | null;
  /** The disclosures shown beside the text when it was signed; null while pending. */
  disclosures_shown: AgreementDisclosure[] | null;
}

const ROW = 'id, user_id, adviser_id, plan_id, version_id, status, otp_target, signed_at, disclosures_shown';

/** A plan an investor may sign for: its adviser and what its agreement's fields need. */
export interface PlanForAgreement {
  adviserId: number;
  fields: Omit<AgreementFields, 'clientName'>;
}

/** A plan by id: an active one only, unless `anyPlan` (reading an agreement signed for a plan since withdrawn). */
export async function planForAgreement(
  db: Queryable,
  planId: number,
  { anyPlan = false }: { anyPlan?: boolean } = {},
): Promise<PlanForAgreement | undefined> {
  const { rows } = await db.query<{
    adviser_id: number;
    adviser_name: string;
    sebi_registration: string;
    plan_name: string;
    fee_kind: 'FIXFEE' | 'AUM';
    amount: string;
    months: number;
    aum_percent: string | null;
    ai_use_disclosure: string | null;
  }>(
    `SELECT p.adviser_id, a.name AS adviser_name, a.sebi_registration, a.ai_use_disclosure,
            p.name AS plan_name, p.fee_kind, p.amount,
            (CASE WHEN p.interval = 'year' THEN 12 ELSE 1 END * p.interval_count)::int AS months, p.aum_percent
       FROM plans p JOIN advisers a ON a.id = p.adviser_id
      WHERE p.id = $1 AND (p.active OR $2)`,
    [planId, anyPlan],
  );
  const r = rows[0];
  if (!r) return undefined;
  return {
    adviserId: r.adviser_id,
    fields: {
      adviserName: r.adviser_name,
      sebiRegistration: r.sebi_registration,
      planName: r.plan_name,
      feeKind: r.fee_kind,
      amount: Number(r.amount),
      months: r.months,
      aumPercent: r.aum_percent === null ? null : Number(r.aum_percent),
      aiUse: r.ai_use_disclosure,
    },
  };
}

/** The investor's agreement with an adviser at a version, if any. */
export async function findAgreement(db: Queryable, userId: number, adviserId: number, versionId: number) {
  const { rows } = await db.query<AgreementRow>(
    `SELECT ${ROW} FROM agreements WHERE user_id = $1 AND adviser_id = $2 AND version_id = $3`,
    [userId, adviserId, versionId],
  );
  return rows[0];
}

/** The investor's agreement by id (another investor's reads as none). */
export async function ownAgreement(db: Queryable, userId: number, id: string) {
  const { rows } = await db.query<AgreementRow>(`SELECT ${ROW} FROM agreements WHERE id = $1 AND user_id = $2`, [
    id,
    userId,
  ]);
  return rows[0];
}

/** The pending or signed agreement at this version: created once, whoever asks twice at the same time. */
export async function openAgreement(
  db: Queryable,
  userId: number,
  planId: number,
  adviserId: number,
  versionId: number,
): Promise<AgreementRow> {
  await db.query(
    `INSERT INTO agreements (id, user_id, adviser_id, plan_id, version_id) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id, adviser_id, version_id) DO NOTHING`,
    [`agr_${randomBytes(12).toString('base64url')}`, userId, adviserId, planId, versionId],
  );
  return (await findAgreement(db, userId, adviserId, versionId))!;
}

export const setOtpTarget = (db: Queryable, id: string, target: string) =>
  db.query('UPDATE agreements SET otp_target = $2 WHERE id = $1', [id, target]);

export interface Consent {
  ip: string;
  userAgent: string;
  textSha256: string;
  disclosures: AgreementDisclosure[];
}

/** Signs a pending agreement with the consent's record; answers the row as it now is. */
export async function signAgreement(db: Queryable, id: string, consent: Consent): Promise<AgreementRow> {
  const { rows } = await db.query<AgreementRow>(
    `UPDATE agreements SET status = 'signed', signed_at = now(), signed_ip = $2, signed_user_agent = $3,
            signed_text_sha256 = $4, disclosures_shown = $5::jsonb
      WHERE id = $1 AND status = 'pending' RETURNING ${ROW}`,
    [id, consent.ip, consent.userAgent.slice(0, 512), consent.textSha256, JSON.stringify(consent.disclosures)],
  );
  return rows[0] ?? (await db.query<AgreementRow>(`SELECT ${ROW} FROM agreements WHERE id = $1`, [id])).rows[0]!;
}

export async function versionById(db: Queryable, id: number) {
  const { rows } = await db.query<AgreementVersion>(
    'SELECT id, version, kind, title, body_html FROM agreement_versions WHERE id = $1',
    [id],
  );
  return rows[0]!;
}

/**
 * Whether the investor has signed the agreement a plan's adviser asks for now: 'none' when there is
 * none at the latest version (a new version asks again). undefined for an unknown plan.
 */
export async function agreementStatusFor(
  db: Queryable,
  userId: number,
  planId: number,
): Promise<AgreementStatusBody | undefined> {
  const plan = await planForAgreement(db, planId);
  if (!plan) return undefined;
  const version = await latestAgreementVersion(db, plan.adviserId);
  const row = version && (await findAgreement(db, userId, plan.adviserId, version.id));
  if (!row) return { status: 'none', agreement: null, version: null, signed_at: null };
  return {
    status: row.status,
    agreement: row.id,
    version: version.version,
    signed_at: row.signed_at ? row.signed_at.toISOString() : null,
  };
}
