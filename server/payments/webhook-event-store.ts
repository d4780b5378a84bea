import type { Queryable } from '../db/database';

/** Whether the provider's event was recorded already (a replay). */
export async function webhookEventSeen(db: Queryable, provider: string, eventId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM payment_webhook_events WHERE provider = $1 AND event_id = $2', [
    provider,
    eventId,
  ]);
  return rows.length > 0;
}

/**
 * Records the provider's event, with its transaction when there is one; false when another delivery
 * of it recorded it first.
 */
export async function recordWebhookEvent(
  db: Queryable,
  provider: string,
  event: { eventId: string; transaction: string },
): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO payment_webhook_events (provider, event_id, transaction_id)
     VALUES ($1, $2, (SELECT id FROM payment_transactions WHERE id = $3)) ON CONFLICT DO NOTHING RETURNING event_id`,
    [provider, event.eventId, event.transaction],
  );
  return rows.length > 0;
}
