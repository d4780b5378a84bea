import type { Database } from '../db/database';
import { deliverDue, type DeliveryRound } from '../jobs/signed-deliveries';
import { jobInterval, runEvery, type JobOptions } from '../jobs/run-every';
import { log } from '../log';
import type { MarketData } from '../market/market-data';
import type { PushSender } from '../push/push-sender';
import {
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
  type NotificationKind,
} from '#contract/push/notification-kinds';
import { emailNotice } from './email-notice';
import { notificationChannels } from './notification-channels-store';
import { smsNotice } from './sms-notice';
import { NOTICE_COLUMNS, noteDeliveredBy, type QueuedInvestmentNotice } from './investment-notice-store';
import { findInvestmentNotices } from './investment-notices';

const NOTICES = { table: 'investment_notices', columns: NOTICE_COLUMNS, givenUp: 'investment notice given up' };

/** The notification kind a notice is of: a price alert's 'prices', the summary's 'summary', every other's 'investments'. */
const kindOf = (n: QueuedInvestmentNotice): NotificationKind =>
  n.kind === 'price' ? 'prices' : n.kind === 'summary' ? 'summary' : 'investments';

/** A push of the notice's kind to its user on its brand: whether it reached a browser (a throw counts as no). */
async function pushed(push: PushSender | undefined, n: QueuedInvestmentNotice): Promise<boolean> {
  if (!push) return false;
  try {
    const target = { userId: n.user_id, brandId: n.brand_id };
    const payload = { kind: kindOf(n), title: n.title, body: n.body, url: n.url, tag: n.dedupe_key };
    return (await push.notify(target, payload)).sent > 0;
  } catch (e) {
    log.warn('investment notice push failed', {
      notice: n.dedupe_key,
      error: e instanceof Error ? e.message : String(e),
    });
    return false;
  }
}

/** Claims one channel of a notice: true when this call wrote it (never sent that way before), false when it was. */
async function claimChannel(db: Database, id: number, channel: NotificationChannel): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO investment_notice_sends (notice_id, channel) VALUES ($1, $2)
     ON CONFLICT (notice_id, channel) DO NOTHING RETURNING 1`,
    [id, channel],
  );
  return rows.length > 0;
}

/** Sends one notice through one channel: whether it reached a browser, an address or a number. */
async function sendBy(
  db: Database,
  push: PushSender | undefined,
  n: QueuedInvestmentNotice,
  channel: NotificationChannel,
) {
  if (channel === 'push') return pushed(push, n);
  const notice = { userId: n.user_id, brandId: n.brand_id, template: n.kind, title: n.title, body: n.body, url: n.url };
  return channel === 'email' ? emailNotice(db, notice) : smsNotice(db, notice);
}

/**
 * Delivers the queued notices, each claimed once across processes (server/jobs/signed-deliveries.ts:
 * FOR UPDATE SKIP LOCKED with a lease, back-off on failure), through each channel the investor chose
 * for the notice's kind, 'investments', 'prices' or 'summary' (docs/push.md, "Kinds and channels"): a push to their browsers on the
 * brand (web-push-sender.ts checks the push preference again), an e-mail, an SMS, each through the
 * messenger. Each channel is claimed in investment_notice_sends before it is sent, so a notice claimed
 * again after a process died mid-delivery goes by the channels it had not gone by yet, never twice.
 * `delivered_by` is the first that reached. Answers how many notices were delivered.
 */
export function deliverInvestmentNotices(db: Database, push: PushSender | undefined, round: DeliveryRound = {}) {
  return deliverDue<QueuedInvestmentNotice>(db, NOTICES, round, async (n) => {
    try {
      const chosen = (await notificationChannels(db, n.user_id))[kindOf(n)];
      let first: NotificationChannel | null = null;
      for (const channel of NOTIFICATION_CHANNELS) {
        if (!chosen[channel] || !(await claimChannel(db, n.id, channel))) continue;
        if (!(await sendBy(db, push, n, channel))) continue;
        await db.query('UPDATE investment_notice_sends SET reached = true WHERE notice_id = $1 AND channel = $2', [
          n.id,
          channel,
        ]);
        first ??= channel;
      }
      if (first) await noteDeliveredBy(db, n.id, first);
      return null;
    } catch (e) {
      return e instanceof Error ? e.message : String(e);
    }
  });
}

/**
 * The notices job every `intervalMs` (INVESTMENT_NOTICES_MS, a minute by default): due SIP instalments,
 * reached stop-losses and targets, crossed price alerts and, after the close, the opt-in day's summaries
 * found and queued, then the queue delivered. Answers a stop function
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
