import { describe, expect, it } from 'vitest';
import { parseBlogSearch, parsePageNumber, parsePostId } from './blog-search';

describe('parsePageNumber', () => {
  it.each([
    [3, 3],
    ['3', 3],
    [' 12 ', 12],
    ['03', 3],
    [1, 1],
  ])('reads %j as %d', (raw, page) => expect(parsePageNumber(raw)).toBe(page));

  it.each([0, -2, 2.5, '2.5', 'abc', '', '1e3', null, true, {}, [], Number.NaN, 10 ** 12, '9999999999'])(
    'falls back to page 1 for %j',
    (raw) => expect(parsePageNumber(raw)).toBe(1),
  );
});

describe('parseBlogSearch', () => {
  it('keeps pageNumber only when it was given', () => {
    expect(parseBlogSearch({})).toEqual({});
    expect(parseBlogSearch({ pageNumber: 6 })).toEqual({ pageNumber: 6 });
    expect(parseBlogSearch({ pageNumber: 'junk', other: 'x' })).toEqual({ pageNumber: 1 });
  });
});

describe('parsePostId', () => {
  it('accepts positive whole numbers only', () => {
    expect(parsePostId('12')).toBe(12);
    expect(parsePostId('2147483647')).toBe(2147483647);
    for (const bad of ['0', '012', '-1', '1.5', 'abc', '', '2147483648', ' 12', undefined, 12]) {
      expect(parsePostId(bad), String(bad)).toBeNull();
    }
  });
});
