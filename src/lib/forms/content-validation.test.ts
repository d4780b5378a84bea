import { describe, expect, it } from 'vitest';
import {
  basketDescription,
  basketName,
  compose,
  dateOfBirth,
  imageSize,
  isRichTextEmpty,
  mobile,
  optional,
  pan,
  required,
  requiredRichText,
  type FieldValue,
} from './validation';
import { table } from './validation-table';

table('basketName', basketName, [
  ['Nifty Leaders', undefined],
  ['P/E<20 value picks', undefined],
  ['Growth > Value', undefined],
  ['a < b', undefined],
  ['', undefined],
  ['<b>Bold</b> basket', 'HTML tags are not allowed in basket name'],
  ['Basket<br/>', 'HTML tags are not allowed in basket name'],
  ['<script>alert(1)</script>', 'HTML tags are not allowed in basket name'],
  ['x<img src=x onerror=alert(1)', 'HTML tags are not allowed in basket name'],
  ['Tail </div>', 'HTML tags are not allowed in basket name'],
  ['<!-- note -->', 'HTML tags are not allowed in basket name'],
]);

table('basketDescription', basketDescription, [
  ['Large caps held for the long run.', undefined],
  ['Returns 3 < 5 years', undefined],
  ['Line one\nLine two', undefined],
  [null, undefined],
  ['<p>Intro</p>', 'HTML tags are not allowed in basket description'],
  ['See <a href="x">this</a>', 'HTML tags are not allowed in basket description'],
  ['<IMG SRC=x>', 'HTML tags are not allowed in basket description'],
  ['End</p>', 'HTML tags are not allowed in basket description'],
]);

describe('imageSize', () => {
  const bytes = (n: number) => new Blob([new Uint8Array(n)]);
  it.each<[string, { readonly size: number } | null | undefined, string | undefined]>([
    ['no file', null, undefined],
    ['undefined', undefined, undefined],
    ['empty blob', bytes(0), undefined],
    ['51199-byte blob', bytes(51199), undefined],
    ['51200-byte blob (the limit)', bytes(51200), undefined],
    ['{ size: 51200 }', { size: 51200 }, undefined],
    ['51201-byte blob', bytes(51201), 'Image exceeds 50KB limit'],
    [
      '60000-byte png file',
      new File([new Uint8Array(60000)], 'logo.png', { type: 'image/png' }),
      'Image exceeds 50KB limit',
    ],
    ['{ size: 51201 }', { size: 51201 }, 'Image exceeds 50KB limit'],
    ['5 MB', { size: 5 * 1024 * 1024 }, 'Image exceeds 50KB limit'],
  ])('%s → %j', (_, file, expected) => {
    expect(imageSize(file)).toBe(expected);
  });
});

describe('isRichTextEmpty', () => {
  it.each<[FieldValue, boolean]>([
    ['', true],
    [null, true],
    [undefined, true],
    ['<p></p>', true],
    ['<p><br></p>', true],
    ['<p>&nbsp;</p>', true],
    ['<p>&NBSP;&nbsp;\u00a0</p>', true],
    ['<div>&#160;<span>&#xa0;</span></div>', true],
    ['<p> \n </p>', true],
    ['<p>Hi</p>', false],
    ['<p>&nbsp;x&nbsp;</p>', false],
    ['plain text', false],
    ['<p>0</p>', false],
    ['<p>&amp;</p>', false],
  ])('%j → %j', (html, expected) => {
    expect(isRichTextEmpty(html)).toBe(expected);
  });
});

table('requiredRichText', requiredRichText, [
  ['<p>Body</p>', undefined],
  ['Body', undefined],
  ['<p><b>Bold</b></p>', undefined],
  ['<p>&nbsp;a</p>', undefined],
  ['<p>&nbsp;</p>', 'Required field'],
  ['<p><br></p>', 'Required field'],
  ['', 'Required field'],
  [null, 'Required field'],
]);

const fixedNow = () => new Date('2026-03-04T20:00:00Z'); // 05 Mar 2026, 01:30 in India
table('dateOfBirth', dateOfBirth(fixedNow), [
  ['1990-01-31', undefined],
  ['2000-02-29', undefined],
  ['1900-01-01', undefined],
  ['2026-03-05', undefined],
  ['', 'Please enter a valid date of birth'],
  [null, 'Please enter a valid date of birth'],
  ['2026-03-06', 'Please enter a valid date of birth'],
  ['1999-02-29', 'Please enter a valid date of birth'],
  ['1990-13-01', 'Please enter a valid date of birth'],
  ['1899-12-31', 'Please enter a valid date of birth'],
  ['31/01/1990', 'Please enter a valid date of birth'],
  ['1990-1-31', 'Please enter a valid date of birth'],
]);

table('compose(required, optional(mobile))', compose<FieldValue>(required, optional(mobile)), [
  ['9876543210', undefined],
  ['', 'Required field'],
  ['  ', 'Required field'],
  ['123', 'Please enter a valid mobile number'],
]);

table('optional(pan)', optional(pan), [
  ['', undefined],
  [null, undefined],
  ['ABCDE1234F', undefined],
  ['abcde1234f', 'Please enter a valid PAN'],
]);
