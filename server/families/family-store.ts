import type { FeeKind } from '#contract/baskets/types';
import type { FamilyMember } from '#contract/compliance/family';
import type { Database, Queryable } from '../db/database';
import type { ModeSpan } from './rules/fee-mode';

/** The family members a client declared, in the order declared. */
export async function familyMembers(db: Queryable, userId: number): Promise<FamilyMember[]> {
  const { rows } = await db.query<FamilyMember>(
    'SELECT relation, name, pan FROM family_members WHERE user_id = $1 ORDER BY declared_at, pan',
    [userId],
  );
  return rows;
}

/** Replaces the client's declared family members with these (already validated), in one transaction. */
export async function replaceFamily(db: Database, userId: number, members: readonly FamilyMember[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM family_members WHERE user_id = $1', [userId]);
    let i = 0;
    for (const m of members)
      await tx.query(
        `INSERT INTO family_members (user_id, relation, name, pan, declared_at)
         VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5 / 1000.0))`,
        [userId, m.relation, m.name, m.pan, i++],
      );
  });
}

/**
 * The users who make one family with this one, as declared: the client, the users whose PAN the client declared as a
 * member, and the users who declared the client's PAN or one of the same members. Accounts are never joined by a PAN
 * alone, without a declaration.
 */
const FAMILY_USERS = `
  WITH declared AS (SELECT pan FROM family_members WHERE user_id = $1),
       own AS (SELECT pan FROM customers WHERE user_id = $1 AND pan IS NOT NULL)
  SELECT $1::int AS user_id
  UNION SELECT user_id FROM customers WHERE pan IN (SELECT pan FROM declared)
  UNION SELECT user_id FROM family_members WHERE pan IN (SELECT pan FROM declared UNION SELECT pan FROM own)`;

export interface FamilySubscription extends ModeSpan {
  id: number;
  user_id: number;
  months: number;
  /** The plan's higher price, paise: the first period's or a renewal's. */
  highest_paise: number;
  active: boolean;
}

/** Every subscription the family has held with the adviser; `active`: not refunded and not yet expired at `now`. */
export async function familySubscriptions(
  db: Queryable,
  userId: number,
  adviserId: number,
  now: Date,
): Promise<FamilySubscription[]> {
  const { rows } = await db.query<
    Omit<FamilySubscription, 'starts_at'> & { starts_at: Date | string; fee_kind: FeeKind }
  >(
    `WITH family AS (${FAMILY_USERS})
     SELECT s.id, s.user_id, p.fee_kind, s.starts_at,
            (CASE p.interval WHEN 'year' THEN 12 ELSE 1 END) * p.interval_count AS months,
            (round(greatest(p.amount, p.recurring_amount) * 100))::int AS highest_paise,
            (s.refund_amount IS NULL AND s.expires_at > $3) AS active
       FROM subscriptions s JOIN plans p ON p.id = s.plan_id
      WHERE s.user_id IN (SELECT user_id FROM family) AND p.adviser_id = $2
      ORDER BY s.starts_at, s.id`,
    [userId, adviserId, now],
  );
  return rows.map((r) => ({ ...r, starts_at: new Date(r.starts_at) }));
}
