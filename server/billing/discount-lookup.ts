import type { DiscountCode, DiscountUses } from './rules/discount';
import type { Queryable } from '../db/database';

export type StoredDiscountCode = DiscountCode & { id: number; code: string };

/** Codes are kept upper-case; an investor may type them in any case, with spaces around. */
export const normaliseCode = (code: string) => code.trim().toUpperCase();

/**
 * How long an unpaid transaction holds the discount code it was priced with (decision 0232): the
 * time a payer is given to finish the checkout. A failed transaction releases its hold at once.
 */
export const UNPAID_HOLD_MINUTES = 30;

/**
 * The rows of `discount_redemptions` (alias r, its transaction t) that count against a code's limits:
 * redeemed by a paid transaction, or held by one still being paid (pending at the provider, or
 * created less than UNPAID_HOLD_MINUTES before `$now`). The one definition of a use of a code.
 */
const COUNTS = (now: string) =>
  `(t.status IN ('success', 'pending')
    OR (t.status = 'created' AND t.created_at > ${now}::timestamptz - make_interval(mins => ${UNPAID_HOLD_MINUTES})))`;

/** The discount code and its uses so far (everyone's, and this user's: redeemed or held), or undefined. */
export async function findDiscountCode(
  db: Queryable,
  code: string,
  userId: number,
  now: Date = new Date(),
): Promise<{ code: StoredDiscountCode; uses: DiscountUses } | undefined> {
  const { rows } = await db.query<StoredDiscountCode & DiscountUses>(
    `SELECT d.id, d.code, d.adviser_id, d.kind, d.value::float8 AS value, d.starts_at, d.expires_at,
            d.max_redemptions, d.per_user_limit, d.plan_ids, d.active,
            (SELECT count(*)::int FROM discount_redemptions r JOIN payment_transactions t ON t.id = r.transaction_id
              WHERE r.discount_code_id = d.id AND ${COUNTS('$3')}) AS total,
            (SELECT count(*)::int FROM discount_redemptions r JOIN payment_transactions t ON t.id = r.transaction_id
              WHERE r.discount_code_id = d.id AND r.user_id = $2 AND ${COUNTS('$3')}) AS "byUser"
       FROM discount_codes d WHERE d.code = $1`,
    [normaliseCode(code), userId, now.toISOString()],
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

/**
 * Locks the code's row until the caller's database transaction ends, so that counting its uses and
 * holding it for a new transaction happen one caller at a time (decision 0232). Nothing to lock for
 * an unknown code: pricing refuses it.
 */
export async function lockDiscountCode(tx: Queryable, code: string): Promise<void> {
  await tx.query('SELECT id FROM discount_codes WHERE code = $1 FOR UPDATE', [normaliseCode(code)]);
}

/** The code's hold for a new transaction: a `discount_redemptions` row, which counts while COUNTS says so. */
export async function holdDiscountCode(
  tx: Queryable,
  hold: { codeId: number; userId: number; transaction: string; at: Date },
): Promise<void> {
  await tx.query(
    'INSERT INTO discount_redemptions (discount_code_id, user_id, transaction_id, created_at) VALUES ($1, $2, $3, $4)',
    [hold.codeId, hold.userId, hold.transaction, hold.at.toISOString()],
  );
}
