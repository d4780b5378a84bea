import type { Queryable } from '../db/database';
import { AGREEMENT_V1_HTML, AGREEMENT_V1_TITLE } from './agreement-template-v1';

export interface AgreementVersion {
  id: number;
  version: number;
  title: string;
  body_html: string;
}

/**
 * The agreement an adviser's clients sign now: the adviser's own latest version when it has one
 * (an override), else the platform template's latest. A newer version asks every client to sign again.
 */
export async function latestAgreementVersion(db: Queryable, adviserId: number): Promise<AgreementVersion | undefined> {
  const { rows } = await db.query<AgreementVersion>(
    `SELECT id, version, title, body_html FROM agreement_versions
      WHERE adviser_id = $1 OR adviser_id IS NULL
      ORDER BY (adviser_id IS NULL), version DESC LIMIT 1`,
    [adviserId],
  );
  return rows[0];
}

/** Publishes a version: the platform's (adviserId null) or one adviser's; numbered after its latest. */
export async function publishAgreementVersion(
  db: Queryable,
  adviserId: number | null,
  title: string,
  bodyHtml: string,
): Promise<AgreementVersion> {
  const { rows } = await db.query<AgreementVersion>(
    `INSERT INTO agreement_versions (adviser_id, version, title, body_html)
     SELECT $1::int, coalesce(max(version), 0) + 1, $2, $3 FROM agreement_versions WHERE adviser_id IS NOT DISTINCT FROM $1::int
     RETURNING id, version, title, body_html`,
    [adviserId, title, bodyHtml],
  );
  return rows[0]!;
}

/** The seed: the platform template v1, once. */
export async function seedAgreementTemplate(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM agreement_versions');
  if (rows[0]!.n > 0) return false;
  await publishAgreementVersion(db, null, AGREEMENT_V1_TITLE, AGREEMENT_V1_HTML);
  return true;
}
