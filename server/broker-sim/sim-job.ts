import { jobInterval, runEvery, type JobOptions } from '../jobs/run-every';
import type { MarketData } from '../market/market-data';
import type { FetchLike } from '../http/fetch-like';
import { releaseAmoOrders } from './sim-amo';
import { matchOpenOrders } from './sim-matcher';
import { deliverPostbacks } from './sim-postbacks';

/**
 * The simulated broker's background work, every `intervalMs` (SIM_BROKER_JOB_MS, 1 s by default):
 * after-market orders sent at the open, a matcher round, then due postbacks. Rounds never overlap in one process; several processes share
 * the work through the tables' row locks. Answers a stop function (server/main.ts calls it on shutdown).
 */
export function startSimBrokerJob(
  job: JobOptions & {
    market: MarketData;
    fetch: FetchLike;
    /** The installation's broker root (server/security/installation-secrets.ts); read from the database when omitted. */
    root?: string;
  },
): () => Promise<void> {
  const { db, market, fetch, root } = job;
  return runEvery('simulated broker', jobInterval(job, 'SIM_BROKER_JOB_MS', 1000), async () => {
    await releaseAmoOrders(db, market);
    await matchOpenOrders(db, market);
    await deliverPostbacks(db, fetch, { root });
  });
}
