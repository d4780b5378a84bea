import { describe, expect, it } from 'vitest';
import arrowline from '../../../brands/arrowline/brand.json' with { type: 'json' };
import harborbank from '../../../brands/harborbank/brand.json' with { type: 'json' };
import moneyleaf from '../../../brands/moneyleaf/brand.json' with { type: 'json' };
import starfolio from '../../../brands/starfolio/brand.json' with { type: 'json' };
import { email, mobile, passwordConfirmation, required, text } from './validation';
import {
  hasErrors,
  validateCustomerFields,
  validateForm,
  type CustomerValues,
  type FormErrors,
  type FormRules,
  type RequiredCustomerFields,
} from './validation-form';

interface SignupValues {
  name: string;
  email: string;
  mobile: string;
  password: string;
  confirm: string;
}

const signupRules: FormRules<SignupValues> = {
  name: text('name'),
  email: [required, email],
  mobile,
  password: required,
  confirm: (value, values) => passwordConfirmation(values.password)(value),
};

const filled: SignupValues = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  mobile: '9876543210',
  password: 'pass-word-1',
  confirm: 'pass-word-1',
};

describe('validateForm', () => {
  it.each<[string, Partial<SignupValues>, FormErrors<SignupValues>]>([
    ['all valid', {}, {}],
    [
      'every field wrong at once',
      { name: '', email: 'asha@', mobile: '12', password: '', confirm: 'x' },
      {
        name: 'Please enter name',
        email: 'Please enter a valid email',
        mobile: 'Please enter a valid mobile number',
        password: 'Required field',
        confirm: 'Passwords do not match',
      },
    ],
    ['first message of a list wins', { email: '' }, { email: 'Required field' }],
    ['cross-field rule sees the other values', { confirm: 'pass-word-2' }, { confirm: 'Passwords do not match' }],
    ['doubled space in name', { name: 'Asha  Rao' }, { name: 'Please enter valid name' }],
  ])('%s', (_, change, expected) => {
    expect(validateForm({ ...filled, ...change }, signupRules)).toEqual(expected);
  });

  it('leaves the values as typed', () => {
    const values = { ...filled, name: ' Asha ', email: 'bad' };
    const copy = { ...values };
    validateForm(values, signupRules);
    expect(values).toEqual(copy);
  });

  it('checks only the fields that have rules', () => {
    expect(validateForm({ a: '', b: '' }, { b: required })).toEqual({ b: 'Required field' });
  });

  it.each<[FormErrors<SignupValues>, boolean]>([
    [{}, false],
    [{ name: undefined }, false],
    [{ name: 'Please enter name' }, true],
    [{ email: undefined, confirm: 'Passwords do not match' }, true],
  ])('hasErrors(%j) → %j', (errors, expected) => {
    expect(hasErrors(errors)).toBe(expected);
  });
});

const ALL: RequiredCustomerFields = { name: true, email: true, phone: true, dob: true, pan: true };
const NO_EMAIL_OR_PHONE: RequiredCustomerFields = { ...ALL, email: false, phone: false };
const NO_PHONE: RequiredCustomerFields = { ...ALL, phone: false };
const now = () => new Date('2026-03-05T06:00:00Z');
const customer: CustomerValues = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  dob: '1990-01-31',
  pan: 'ABCDE1234F',
};
const blank: CustomerValues = { name: '', email: '', phone: '', dob: '', pan: '' };

describe('validateCustomerFields', () => {
  it.each<[string, RequiredCustomerFields, CustomerValues, Record<string, string>]>([
    ['all required, all valid', ALL, customer, {}],
    [
      'all required, all empty',
      ALL,
      blank,
      {
        name: 'Required field',
        email: 'Required field',
        phone: 'Required field',
        dob: 'Required field',
        pan: 'Required field',
      },
    ],
    ['email and phone optional, left empty', NO_EMAIL_OR_PHONE, { ...customer, email: '', phone: null }, {}],
    [
      'email and phone optional, others empty',
      NO_EMAIL_OR_PHONE,
      blank,
      { name: 'Required field', dob: 'Required field', pan: 'Required field' },
    ],
    ['phone optional, missing', NO_PHONE, { ...customer, phone: undefined }, {}],
    ['phone optional, email still required', NO_PHONE, { ...customer, email: ' ' }, { email: 'Required field' }],
    [
      'optional values that are present are still checked',
      NO_EMAIL_OR_PHONE,
      { ...customer, email: 'asha@', phone: '12345' },
      { email: 'Please enter a valid email', phone: 'Please enter a valid mobile number' },
    ],
    [
      'every rule on present values',
      ALL,
      { name: 'Asha ', email: 'x', phone: '+919876543210', dob: '2027-01-01', pan: 'abcde1234f' },
      {
        name: 'Please enter valid name',
        email: 'Please enter a valid email',
        phone: 'Please enter a valid mobile number',
        dob: 'Please enter a valid date of birth',
        pan: 'Please enter a valid PAN',
      },
    ],
  ])('%s', (_, requiredFields, values, expected) => {
    expect(validateCustomerFields(requiredFields, values, { now })).toEqual(expected);
  });

  const both = { email: 'Required field', phone: 'Required field' };
  it.each<[string, RequiredCustomerFields, Record<string, string>]>([
    ['starfolio', starfolio.requiredCustomerFields, both],
    ['harborbank', harborbank.requiredCustomerFields, both],
    ['arrowline', arrowline.requiredCustomerFields, {}],
    ['moneyleaf', moneyleaf.requiredCustomerFields, { email: 'Required field' }],
  ])('brand %s with email and phone left empty → %j', (_, requiredFields, expected) => {
    const values = { ...customer, email: '', phone: '' };
    expect(validateCustomerFields(requiredFields, values, { now })).toEqual(expected);
  });
});
