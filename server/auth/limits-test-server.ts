import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import { createTestServer, type TestServer } from '../test-support';

/**
 * For tests of the sign-in limits: one test server for the file, with the test hooks on (they read
 * the codes sent), and no OTPs, throttle counters or cookies left over from the test before.
 */
export function useLimitsTestServer(receive: (server: TestServer) => void) {
  let t: TestServer;
  beforeAll(async () => {
    vi.stubEnv('ENABLE_TEST_HOOKS', '1');
    t = await createTestServer();
    receive(t);
  }, 60_000);
  afterAll(async () => {
    vi.unstubAllEnvs();
    await t.db.close();
  });
  beforeEach(async () => {
    t.cookies.clear();
    await t.db.query('DELETE FROM otps');
    await t.db.query('DELETE FROM throttle_counters');
  });
}
