import { brands } from '../../brands/registry';
import type { Database } from '../db/database';
import { deliverDue, type DeliveryRound } from '../jobs/signed-deliveries';
import { jobInterval, runEvery, type JobOptions } from '../jobs/run-every';
import { isProduction } from '../security/production-checks';
import { smtpTransport, type Transport } from './email-transport';
import { forgetSentMessages, messageOf, OUTBOX_COLUMNS, type QueuedMessage } from './message-outbox';
import { logMessenger, type MessageChannel, type MessageTemplate } from './message-sender';
import { msg91FromEnv } from './msg91-sms';

export type Transports = Record<MessageChannel, Transport>;

/** The templates that may go by SMS, each with its MSG91 template id (docs/messages.md). */
export const SMS_TEMPLATES: readonly MessageTemplate[] = [
  'otp',
  'payment-link',
  'sip-due',
  'stop-loss',
  'target',
  'price',
  'summary',
];

/** Development's transport: the log line; the mailbox page (/dev/mailbox/) lists the outbox's rows. */
const logTransport: Transport = (m) => logMessenger.send(m);

/** Production without a provider for a channel: its messages wait in the outbox, never in the log. */
const missing =
  (variable: string): Transport =>
  () =>
    Promise.reject(new Error(`${variable} is not set`));

/**
 * Each channel's transport from the environment: e-mail by SMTP with SMTP_URL, SMS by MSG91 with
 * MSG91_AUTH_KEY; without them, the log in development and nothing (the message waits) in production.
 */
export function transportsFromEnv(env: NodeJS.ProcessEnv = process.env): Transports {
  const fallback = (variable: string) => (isProduction(env) ? missing(variable) : logTransport);
  return {
    email: env.SMTP_URL ? smtpTransport(env.SMTP_URL, env) : fallback('SMTP_URL'),
    sms: msg91FromEnv(env, SMS_TEMPLATES) ?? fallback('MSG91_AUTH_KEY'),
  };
}

const OUTBOX = { table: 'message_outbox', columns: OUTBOX_COLUMNS, givenUp: 'message given up' };

/**
 * Sends the outbox's due messages (server/jobs/signed-deliveries.ts: each claimed once across
 * processes with FOR UPDATE SKIP LOCKED, retried with back-off, given up after the last attempt).
 * Answers how many were sent.
 */
export function deliverMessages(db: Database, transports: Transports, round: DeliveryRound = {}) {
  return deliverDue<QueuedMessage>(db, OUTBOX, round, async (row) => {
    const brand = brands.find((b) => b.id === row.brand_id);
    if (!brand) return `no brand ${row.brand_id}`;
    try {
      await transports[row.channel](messageOf(row), brand);
      return null;
    } catch (e) {
      return e instanceof Error ? e.message : String(e);
    }
  });
}

/**
 * The outbox's job every `intervalMs` (MESSAGE_OUTBOX_MS, 1 s by default): due messages sent, then
 * messages sent over a day ago forgotten. Answers a stop function (server/main.ts calls it on shutdown).
 */
export function startMessageOutboxJob(job: JobOptions & { transports: Transports }): () => Promise<void> {
  const { db, transports } = job;
  return runEvery('message outbox', jobInterval(job, 'MESSAGE_OUTBOX_MS', 1000), async () => {
    const now = new Date();
    await deliverMessages(db, transports, { now });
    await forgetSentMessages(db, now);
  });
}
