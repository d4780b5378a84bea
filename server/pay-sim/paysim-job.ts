import { jobInterval, runEvery, type JobOptions } from '../jobs/run-every';
import type { Database } from '../db/database';
import type { FetchLike } from '../http/fetch-like';
import { deliverWebhooks, settleDuePending } from './paysim-webhooks';

/** One round of the simulated provider's work: pending payments whose bank has answered, then due webhooks. */
export async function paySimRound(db: Database, fetch: FetchLike, now = new Date(), root?: string) {
  const settled = await settleDuePending(db, { now });
  const delivered = await deliverWebhooks(db, fetch, { now, root });
  return { settled, delivered };
}

/**
 * The simulated provider's background work every `intervalMs` (PAYSIM_JOB_MS, 1 s by default). Rounds
 * never overlap in one process; several processes share the work through the tables' row locks
 * (FOR UPDATE SKIP LOCKED). Answers a stop function (server/main.ts calls it on shutdown).
 */
export function startPaySimJob(
  job: JobOptions & {
    fetch: FetchLike;
    /** The installation's payment root (server/security/installation-secrets.ts); read from the database when omitted. */
    root?: string;
  },
): () => Promise<void> {
  const { db, fetch, root } = job;
  return runEvery('simulated payment', jobInterval(job, 'PAYSIM_JOB_MS', 1000), async () => {
    await paySimRound(db, fetch, new Date(), root);
  });
}
