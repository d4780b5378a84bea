import { describe, expect, it } from 'vitest';
import { parseLoginErrorSearch } from './login-error-reason';
import { loginErrorText } from './login-error-text';

describe('/loginerror/ reasons', () => {
  it.each([
    ['cancelled', 'You cancelled the sign-in at your broker.'],
    ['expired', 'The sign-in at your broker took too long. Try again.'],
    ['failed', 'We could not sign you in at your broker.'],
  ] as const)('%s says %s', (reason, text) => {
    expect(loginErrorText(parseLoginErrorSearch({ reason }).reason)).toBe(text);
  });

  it('reads an unknown or missing reason as failed', () => {
    expect(parseLoginErrorSearch({ reason: '<script>' }).reason).toBe('failed');
    expect(parseLoginErrorSearch({}).reason).toBe('failed');
  });

  it('keeps a plain broker id and drops anything else', () => {
    expect(parseLoginErrorSearch({ reason: 'expired', broker: 'sec' })).toEqual({ reason: 'expired', broker: 'sec' });
    expect(parseLoginErrorSearch({ reason: 'expired', broker: 'https://evil.example/' })).toEqual({
      reason: 'expired',
    });
    expect(parseLoginErrorSearch({ broker: 42 })).toEqual({ reason: 'failed' });
  });
});
