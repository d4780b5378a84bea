import { describe, expect, it } from 'vitest';
import { ApiError } from '#src/lib/http/api-error';
import { callErrorText, fieldErrorsOf, FORM_FAILURE, formMessageOf } from './form-errors';

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
