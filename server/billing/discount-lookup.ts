import type { DiscountCode, DiscountUses } from '#contract/billing-rules/discount';
import type { Queryable } from '../db/database';

export type StoredDiscountCode = DiscountCode & { id: number; code: string };

/** Codes are kept upper-case; an investor may type them in any case, with spaces around. */
export const normaliseCode = (code: string) => code.trim().toUpperCase();

/** The discount code and its redemptions so far (everyone's, and this user's), or undefined. */
export async function findDiscountCode(
  db: Queryable,
  code: string,
  userId: number,
): Promise<{ code: StoredDiscountCode; uses: DiscountUses } | undefined> {
  const { rows } = await db.query<StoredDiscountCode & DiscountUses>(
    `SELECT d.id, d.code, d.adviser_id, d.kind, d.value::float8 AS value, d.starts_at, d.expires_at,
            d.max_redemptions, d.per_user_limit, d.plan_ids, d.active,
            (SELECT count(*)::int FROM discount_redemptions r WHERE r.discount_code_id = d.id) AS total,
            (SELECT count(*)::int FROM discount_redemptions r WHERE r.discount_code_id = d.id AND r.user_id = $2) AS "byUser"
       FROM discount_codes d WHERE d.code = $1`,
    [normaliseCode(code), userId],
  );
  const row = rows[0];
  if (!row) return undefined;
  const { total, byUser, ...stored } = row;
  return {
    code: {
      ...stored,
      starts_at: new Date(stored.starts_at),
      expires_at: stored.expires_at && new Date(stored.expires_at),
    },
    uses: { total, byUser },
  };
}
