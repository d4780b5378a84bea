import { randomInt, randomUUID } from 'node:crypto';
import { brands } from '../../../brands/registry';
import type { BrandConfig } from '../../../brands/schema';
import { createSession } from '../../auth/session';
import type { Database } from '../../db/database';
import type { TestServer } from '../../test-support';

/** A signed-in investor of its own: a fresh email, and a fresh mobile number unless `mobile: null`. */
export async function investor(
  t: TestServer,
  {
    mobile,
    name = 'Asha Rao',
    brand = brands[0]!,
  }: { mobile?: string | null; name?: string; brand?: BrandConfig } = {},
) {
  const email = `asha-${randomUUID()}@example.com`;
  const phone = mobile === undefined ? `7${String(randomInt(0, 1e9)).padStart(9, '0')}` : mobile;
  const { rows } = await t.db.query<{ id: number }>(
    'INSERT INTO users (email, name, mobile) VALUES ($1, $2, $3) RETURNING id',
    [email, name, phone],
  );
  const id = rows[0]!.id;
  const { token } = await createSession(t.db, t.jwtSecret, { userId: id, brand: brand.id, ttlSeconds: 3600 });
  return { id, email, mobile: phone, name, token };
}

/** Two active plans of one adviser and one of another, from the seed. */
export async function seededPlans(db: Database) {
  const { rows } = await db.query<{ id: number; adviser_id: number }>(
    'SELECT id, adviser_id FROM plans WHERE active ORDER BY adviser_id, id',
  );
  const first = rows[0]!;
  const sameAdviser = rows.find((r) => r.adviser_id === first.adviser_id && r.id !== first.id)!;
  const otherAdviser = rows.find((r) => r.adviser_id !== first.adviser_id)!;
  return { first, sameAdviser, otherAdviser };
}
