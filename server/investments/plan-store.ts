import type { Queryable } from '../db/database';

/** Starts the investment's SIP, or replaces its plan (a new amount, day or frequency) and schedule. */
export async function saveSip(
  db: Queryable,
  investmentId: number,
  sip: { frequency: string; amount: number; day: number; nextDue: string; at: string },
) {
  await db.query(
    `INSERT INTO sips (investment_id, frequency, amount, day_of_month, next_due, active, started_at)
     VALUES ($1, $2, $3, $4, $5, true, $6)
     ON CONFLICT (investment_id) DO UPDATE SET frequency = $2, amount = $3, day_of_month = $4, next_due = $5,
       active = true, started_at = $6, stopped_at = NULL`,
    [investmentId, sip.frequency, sip.amount, sip.day, sip.nextDue, sip.at],
  );
}

/** Stops the investment's active SIP; false when it had none. */
export async function stopSip(db: Queryable, investmentId: number, at: string): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE sips SET active = false, stopped_at = $2 WHERE investment_id = $1 AND active RETURNING 1`,
    [investmentId, at],
  );
  return rows.length > 0;
}

/** Moves the SIP's schedule from `due` to `next`, once: a second call finds it moved already. */
export async function moveSipOn(db: Queryable, investmentId: number, due: string, next: string) {
  await db.query('UPDATE sips SET next_due = $2 WHERE investment_id = $1 AND active AND next_due = $3', [
    investmentId,
    next,
    due,
  ]);
}

/** A new stop-loss percent (or none) starts watching afresh: a past breach is cleared. */
export async function setStoploss(db: Queryable, investmentId: number, percent: number | null) {
  await db.query('UPDATE investments SET stoploss_percent = $2, stoploss_breached_at = NULL WHERE id = $1', [
    investmentId,
    percent,
  ]);
}

/** A new target percent (or none) starts watching afresh: a past crossing is cleared. */
export async function setTarget(db: Queryable, investmentId: number, percent: number | null) {
  await db.query('UPDATE investments SET target_percent = $2, target_reached_at = NULL WHERE id = $1', [
    investmentId,
    percent,
  ]);
}

/** A version's constituents by symbol, with their weights. */
export async function versionWeights(db: Queryable, versionId: number) {
  const { rows } = await db.query<{ symbol: string; weight: number }>(
    'SELECT symbol, weight::float8 AS weight FROM basket_constituents WHERE version_id = $1 ORDER BY symbol',
    [versionId],
  );
  return rows;
}

/** The slug of the adviser whose account is `userId`; undefined when it is no adviser's. */
export async function adviserSlugOf(db: Queryable, userId: number) {
  const { rows } = await db.query<{ slug: string }>('SELECT slug FROM advisers WHERE user_id = $1', [userId]);
  return rows[0]?.slug;
}
