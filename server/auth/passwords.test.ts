import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashParams, hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('hashes at 2^15 with a fresh salt and verifies only the right password', async () => {
    // The test projects lower the cost (SCRYPT_LOG_N); the production cost is what this checks.
    vi.stubEnv('SCRYPT_LOG_N', '');
    const [a, b] = await Promise.all([hashPassword('Investor@123'), hashPassword('Investor@123')]);
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Investor@123', a)).toBe(true);
    expect(await verifyPassword('investor@123', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
  });

  it('a lower cost named for a test run is kept in the hash, and a stored hash is checked at its own cost', async () => {
    vi.stubEnv('SCRYPT_LOG_N', '10');
    const cheap = await hashPassword('Investor@123');
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    vi.stubEnv('SCRYPT_LOG_N', '');
    expect(await verifyPassword('Investor@123', cheap)).toBe(true);
    expect(await verifyPassword('Investor@124', cheap)).toBe(false);
  });

  it('takes only a whole cost from 10 to 15', () => {
    expect(hashParams({})).toEqual({ N: 32768, r: 8, p: 1 });
    expect(hashParams({ SCRYPT_LOG_N: '12' })).toEqual({ N: 4096, r: 8, p: 1 });
    for (const bad of ['9', '16', '12.5', 'cheap']) {
      expect(() => hashParams({ SCRYPT_LOG_N: bad })).toThrow(
        `SCRYPT_LOG_N must be a whole number from 10 to 15, not ${bad}`,
      );
    }
  });

  it('never matches a missing or malformed hash', async () => {
    expect(await verifyPassword('x', null)).toBe(false);
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$0$8$1$aa$bb')).toBe(false);
  });
});
