import { describe, expect, it } from 'vitest';
import { ApiError, ScreenerError } from './api-error';
import { errorKind } from './error-kind';

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
