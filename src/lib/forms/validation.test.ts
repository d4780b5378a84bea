import { describe, expect, it } from 'vitest';
import { email, mobile, numeric, pan, passwordConfirmation, required, text, type FieldValue } from './validation';
import { table } from './validation-table';

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
