import { describe, expect, it } from 'vitest';
import { csrfTokenSession, newCsrfToken } from './csrf';
import { newCspNonce } from './headers';

/** What every request pays for, made cheap without changing what it decides. */
describe('CSP nonces', () => {
  it('are 16 fresh random bytes each, also across the draws they are cut from', () => {
    const nonces = Array.from({ length: 1000 }, newCspNonce);
    expect(new Set(nonces).size).toBe(1000);
    for (const n of nonces) expect(Buffer.from(n, 'base64')).toHaveLength(16);
  });
});

describe('CSRF tokens verified before', () => {
  const secret = 'a-secret-of-at-least-thirty-two-characters';

  it('verify again, and a token changed in its signature, session or secret still fails', () => {
    const token = newCsrfToken(secret, 'session-1');
    expect(csrfTokenSession(secret, token)).toBe('session-1');
    expect(csrfTokenSession(secret, token)).toBe('session-1');
    const [nonce, , signature] = token.split('.') as [string, string, string];
    const flipped = signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A');
    expect(csrfTokenSession(secret, `${nonce}.session-1.${flipped}`)).toBeUndefined();
    expect(csrfTokenSession(secret, `${nonce}.session-2.${signature}`)).toBeUndefined();
    expect(csrfTokenSession(secret, `${nonce}.session-1.${signature.slice(1)}`)).toBeUndefined();
    expect(csrfTokenSession('another-secret-of-thirty-two-characters!', token)).toBeUndefined();
  });
});
