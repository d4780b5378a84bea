import { afterAll, beforeAll } from 'vitest';
import { brands } from '../../../brands/registry';
import { API } from '#contract/http/api-paths';
import type { DealerReportBody } from '#contract/dealer/types';
import { createSession } from '../../auth/session';
import { createTestServer, type TestServer } from '../../test-support';
import { blogCaller } from '../../blog/testing/blog-test-client';

/** The server the dealer report tests call (nothing cached), the seed dealer's session, and its reports. */

export const starfolio = brands.find((b) => b.id === 'starfolio')!;
export let t: TestServer;
export let api: ReturnType<typeof blogCaller>;
export let dealer: { id: number; token: string };

/** A fresh session for a seeded user. */
export async function sessionOf(email: string) {
  const { rows } = await t.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
  const id = rows[0]!.id;
  const { token } = await createSession(t.db, t.jwtSecret, { userId: id, brand: starfolio.id, ttlSeconds: 3600 });
  return { id, token };
}

export const MINE = `SELECT client_user_id FROM client_links WHERE staff_user_id = $1 AND relation = 'dealer' AND brand_id = 'starfolio'`;
export const report = (name: string, query = '') =>
  api.get<DealerReportBody>(`${API.dealer.report(name)}${query}`, dealer.token);

/** Starts one server for the file and signs the seed dealer in. */
export function startDealerServer() {
  beforeAll(async () => {
    t = await createTestServer({ responseCache: { ttlSeconds: 0 } });
    api = blogCaller(t, starfolio);
    dealer = await sessionOf('dealer@example.com');
  });
  afterAll(() => t.db.close());
}
