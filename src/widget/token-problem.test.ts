// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { WIDGET_MESSAGES as M } from './messages';
import { tokenProblem } from './site-client';
import { b64url, NOW, token } from './reader-token-testing';

describe('tokenProblem', () => {
  it('takes a compact JWT with an exp not yet past (30 s of clock difference allowed)', () => {
    expect(tokenProblem(token(), NOW)).toBeNull();
    expect(tokenProblem(token({ exp: NOW / 1000 - 20 }), NOW)).toBeNull();
    expect(tokenProblem(token({ exp: NOW / 1000 - 31 }), NOW)).toBe(M.tokenExpired);
  });

  it('refuses what is not one', () => {
    for (const bad of [
      '',
      'a.b',
      'a.b.c.d',
      'a.b c.d',
      `${b64url({})}.${b64url({ exp: 'soon' })}.x`,
      'a.%%%.c',
      'a.bm90IGpzb24.c',
    ]) {
      expect(tokenProblem(bad, NOW), bad).toBe(M.tokenMalformed);
    }
  });
});
