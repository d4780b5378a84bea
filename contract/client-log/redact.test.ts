import { describe, expect, it } from 'vitest';
import { clip, redact, redactPath } from './redact';

describe('redact', () => {
  it.each([
    ['mail to asha.rao+x@example.co.in failed', 'mail to [email] failed'],
    ['call 9876543210 or 022-12345', 'call [number] or 022-12345'],
    ['order 12345 of 123456', 'order 12345 of [number]'],
    ['PAN ABCDE1234F rejected', 'PAN [pan] rejected'],
    ['Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl here', 'Bearer [token] here'],
    ['key a1b2c3d4e5f6a7b8c9d0e1f2a3b4 end', 'key [token] end'],
    ['at https://x.example/app.js?token=secret#x:1:2 then', 'at https://x.example/app.js:1:2 then'],
    ['fetch /api/user/?email=a@b.co failed', 'fetch /api/user/ failed'],
    ['at g (https://x.example/a.js?v=1:10:5)', 'at g (https://x.example/a.js:10:5)'],
    ['Cannot read properties of undefined', 'Cannot read properties of undefined'],
  ])('%s', (input, output) => expect(redact(input)).toBe(output));
});

describe('redactPath', () => {
  it('drops the query string and fragment, and redacts what is left', () => {
    expect(redactPath('/account/orders/9876543210/?a=1#top')).toBe('/account/orders/[number]/');
    expect(redactPath('https://s.example/p#asha@example.com')).toBe('https://s.example/p');
    expect(redactPath('https://s.example/a.js?t=1#h:3:4')).toBe('https://s.example/a.js:3:4');
  });
});

describe('clip', () => {
  it('keeps short text and cuts long text to the limit, marking the cut', () => {
    expect(clip('abc', 3)).toBe('abc');
    expect(clip('abcdef', 4)).toBe('abc…');
    expect(clip('abcdef', 4)).toHaveLength(4);
  });
});
