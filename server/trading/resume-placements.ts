import type { BrokerDirectory } from '../broker/broker';
import { jobInterval, runEvery, type JobOptions } from '../jobs/run-every';
import { log } from '../log';
import { placementFailed } from './background-placement';
import { TRADING } from '#contract/trading/messages';
import { placeHeld } from './place-trade';
import { rejectNotPlaced } from './place-lines';
import { claimedPlacement, claimStalePlacements } from './placement-lease';
import { readTrades } from './trade-store';
import type { TradeDeps } from './trade-types';

/** What resuming placements needs: a trade's deps and the brands' brokers. */
export type ResumeDeps = TradeDeps & { brokers: BrokerDirectory };

/**
 * How long after it was recorded a trade left `placing` may still be placed: later, prices have moved
 * from what the investor agreed to, and its lines not yet with the broker are rejected instead.
 */
export const RESUME_WITHIN_MS = 30 * 60_000;

/**
 * Places the lines of one claimed trade not yet with the broker; false when its broker is unknown. A
 * trade whose broker session has ended, or that was recorded more than RESUME_WITHIN_MS ago (both on the
 * market clock), is never placed later: its lines not yet with the broker are rejected. (A line the
 * broker took just before the process stopped, never recorded, shows rejected while the broker holds it:
 * the broker's order book stays the record; docs/trading.md.)
 */
async function resumeOne(deps: ResumeDeps, tradeId: number): Promise<boolean> {
  const row = await claimedPlacement(deps.db, tradeId);
  const broker = row && deps.brokers(row.brand_id, row.broker_id);
  if (!row || !broker) return false;
  const [trade] = await readTrades(deps.db, deps.market, 'WHERE t.id = $1', [tradeId]);
  const now = deps.market.now().getTime();
  const live = row.access_token !== null && row.expires_at !== null && new Date(row.expires_at).getTime() > now;
  if (!live || now - new Date(row.created_at).getTime() > RESUME_WITHIN_MS) {
    await rejectNotPlaced(deps, trade!, live ? TRADING.notPlacedTooLate : TRADING.notPlacedSessionEnded);
    log.warn('placement given up', { trade: row.trade_hash, reason: live ? 'too late' : 'session ended' });
    return true;
  }
  const amo = row.variety === 'amo' && row.queued_for ? { amo: { sendsAt: new Date(row.queued_for) } } : {};
  try {
    await placeHeld(
      deps,
      { brokerLink: { id: row.broker_link_id, accessToken: row.access_token! }, broker, ...amo },
      trade!,
    );
  } catch (e) {
    await placementFailed(deps.db, row.trade_hash, row.broker_link_id, e);
  }
  return true;
}

/**
 * Resumes trades left `placing` past the placing lease (docs/trading.md, "Idempotency"): a process
 * that crashed or stopped mid-placement, a placement whose broker could not be reached. One trade is
 * claimed at a time, just before it is placed, with FOR UPDATE SKIP LOCKED, so several processes
 * resume each trade once; the broker is idempotent on each line's tag, so a line the stopped
 * placement had sent is found placed. A trade whose session has ended, or recorded too long ago, has
 * its lines not yet with the broker rejected instead.
 * Answers how many trades it resumed.
 */
export async function resumePlacements(deps: ResumeDeps, { limit = 10 }: { limit?: number } = {}): Promise<number> {
  let resumed = 0;
  for (let i = 0; i < limit; i++) {
    const [id] = await claimStalePlacements(deps.db, 1);
    if (id === undefined) break;
    if (await resumeOne(deps, id)) resumed++;
  }
  if (resumed) log.info('placements resumed', { resumed });
  return resumed;
}

/**
 * The resume job every `intervalMs` (RESUME_PLACEMENTS_JOB_MS, 5 s by default); answers a stop
 * function (server/main.ts calls it on shutdown).
 */
export function startResumePlacementsJob(job: JobOptions & Omit<ResumeDeps, 'db'>): () => Promise<void> {
  const { db, market, brokers, push } = job;
  const deps: ResumeDeps = { db, market, brokers, ...(push ? { push } : {}) };
  return runEvery('resume placements', jobInterval(job, 'RESUME_PLACEMENTS_JOB_MS', 5000), async () => {
    await resumePlacements(deps);
  });
}
