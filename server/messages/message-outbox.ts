import type { Queryable } from '../db/database';
import type { Message, MessageAttachment, MessageChannel, MessageTemplate, Messenger } from './message-sender';

/** A queued message as the outbox job and the mailbox page read it. */
export interface QueuedMessage {
  id: number;
  attempts: number;
  brand_id: string;
  channel: MessageChannel;
  recipient: string;
  template: MessageTemplate;
  data: Record<string, string>;
  attachments: MessageAttachment[];
  created_at: Date | string;
  delivered_at: Date | string | null;
  last_error: string | null;
}

/** The columns the outbox job claims beside id and attempts (server/jobs/signed-deliveries.ts). */
export const OUTBOX_COLUMNS = 'brand_id, channel, recipient, template, data, attachments';

/** A message back from its row, as a transport sends it. */
export const messageOf = (row: QueuedMessage): Message => ({
  to: row.recipient,
  channel: row.channel,
  template: row.template,
  brand: row.brand_id,
  data: row.data,
  attachments: row.attachments,
});

/** Queues a message, due now: one INSERT, so the request that sends it never waits on a mail or SMS server. */
export async function queueMessage(db: Queryable, m: Message): Promise<void> {
  await db.query(
    `INSERT INTO message_outbox (brand_id, channel, recipient, template, data, attachments)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb)`,
    [m.brand, m.channel, m.to, m.template, JSON.stringify(m.data), JSON.stringify(m.attachments ?? [])],
  );
}

/** The messenger of a running server (server/main.ts): every message goes through the outbox. */
export const outboxMessenger = (db: Queryable): Messenger => ({ send: (m) => queueMessage(db, m) });

/** The newest messages, sent or waiting, for the development mailbox. */
export async function recentMessages(db: Queryable, max = 100): Promise<QueuedMessage[]> {
  const { rows } = await db.query<QueuedMessage>(
    `SELECT id, attempts, ${OUTBOX_COLUMNS}, created_at, delivered_at, last_error
       FROM message_outbox ORDER BY id DESC LIMIT $1`,
    [max],
  );
  return rows;
}

/** Messages sent more than `keepHours` ago are forgotten: a code in one is long dead by then. */
export async function forgetSentMessages(db: Queryable, now: Date, keepHours = 24): Promise<number> {
  const { rows } = await db.query(
    `DELETE FROM message_outbox WHERE delivered_at < $1::timestamptz - make_interval(hours => $2) RETURNING id`,
    [now, keepHours],
  );
  return rows.length;
}
