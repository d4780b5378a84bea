import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { openTestDatabase } from '../test-support';
import { deliverDue } from './signed-deliveries';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase('seeded');
});
afterAll(async () => {
  await db?.close();
});

/** Queues one row in `table` with every default, answering its id and its next attempt's time as read back. */
async function queued(table: 'message_outbox' | 'investment_notices') {
  const sql =
    table === 'message_outbox'
      ? `INSERT INTO message_outbox (brand_id, channel, recipient, template, data)
         VALUES ('starfolio', 'email', 'same-ms@example.com', 'test', '{}') RETURNING id, next_attempt_at`
      : `INSERT INTO investment_notices (user_id, brand_id, kind, dedupe_key, title, body, url)
         SELECT id, 'starfolio', 'sip-due', 'same-ms-' || gen_random_uuid(), 'Due', 'Due today', '/account/investments/'
           FROM users WHERE email = 'investor@example.com' RETURNING id, next_attempt_at`;
  const { rows } = await db.query<{ id: number; next_attempt_at: Date }>(sql);
  return rows[0]!;
}

describe('an outbox row queued with the defaults', () => {
  // A round's clock is a JavaScript Date (whole milliseconds); the row must be due at the millisecond it
  // was queued, not a few microseconds after (decision 0291).
  for (const table of ['message_outbox', 'investment_notices'] as const) {
    it(`is due in a round whose clock reads the millisecond it was queued (${table})`, async () => {
      // Several rows: one queued at a whole millisecond would pass either way.
      const rows = [await queued(table), await queued(table), await queued(table)];
      const delivered: number[] = [];
      for (const row of rows) {
        await deliverDue<{ id: number; attempts: number }>(
          db,
          { table, columns: 'id, attempts', givenUp: 'test' },
          { now: row.next_attempt_at, limit: 1 },
          async (r) => (delivered.push(r.id), null),
        );
      }
      expect(delivered).toEqual(rows.map((r) => r.id));
    });
  }
});
