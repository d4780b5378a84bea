import { describe, expect, it } from 'vitest';
import {
  basketDescription,
  basketName,
  compose,
  dateOfBirth,
  email,
  imageSize,
  isRichTextEmpty,
  mobile,
  numeric,
  optional,
  pan,
  passwordConfirmation,
  required,
  requiredRichText,
  text,
  type FieldValue,
  type Validator,
} from './validation';

type Case<T = FieldValue> = [value: T, expected: string | undefined];

/** One table per rule: each row is a value and the exact message (undefined = valid). */
function table<T>(name: string, validate: Validator<T>, cases: readonly Case<T>[]) {
  describe(name, () => {
    it.each(cases)('%j → %j', (value, expected) => {
      expect(validate(value)).toBe(expected);
    });
  });
}

table<unknown>('required', required, [
  ['x', undefined],
  [' a ', undefined],
  [0, undefined],
  [['a'], undefined],
  ['', 'Required field'],
  ['   ', 'Required field'],
  [null, 'Required field'],
  [undefined, 'Required field'],
  [[], 'Required field'],
]);

table('text(label)', text('first name'), [
  ['Asha', undefined],
  ['Asha Rao', undefined],
  ['Asha Devi Rao', undefined],
  ['A', undefined],
  ['', 'Please enter first name'],
  [null, 'Please enter first name'],
  [undefined, 'Please enter first name'],
  ['   ', 'Please enter first name'],
  [' Asha', 'Please enter valid first name'],
  ['Asha ', 'Please enter valid first name'],
  ['Asha  Rao', 'Please enter valid first name'],
  ['Asha\tRao ', 'Please enter valid first name'],
]);

table('email', email, [
  ['', undefined],
  [null, undefined],
  [undefined, undefined],
  ['asha@example.com', undefined],
  ['asha.rao+alerts@mail.example.co.in', undefined],
  ['a_b-c@sub-domain.example.org', undefined],
  ['asha', 'Please enter a valid email'],
  ['asha@', 'Please enter a valid email'],
  ['@example.com', 'Please enter a valid email'],
  ['asha@localhost', 'Please enter a valid email'],
  ['asha@example.c', 'Please enter a valid email'],
  ['asha rao@example.com', 'Please enter a valid email'],
  [' asha@example.com', 'Please enter a valid email'],
  ['asha@@example.com', 'Please enter a valid email'],
  ['asha@-example.com', 'Please enter a valid email'],
  ['   ', 'Please enter a valid email'],
]);

table('mobile', mobile, [
  ['9876543210', undefined],
  ['0000000000', undefined],
  ['1234567890', undefined],
  ['7000000001', undefined],
  ['', 'Please enter a valid mobile number'],
  [null, 'Please enter a valid mobile number'],
  ['987654321', 'Please enter a valid mobile number'],
  ['98765432101', 'Please enter a valid mobile number'],
  ['+919876543210', 'Please enter a valid mobile number'],
  ['98765 43210', 'Please enter a valid mobile number'],
  ['98765-43210', 'Please enter a valid mobile number'],
  ['98765432a0', 'Please enter a valid mobile number'],
  ['٩٨٧٦٥٤٣٢١٠', 'Please enter a valid mobile number'],
]);

table('passwordConfirmation', passwordConfirmation('s3cret!Pass'), [
  ['s3cret!Pass', undefined],
  ['', 'Passwords do not match'],
  ['s3cret!pass', 'Passwords do not match'],
  ['s3cret!Pass ', 'Passwords do not match'],
  ['s3cret', 'Passwords do not match'],
]);

describe('passwordConfirmation with empty passwords', () => {
  it.each<[FieldValue, FieldValue, string | undefined]>([
    ['', '', undefined],
    [null, '', undefined],
    ['', null, undefined],
    ['abc', '', 'Passwords do not match'],
    ['', 'abc', 'Passwords do not match'],
  ])('password %j, confirmation %j → %j', (password, confirmation, expected) => {
    expect(passwordConfirmation(password)(confirmation)).toBe(expected);
  });
});

table('pan', pan, [
  ['ABCDE1234F', undefined],
  ['AAAPL1234C', undefined],
  ['ZZZZZ0000Z', undefined],
  ['BNZPM2501F', undefined],
  ['', 'Please enter a valid PAN'],
  [null, 'Please enter a valid PAN'],
  ['abcde1234f', 'Please enter a valid PAN'],
  ['ABCD1234F', 'Please enter a valid PAN'],
  ['ABCDE12345', 'Please enter a valid PAN'],
  ['ABCDE1234FG', 'Please enter a valid PAN'],
  ['ABCDE 1234F', 'Please enter a valid PAN'],
  ['1BCDE1234F', 'Please enter a valid PAN'],
  [' ABCDE1234F', 'Please enter a valid PAN'],
]);

table('numeric()', numeric(), [
  ['', undefined],
  [null, undefined],
  ['0', undefined],
  ['0123456789', undefined],
  ['12345678901234567890', undefined],
  ['12a', 'Please enter numbers only'],
  ['1.5', 'Please enter numbers only'],
  ['-1', 'Please enter numbers only'],
  ['1 000', 'Please enter numbers only'],
  [' 1', 'Please enter numbers only'],
  ['1,000', 'Please enter numbers only'],
]);

table('numeric({ maxLength: 6 })', numeric({ maxLength: 6 }), [
  ['', undefined],
  ['1', undefined],
  ['560001', undefined],
  ['000000', undefined],
  ['5600011', 'Please enter at most 6 digits'],
  ['12345678', 'Please enter at most 6 digits'],
  ['56000a', 'Please enter numbers only'],
  ['5600011x', 'Please enter numbers only'],
]);

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
