import { describe, expect, it } from 'vitest';
import { safeNextPath } from './next-path';

describe('safeNextPath', () => {
  it.each([
    '/',
    '/blog',
    '/blog/article/12/some-slug/?pageNumber=2#comments',
    '/featured/all/?basket-type=premium&order-by=',
    '/a%2F%2Fb',
  ])('keeps the same-site path %s', (path) => expect(safeNextPath(path)).toBe(path));

  it.each([
    ['protocol-relative', '//evil.example/path'],
    ['absolute http', 'http://evil.example/'],
    ['absolute https', 'https://evil.example/blog'],
    ['javascript', 'javascript:alert(1)'],
    ['relative', 'blog'],
    ['backslash', '/\\evil.example'],
    ['backslash later', '/blog\\..\\x'],
    ['tab that browsers drop', '/\t/evil.example'],
    ['newline', '/blog\n/x'],
    ['space', '/ /evil.example'],
    ['null byte', '/blog\u0000'],
    ['empty', ''],
    ['too long', `/${'a'.repeat(2000)}`],
  ])('turns a %s value into /', (_, value) => expect(safeNextPath(value)).toBe('/'));

  it.each([undefined, null, 42, ['/blog'], { path: '/blog' }])('turns a non-string (%s) into /', (value) =>
    expect(safeNextPath(value)).toBe('/'),
  );
});
