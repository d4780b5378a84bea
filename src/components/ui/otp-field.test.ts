import { describe, expect, it } from 'vitest';
import { isOtpCode } from './otp-field';

describe('isOtpCode', () => {
  it('takes six digits, spaces around them aside, and nothing else', () => {
    expect(isOtpCode('123456')).toBe(true);
    expect(isOtpCode(' 123456 ')).toBe(true);
    expect(isOtpCode('12345')).toBe(false);
    expect(isOtpCode('1234567')).toBe(false);
    expect(isOtpCode('12 3456')).toBe(false);
    expect(isOtpCode('abcdef')).toBe(false);
  });
});
