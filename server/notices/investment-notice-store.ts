import type { Queryable } from '../db/database';

/** A notice about one investment, queued once per instalment or crossing (migrations 0036, 0047). */
export interface InvestmentNoticeDraft {
  userId: number;
  brandId: string;
  kind: 'sip-due' | 'stop-loss' | 'target' | 'price' | 'summary';
  /** 'sip-due-<investment>-<due date>', 'stop-loss-<investment>-<breach time in ms>' or 'target-<investment>-<time in ms>', 'price-<alert>-<time in ms>', 'summary-<user>-<date>'. */
  dedupeKey: string;
  title: string;
  body: string;
  /** The app path the notice opens. */
  url: string;
}

/** A queued notice as the delivery claims it (server/jobs/signed-deliveries.ts). */
export interface QueuedInvestmentNotice {
  id: number;
  attempts: number;
  user_id: number;
  brand_id: string;
  kind: InvestmentNoticeDraft['kind'];
  dedupe_key: string;
  title: string;
  body: string;
  url: string;
}

/** The columns the delivery claims beside id and attempts. */
export const NOTICE_COLUMNS = 'user_id, brand_id, kind, dedupe_key, title, body, url';

/** Queues a notice, due now; idempotent per dedupe key: answers whether this call queued it. */
export async function queueInvestmentNotice(db: Queryable, n: InvestmentNoticeDraft): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO investment_notices (user_id, brand_id, kind, dedupe_key, title, body, url)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
    [n.userId, n.brandId, n.kind, n.dedupeKey, n.title, n.body, n.url],
  );
  return rows.length > 0;
}

/** Records the first channel that reached the investor (the delivery marks the notice delivered). */
export async function noteDeliveredBy(db: Queryable, id: number, by: 'push' | 'email' | 'sms') {
  // A notice claimed again keeps the channel that reached first.
  await db.query('UPDATE investment_notices SET delivered_by = COALESCE(delivered_by, $2) WHERE id = $1', [id, by]);
}
