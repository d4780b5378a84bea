import type { Database } from '../db/database';
import { deliverDue, type DeliveryRound } from '../jobs/signed-deliveries';
import { jobInterval, runEvery, type JobOptions } from '../jobs/run-every';
import { log } from '../log';
import type { MarketData } from '../market/market-data';
import type { PushSender } from '../push/push-sender';
import { emailNotice } from './email-notice';
import { NOTICE_COLUMNS, noteDeliveredBy, type QueuedInvestmentNotice } from './investment-notice-store';
import { findInvestmentNotices } from './investment-notices';

const NOTICES = { table: 'investment_notices', columns: NOTICE_COLUMNS, givenUp: 'investment notice given up' };

/** A push of kind 'investments' to the notice's user on its brand: whether it reached a browser (a throw counts as no). */
async function pushed(push: PushSender | undefined, n: QueuedInvestmentNotice): Promise<boolean> {
  if (!push) return false;
  try {
    const target = { userId: n.user_id, brandId: n.brand_id };
    const payload = { kind: 'investments' as const, title: n.title, body: n.body, url: n.url, tag: n.dedupe_key };
    return (await push.notify(target, payload)).sent > 0;
  } catch (e) {
    log.warn('investment notice push failed', {
      notice: n.dedupe_key,
      error: e instanceof Error ? e.message : String(e),
    });
    return false;
  }
}

/**
 * Delivers the queued notices, each claimed once across processes (server/jobs/signed-deliveries.ts:
 * FOR UPDATE SKIP LOCKED with a lease, back-off on failure): a push to the investor's browsers on the
 * brand, else (no subscription there, the kind turned off, the push failing) an e-mail through the
 * messenger, as a rebalance's notice falls back (server/notices/rebalance-notices.ts). Answers how many
 * were delivered.
 */
export function deliverInvestmentNotices(db: Database, push: PushSender | undefined, round: DeliveryRound = {}) {
  return deliverDue<QueuedInvestmentNotice>(db, NOTICES, round, async (n) => {
    try {
      if (await pushed(push, n)) {
        await noteDeliveredBy(db, n.id, 'push');
        return null;
      }
      await emailNotice(db, {
        userId: n.user_id,
        brandId: n.brand_id,
        template: n.kind,
        title: n.title,
        body: n.body,
        url: n.url,
      });
      await noteDeliveredBy(db, n.id, 'email');
      return null;
    } catch (e) {
      return e instanceof Error ? e.message : String(e);
    }
  });
}

/**
 * The notices job every `intervalMs` (INVESTMENT_NOTICES_MS, a minute by default): due SIP instalments
 * and reached stop-losses found and queued, then the queue delivered. Answers a stop function
 * (server/main.ts calls it on shutdown).
 */
export function startInvestmentNoticesJob(
  job: JobOptions & { market: MarketData; push: PushSender | undefined },
): () => Promise<void> {
  const { db, market, push } = job;
  return runEvery('investment notices', jobInterval(job, 'INVESTMENT_NOTICES_MS', 60_000), async () => {
    const queued = await findInvestmentNotices(db, market);
    const delivered = await deliverInvestmentNotices(db, push, { now: new Date() });
    if (queued || delivered) log.info('investment notices', { queued, delivered });
  });
}
