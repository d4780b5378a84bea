import type { Database } from '../db/database';
import { jobInterval, runEvery, type JobOptions } from '../jobs/run-every';
import { istDateOf } from '../market/ist';
import type { MarketData } from '../market/market-data';
import { log } from '../log';
import { computeProposal } from './automated-run';
import { isRebalanceDate } from './automated-schedule';
import { liveAutomatedBaskets, storeProposal } from './automated-store';

/**
 * One round of the rebalance-date job (docs/studio.md, "Automated baskets"): on a published automated
 * basket's rebalance date, its rules run once and the proposal waits for the adviser to review and
 * publish. UNIQUE (basket_id, as_of) makes a second round, or another process, a no-op. Answers how
 * many proposals it made.
 */
export async function proposeDueBaskets(db: Database, market: MarketData): Promise<number> {
  const today = istDateOf(market.now());
  let made = 0;
  for (const basket of await liveAutomatedBaskets(db)) {
    if (!isRebalanceDate(market.calendar, today, basket.rebalance_frequency)) continue;
    const proposed = await computeProposal(db, market, basket.id, basket.rules);
    if ('refused' in proposed) {
      log.warn('automated basket rules chose nothing', { basket: basket.basket_hash, reason: proposed.refused });
      continue;
    }
    const row = await db.transaction((tx) => storeProposal(tx, basket.id, today, proposed, { onlyIfNew: true }));
    if (row) made += 1;
  }
  return made;
}

/** Every hour (AUTOMATED_JOB_MS); answers the stop function server/main.ts calls on shutdown. */
export function startAutomatedProposalJob(job: JobOptions & { market: MarketData }): () => Promise<void> {
  const { db, market } = job;
  return runEvery('automated basket proposals', jobInterval(job, 'AUTOMATED_JOB_MS', 60 * 60 * 1000), async () => {
    await proposeDueBaskets(db, market);
  });
}
