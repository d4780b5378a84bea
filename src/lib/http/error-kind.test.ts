import { describe, expect, it } from 'vitest';
import { ApiError, ScreenerError } from './api-error';
import { errorKind, refusalMessage } from './error-kind';

describe('errorKind', () => {
  it.each([
    [new ApiError('offline', 0), 'offline'],
    [new ApiError('missing', 404), 'notFound'],
    [new ApiError('unreadable id', 400), 'notFound'],
    [new ScreenerError('Subscriber exclusive screener', 200, 4, true), 'screener'],
    [new ApiError('oops', 500), 'server'],
    [new ApiError('busy', 503), 'server'],
    [new ApiError('log in', 401), 'refused'],
    [new ApiError('slow down', 429), 'refused'],
    [new ApiError('Session Timed Out!', 200, '100', true), 'unknown'],
    [new Error('a bug'), 'unknown'],
    ['thrown text', 'unknown'],
  ])('%s is %s', (error, kind) => {
    expect(errorKind(error)).toBe(kind);
  });
});

describe('refusalMessage', () => {
  it('says what the server said when there were too many requests or a conflict', () => {
    const busy = 'Too many OTP requests. Please try again in 60 minutes.';
    expect(refusalMessage(new ApiError(busy, 429))).toBe(busy);
    expect(refusalMessage(new ApiError('Already applied.', 409))).toBe('Already applied.');
  });
  it.each([new ApiError('oops', 500), new ApiError('offline', 0), new ApiError('missing', 404), new Error('a bug')])(
    'leaves %s to the screen’s own words',
    (error) => {
      expect(refusalMessage(error)).toBeUndefined();
    },
  );
  it('says nothing of a refusal a dialog already told', () => {
    expect(refusalMessage(new ApiError('told', 429, undefined, true))).toBeUndefined();
  });
});
