import type { Queryable } from '../db/database';
import { BrokerSessionEnded } from '../broker/broker';
import { forgetSession } from '../broker/broker-links-store';
import { log } from '../log';

/** The placements this process runs after their answer has gone (decision 0286). */
const running = new Set<Promise<void>>();

export interface BackgroundPlacement {
  db: Queryable;
  trade: { id: number; trade: string };
  /** The broker link the lines go through: its session is forgotten when the broker says it ended. */
  brokerLinkId: number;
  place: () => Promise<void>;
}

/**
 * What a placement nobody awaits does when it fails: an ended broker session forgets the link's token,
 * as the '110' answer does (placeLines has rejected the lines the broker never took); any other failure
 * is logged, and the trade, still `placing`, is resumed by the resume job once the lease has passed.
 */
export async function placementFailed(db: Queryable, tradeHash: string, brokerLinkId: number, e: unknown) {
  if (e instanceof BrokerSessionEnded) {
    log.warn('placement stopped: broker session ended', { trade: tradeHash });
    await forgetSession(db, brokerLinkId);
    return;
  }
  log.error('placement failed; resumed after the lease', {
    trade: tradeHash,
    error: e instanceof Error ? e.message : String(e),
  });
}

/**
 * Starts a trade's placement without waiting for it (placementFailed takes its failure): never an
 * unhandled rejection. The resume job (server/trading/resume-placements.ts) takes over a placement this
 * process stopped running (a crash, an exit) once the lease has passed.
 */
export function placeInBackground({ db, trade, brokerLinkId, place }: BackgroundPlacement): void {
  const work: Promise<void> = place()
    .catch((e: unknown) => placementFailed(db, trade.trade, brokerLinkId, e))
    .catch((e: unknown) => log.error('placement failed', { trade: trade.trade, error: String(e) }))
    .finally(() => running.delete(work));
  running.add(work);
}

/**
 * Waits until every placement this process started in the background has ended, those started
 * meanwhile included (shutdown, after the requests have drained; tests).
 */
export async function backgroundPlacementsSettled(): Promise<void> {
  while (running.size) await Promise.all(running);
}
