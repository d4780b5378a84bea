import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { brands } from '../../brands/registry';
import { createTestServer, type TestServer } from '../test-support';
import { apiCaller } from './testing/auth-test-client';

/** OTP_CODES_PER_CLIENT_HOUR (server/config.ts) is the per-address hourly limit the server applies. */
let t: TestServer;
const starfolio = brands.find((b) => b.id === 'starfolio')!;

beforeAll(async () => {
  vi.stubEnv('ENABLE_TEST_HOOKS', '1');
  t = await createTestServer({ otpCodesPerClientHour: 2 });
}, 60_000);
afterAll(() => t.db.close());

describe('a server set to 2 codes an hour per address', () => {
  it('sends an address two codes for two people, refuses the third, and another address still gets one', async () => {
    const office = () => apiCaller(t, starfolio, { clientAddress: '203.0.113.80' });
    expect((await office().post('generate-otp/', { target: '9800000101' })).status).toBe(200);
    expect((await office().post('generate-otp/', { target: '9800000102' })).status).toBe(200);
    const third = await office().post('generate-otp/', { target: '9800000103' });
    expect(third.status).toBe(429);
    expect(third.head.message).toBe('Too many OTP requests. Please try again in 60 minutes.');
    const home = apiCaller(t, starfolio, { clientAddress: '198.51.100.80' });
    expect((await home.post('generate-otp/', { target: '9800000103' })).status).toBe(200);
  });
});
