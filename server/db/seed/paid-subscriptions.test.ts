import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../database';
import { openTestDatabase } from '../../test-support';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase('seeded');
});
afterAll(() => db.close());

it('gives the seed subscribers paid subscriptions with invoices, and the investor none', async () => {
  const { rows } = await db.query<{
    email: string;
    client: string | null;
    subs: number;
    paid: number;
    invoices: number;
  }>(
    `SELECT u.email, u.broker_client_code AS client, count(s.id)::int AS subs,
            count(t.id) FILTER (WHERE t.status = 'success')::int AS paid,
            count(t.invoice_number)::int AS invoices
       FROM users u LEFT JOIN subscriptions s ON s.user_id = u.id LEFT JOIN payment_transactions t ON t.id = s.transaction_id
      WHERE u.email IN ('subscriber@example.com', 'investor@example.com') OR u.broker_client_code IN ('SUBSCRIBER1', 'INVESTOR1')
      GROUP BY u.id ORDER BY u.id`,
  );
  const subscribers = rows.filter((r) => r.email === 'subscriber@example.com' || r.client === 'SUBSCRIBER1');
  expect(subscribers.length).toBeGreaterThan(1);
  for (const r of subscribers) expect([r.subs, r.paid, r.invoices]).toEqual([2, 2, 2]);
  for (const r of rows.filter((r) => !subscribers.includes(r))) expect(r.subs).toBe(0);
  const numbers = await db.query<{ n: string }>('SELECT invoice_number AS n FROM payment_transactions ORDER BY n');
  expect(new Set(numbers.rows.map((r) => r.n)).size).toBe(numbers.rows.length);
  expect(numbers.rows[0]!.n).toMatch(/^INV\/\d{4}-\d{2}\/000001$/);
});
