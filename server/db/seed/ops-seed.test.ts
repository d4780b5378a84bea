import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../database';
import { verifyPassword } from '../../auth/passwords';
import { openTestDatabase } from '../../test-support';

/**
 * What the operations areas need in a fresh seed (README, "Dev seed users"; docs/operations.md,
 * "Seed"): the dealer and the admin with their passwords and roles, the dealer's clients, the
 * adviser's imported clients, and two complaints in different states.
 */

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase('seeded');
});
afterAll(() => db.close());

it.each([
  ['dealer@example.com', 'Dealer@123', 'dealer'],
  ['admin@example.com', 'Admin@123', 'admin'],
])('%s signs in with %s, holds the %s role and the login-as-client right', async (email, password, role) => {
  const { rows } = await db.query<{ hash: string; roles: string[]; rights: string[] }>(
    `SELECT u.password_hash AS hash,
            ARRAY(SELECT r.role FROM user_roles r WHERE r.user_id = u.id) AS roles,
            ARRAY(SELECT g.right_name FROM user_rights g WHERE g.user_id = u.id) AS rights
       FROM users u WHERE u.email = $1`,
    [email],
  );
  expect(rows).toHaveLength(1);
  expect(await verifyPassword(password, rows[0]!.hash)).toBe(true);
  expect(rows[0]!.roles).toEqual([role]);
  expect(rows[0]!.rights).toEqual(['login-as-client']);
});

it('gives the dealer clients on Starfolio: the investor, the subscriber and six more', async () => {
  const { rows } = await db.query<{ email: string }>(
    `SELECT c.email FROM client_links l JOIN users d ON d.id = l.staff_user_id JOIN users c ON c.id = l.client_user_id
      WHERE d.email = 'dealer@example.com' AND l.relation = 'dealer' AND l.brand_id = 'starfolio' ORDER BY c.email`,
  );
  const emails = rows.map((r) => r.email);
  expect(emails).toHaveLength(8);
  expect(emails).toEqual(expect.arrayContaining(['investor@example.com', 'subscriber@example.com']));
});

it('gives the adviser five imported clients from one finished import', async () => {
  const links = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM client_links l JOIN users a ON a.id = l.staff_user_id
      WHERE a.email = 'adviser@example.com' AND l.relation = 'adviser' AND l.source = 'import'`,
  );
  expect(links.rows[0]!.n).toBe(5);
  const jobs = await db.query<{ status: string; imported: number; refused: number }>(
    `SELECT j.status, j.imported, j.refused FROM client_import_jobs j JOIN users a ON a.id = j.adviser_user_id
      WHERE a.email = 'adviser@example.com'`,
  );
  expect(jobs.rows).toEqual([{ status: 'done', imported: 5, refused: 2 }]);
});

it('gives the investor two complaints in different states, each with its history', async () => {
  const { rows } = await db.query<{ status: string; events: number }>(
    `SELECT c.status, (SELECT count(*)::int FROM complaint_events e WHERE e.complaint_id = c.id) AS events
       FROM complaints c JOIN users u ON u.id = c.user_id WHERE u.email = 'investor@example.com' ORDER BY c.id`,
  );
  expect(rows.map((r) => r.status)).toEqual(['resolved', 'in-progress']);
  for (const r of rows) expect(r.events).toBeGreaterThan(1);
});
