import type { RiskProfile, RiskProfileKind } from '#contract/customer/types';
import { QUESTIONNAIRE_VERSION } from './rules/risk-questionnaire';
import { isRiskProfileCurrent, riskProfileValidUntil } from './rules/risk-scoring';
import type { Queryable } from '../db/database';

interface Row {
  profile: RiskProfileKind;
  score: number;
  answers: Record<string, string>;
  created_at: Date;
}

const toProfile = (r: Row): RiskProfile => ({
  profile: r.profile,
  score: r.score,
  taken_at: r.created_at.toISOString(),
  valid_until: riskProfileValidUntil(r.created_at).toISOString(),
  answers: r.answers,
});

/**
 * The investor's current risk profile: the latest one taken on this questionnaire version within
 * the last year, or null (docs/customer-onboarding.md "Risk profile"). `now` is the real clock unless a test gives one.
 */
export async function currentRiskProfile(db: Queryable, userId: number, now = new Date()): Promise<RiskProfile | null> {
  const { rows } = await db.query<Row>(
    `SELECT profile, score, answers, created_at FROM risk_profiles
      WHERE user_id = $1 AND questionnaire_version = $2
      ORDER BY created_at DESC, id DESC LIMIT 1`,
    [userId, QUESTIONNAIRE_VERSION],
  );
  const row = rows[0];
  return row && isRiskProfileCurrent(row.created_at, now) ? toProfile(row) : null;
}

/** Keeps a newly computed profile (earlier ones stay, as the record of what was asked and answered). */
export async function saveRiskProfile(
  db: Queryable,
  userId: number,
  answers: Record<string, string>,
  scored: { score: number; profile: RiskProfileKind },
): Promise<RiskProfile> {
  const { rows } = await db.query<Row>(
    `INSERT INTO risk_profiles (user_id, questionnaire_version, answers, score, profile)
     VALUES ($1, $2, $3::jsonb, $4, $5) RETURNING profile, score, answers, created_at`,
    [userId, QUESTIONNAIRE_VERSION, JSON.stringify(answers), scored.score, scored.profile],
  );
  return toProfile(rows[0]!);
}
