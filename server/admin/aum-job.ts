import { AUM_BACKFILL_DAYS } from '#contract/admin/rules';
import type { Database } from '../db/database';
import { jobInterval, runEvery, type JobOptions } from '../jobs/run-every';
import { addDays } from '../market/ist';
import type { MarketData } from '../market/market-data';
import { log } from '../log';
import { computeAum } from './aum-compute';

/**
 * One round of the AUM ledger job (docs/admin.md, "AUM ledger"): every closed trading day of the last
 * `backfillDays` that lacks a row for some adviser is computed and written. The first run fills the
 * whole window (the backfill); later rounds find only the newest close missing. (adviser_id, day) is
 * the key and rows are inserted ON CONFLICT DO NOTHING, so a second round, or another process at
 * the same time, writes nothing twice. Answers the rows written.
 */
export async function fillAumLedger(
  db: Database,
  market: MarketData,
  backfillDays = AUM_BACKFILL_DAYS,
): Promise<number> {
  const to = market.historyBounds().to;
  const from = addDays(to, -backfillDays);
  const tradingDays = market.calendar.tradingDaysBetween(from, to);
  const have = await db.query<{ day: string; n: number }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, count(*)::int AS n FROM aum_ledger WHERE day BETWEEN $1 AND $2 GROUP BY day`,
    [from, to],
  );
  const advisers = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM advisers`)).rows[0]!.n;
  const done = new Map(have.rows.map((r) => [r.day, r.n]));
  const missing = tradingDays.filter((d) => (done.get(d) ?? 0) < advisers);
  if (missing.length === 0) return 0;
  const entries = await computeAum(db, market, missing);
  let written = 0;
  for (let i = 0; i < entries.length; i += 500) {
    const batch = entries.slice(i, i + 500);
    const values = batch.map(
      (_, k) => `($${k * 4 + 1}::int, $${k * 4 + 2}::date, $${k * 4 + 3}::numeric, $${k * 4 + 4}::int)`,
    );
    const params = batch.flatMap((e) => [e.adviserId, e.day, e.aum, e.investments]);
    const res = await db.query(
      `INSERT INTO aum_ledger (adviser_id, day, aum, investments) VALUES ${values.join(', ')}
       ON CONFLICT (adviser_id, day) DO NOTHING RETURNING adviser_id`,
      params,
    );
    written += res.rows.length;
  }
  return written;
}

/** Every hour (AUM_JOB_MS), and once at start; answers the stop function server/main.ts calls on shutdown. */
export function startAumLedgerJob(job: JobOptions & { market: MarketData }): () => Promise<void> {
  const { db, market } = job;
  const first = fillAumLedger(db, market).catch((e: unknown) => {
    log.warn('AUM ledger backfill failed', { error: e instanceof Error ? e.message : String(e) });
    return 0;
  });
  const stop = runEvery('AUM ledger', jobInterval(job, 'AUM_JOB_MS', 60 * 60 * 1000), async () => {
    await fillAumLedger(db, market);
  });
  return async () => {
    await first;
    await stop();
  };
}
