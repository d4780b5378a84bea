import { describe, expect, it } from 'vitest';
import { commentLength, commentLengthState } from './comment-length';
import { COMMENT_MAX_LENGTH } from '#contract/blog/types';

describe('commentLength', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    ['  hello  ', 5],
    ['a\r\nb', 3],
    ['a\rb', 3],
    ['📈 up', 4],
    ['é'.repeat(2000), 2000],
  ])('%j is %i characters', (text, length) => {
    expect(commentLength(text)).toBe(length);
  });
});

describe('commentLengthState', () => {
  it('counts down to the limit and past it', () => {
    expect(COMMENT_MAX_LENGTH).toBe(2000);
    expect(commentLengthState('')).toEqual({ length: 0, left: 2000, over: 0 });
    expect(commentLengthState('x'.repeat(1999))).toEqual({ length: 1999, left: 1, over: 0 });
    expect(commentLengthState('x'.repeat(2000))).toEqual({ length: 2000, left: 0, over: 0 });
    expect(commentLengthState('x'.repeat(2012))).toEqual({ length: 2012, left: 0, over: 12 });
    expect(commentLengthState('abc', 2)).toEqual({ length: 3, left: 0, over: 1 });
  });
});
