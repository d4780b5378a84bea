import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import { brands } from '../../../brands/registry';
import { apiCaller } from './auth-test-client';
import { createTestServer, type TestServer } from '../../test-support';

/** The server the auth route tests call (behind one trusted proxy, test hooks on) and its starfolio caller. */

export let t: TestServer;
export let api: ReturnType<typeof apiCaller>;
export const starfolio = brands.find((b) => b.id === 'starfolio')!;

export const investor = { email: 'investor@example.com', password: 'Investor@123' };

/** Starts one server for the file; each test starts signed out. */
export function startAuthServer() {
  beforeAll(async () => {
    vi.stubEnv('ENABLE_TEST_HOOKS', '1');
    // Behind one trusted proxy, so X-Forwarded-Proto counts (server/security/client-address.ts).
    t = await createTestServer({ trustProxy: 1 });
    api = apiCaller(t, starfolio);
  }, 60_000);
  afterAll(async () => {
    vi.unstubAllEnvs();
    await t.db.close();
  });
  beforeEach(() => api.signOutLocally());
}
