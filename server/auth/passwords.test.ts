import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with a fresh salt and verifies only the right password', async () => {
    const [a, b] = await Promise.all([hashPassword('Investor@123'), hashPassword('Investor@123')]);
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Investor@123', a)).toBe(true);
    expect(await verifyPassword('investor@123', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
  });

  it('never matches a missing or malformed hash', async () => {
    expect(await verifyPassword('x', null)).toBe(false);
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$0$8$1$aa$bb')).toBe(false);
  });
});
