import { describe, expect, it } from 'vitest';
import { viewerKey } from './viewer';

const token = (payload: object) =>
  `h.${btoa(JSON.stringify(payload)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.s`;

describe('viewerKey', () => {
  it('is the session token’s subject', () => {
    expect(viewerKey(`csrftoken=x; jwt=${token({ sub: '42', exp: 1 })}`)).toBe('u42');
  });

  it('is visitor without a usable token', () => {
    for (const cookies of ['', 'csrftoken=x', 'jwt=', 'jwt=abc', `jwt=${token({ sub: 42 })}`, 'jwt=a.%%%.b']) {
      expect(viewerKey(cookies), cookies).toBe('visitor');
    }
  });
});
