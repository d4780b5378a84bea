import type { AgreementKind } from '#contract/customer/types';
import type { Queryable } from '../db/database';
import { AGREEMENT_RA_V1_HTML, AGREEMENT_RA_V1_TITLE } from './agreement-template-ra-v1';
import { AGREEMENT_V1_HTML, AGREEMENT_V1_TITLE } from './agreement-template-v1';

export interface AgreementVersion {
  id: number;
  version: number;
  kind: AgreementKind;
  title: string;
  body_html: string;
}

const COLUMNS = 'v.id, v.version, v.kind, v.title, v.body_html';

/**
 * The kind of agreement an adviser's clients sign, from its SEBI registration type (the one place this
 * rule is written): a research analyst's the research-services agreement, an adviser's the advisory one.
 */
const KIND_OF_ADVISER = `CASE WHEN a.adviser_type = 'Research Analyst' THEN 'research' ELSE 'advisory' END`;

/**
 * The agreement an adviser's clients sign now, of the kind its registration asks for: the adviser's own
 * latest version of that kind when it has one (an override), else the platform template's latest of that
 * kind. A newer version asks every client to sign again.
 */
export async function latestAgreementVersion(db: Queryable, adviserId: number): Promise<AgreementVersion | undefined> {
  const { rows } = await db.query<AgreementVersion>(
    `SELECT ${COLUMNS} FROM advisers a JOIN agreement_versions v
         ON v.kind = ${KIND_OF_ADVISER} AND (v.adviser_id = a.id OR v.adviser_id IS NULL)
      WHERE a.id = $1
      ORDER BY (v.adviser_id IS NULL), v.version DESC LIMIT 1`,
    [adviserId],
  );
  return rows[0];
}

/** Publishes a version of a kind: the platform's (adviserId null) or one adviser's; numbered after its latest of that kind. */
export async function publishAgreementVersion(
  db: Queryable,
  adviserId: number | null,
  title: string,
  bodyHtml: string,
  kind: AgreementKind = 'advisory',
): Promise<AgreementVersion> {
  const { rows } = await db.query<AgreementVersion>(
    `INSERT INTO agreement_versions AS v (adviser_id, version, kind, title, body_html)
     SELECT $1::int, coalesce(max(version), 0) + 1, $4, $2, $3 FROM agreement_versions
      WHERE adviser_id IS NOT DISTINCT FROM $1::int AND kind = $4
     RETURNING ${COLUMNS}`,
    [adviserId, title, bodyHtml, kind],
  );
  return rows[0]!;
}

const TEMPLATES: Record<AgreementKind, { title: string; html: string }> = {
  advisory: { title: AGREEMENT_V1_TITLE, html: AGREEMENT_V1_HTML },
  research: { title: AGREEMENT_RA_V1_TITLE, html: AGREEMENT_RA_V1_HTML },
};

/** The seed: the platform's template v1 of each kind, once per kind (a database seeded before has the advisory one). */
export async function seedAgreementTemplate(db: Queryable): Promise<boolean> {
  let seeded = false;
  for (const [kind, t] of Object.entries(TEMPLATES) as [AgreementKind, { title: string; html: string }][]) {
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM agreement_versions WHERE adviser_id IS NULL AND kind = $1',
      [kind],
    );
    if (rows[0]!.n > 0) continue;
    await publishAgreementVersion(db, null, t.title, t.html, kind);
    seeded = true;
  }
  return seeded;
}
