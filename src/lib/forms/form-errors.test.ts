import { describe, expect, it } from 'vitest';
import { ApiError } from '#src/lib/http/api-error';
import { callErrorLines, callErrorText, fieldErrorsOf, FORM_FAILURE, formMessageOf, refusalLines } from './form-errors';

const words = { offline: 'offline', server: 'server' };

describe('formMessageOf', () => {
  it('says nothing when a status rule spoke, else the server message, else the fallback', () => {
    expect(formMessageOf(new ApiError('Told', 401, '110', true))).toBeUndefined();
    expect(formMessageOf(new ApiError('Refused', 400))).toBe('Refused');
    expect(formMessageOf(new ApiError('', 400), 'Try later')).toBe('Try later');
    expect(formMessageOf(new Error('boom'))).toBe(FORM_FAILURE);
    expect(formMessageOf(new Error('boom'), 'Try later')).toBe('Try later');
  });
});

describe('fieldErrorsOf', () => {
  it('keeps the string messages of body.errors', () => {
    const err = new ApiError('Bad', 400, 1, false, { errors: { name: 'Too long', n: 3 } });
    expect(fieldErrorsOf(err)).toEqual({ name: 'Too long' });
    expect(fieldErrorsOf(new ApiError('Bad', 400, 1, false, { errors: 'x' }))).toEqual({});
    expect(fieldErrorsOf(new Error('x'))).toEqual({});
  });
});

describe('callErrorText', () => {
  it('is null when handled, offline words at status 0, the refusal for a 4xx, else the server words', () => {
    expect(callErrorText(new ApiError('Told', 401, '110', true), words)).toBeNull();
    expect(callErrorText(new ApiError('', 0), words)).toBe('offline');
    expect(callErrorText(new ApiError('Window closed', 409), words)).toBe('Window closed');
    expect(callErrorText(new ApiError('Oops', 500), words)).toBe('server');
    expect(callErrorText(new Error('x'), words)).toBe('server');
  });
});

describe('refusalLines and callErrorLines', () => {
  const muhurat = 'Sunday 8 Nov is Muhurat trading (Samvat 2083): orders can be placed between 6:00 PM and 6:55 PM.';
  const next = 'The next window opens Sunday 8 Nov, 6:00 PM.';
  const outside = 'Orders can be placed between 9:15 AM and 3:25 PM on trading days';

  it('says a special session’s hours, then the next window, from an investment call’s field errors', () => {
    const err = new ApiError(outside, 400, 400, false, { errors: { window: next, session: muhurat } });
    expect(refusalLines(err)).toEqual([muhurat, next]);
    expect(callErrorLines(err, words)).toEqual([outside, muhurat, next]);
  });

  it('reads a buy’s outside-window body the same way', () => {
    const err = new ApiError(outside, 400, 400, false, { next_open: 'x', next_window: next });
    expect(callErrorLines(err, words)).toEqual([outside, next]);
  });

  it('adds nothing to other failures, and says nothing when a status rule spoke', () => {
    expect(refusalLines(new ApiError('Refused', 400))).toEqual([]);
    expect(refusalLines(new ApiError('Oops', 500, 500, false, { errors: { window: next } }))).toEqual([]);
    expect(callErrorLines(new ApiError('Oops', 500, 500, false, { errors: { window: next } }), words)).toEqual([
      'server',
    ]);
    expect(callErrorLines(new ApiError('', 0), words)).toEqual(['offline']);
    expect(callErrorLines(new ApiError('Told', 401, '110', true), words)).toEqual([]);
  });
});
