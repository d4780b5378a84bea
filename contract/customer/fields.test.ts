import { describe, expect, it } from 'vitest';
import arrowline from '../../brands/arrowline/brand.json' with { type: 'json' };
import harborbank from '../../brands/harborbank/brand.json' with { type: 'json' };
import moneyleaf from '../../brands/moneyleaf/brand.json' with { type: 'json' };
import starfolio from '../../brands/starfolio/brand.json' with { type: 'json' };
import { validateCustomer, type CustomerInputField, type RequiredCustomerFields } from './fields';
import { INDIAN_STATES } from '#contract/locale/indian-states';

const ALL: RequiredCustomerFields = { name: true, email: true, phone: true, dob: true, pan: true };
const NONE: RequiredCustomerFields = { name: false, email: false, phone: false, dob: false, pan: false };
// Friday 20 November 2026, 11:00 in India.
const now = new Date('2026-11-20T05:30:00Z');
const good = {
  name: 'Asha Rao',
  email: 'Asha.Rao@Example.com',
  mobile: '9876543210',
  dob: '1990-04-15',
  pan: 'abcpe1234f',
  state: 'mh',
};
const check = (change: Partial<Record<CustomerInputField, unknown>>, required = ALL) =>
  validateCustomer({ ...good, ...change }, required, { now });
const errorOf = (field: CustomerInputField, value: unknown, required = ALL) =>
  check({ [field]: value }, required).errors[field];

describe('validateCustomer', () => {
  it('keeps valid details trimmed, the email lower-cased, PAN and state upper-cased', () => {
    expect(check({ email: ' Asha.Rao@Example.com ', pan: ' abcpe1234f ' })).toEqual({
      errors: {},
      value: {
        name: 'Asha Rao',
        email: 'asha.rao@example.com',
        mobile: '9876543210',
        dob: '1990-04-15',
        pan: 'ABCPE1234F',
        state: 'MH',
      },
    });
  });

  // Each refusal once, with the values that earn it.
  const REFUSED: [CustomerInputField, string, unknown[]][] = [
    ['name', 'Required field', ['']],
    ['name', 'Please enter valid name', [' Asha', 'Asha ', 'Asha  Rao', 42]],
    ['name', 'Name must be at most 100 characters', ['A'.repeat(101)]],
    ['email', 'Please enter a valid email', ['asha@', 'asha@localhost', `${'a'.repeat(250)}@x.in`, ['a@b.in']]],
    ['mobile', 'Please enter a valid mobile number', ['98765', '+919876543210', '98765 43210', true]],
    ['dob', 'Please enter a valid date of birth', ['15/04/1990', '1990-02-30', '1899-12-31', '2026-11-21']],
    ['dob', 'You must be at least 18 years old', ['2008-11-21']],
    ['pan', 'Please enter a valid PAN', ['ABCD1234F', 'ABCDE12345', 'ABCDE1234FG', '1BCDE1234F']],
    ['state', 'Required field', ['']],
    ['state', 'Please select a valid state', ['XX', 'Maharashtra', { code: 'MH' }]],
  ];
  it.each(REFUSED.flatMap(([field, message, values]) => values.map((value) => [field, value, message] as const)))(
    '%s %j → %s',
    (field, value, message) => {
      const result = check({ [field]: value });
      expect(result.errors).toEqual({ [field]: message });
      expect(result.value).toBeNull();
    },
  );

  it('takes an adult on the 18th birthday and not the day before', () => {
    expect(errorOf('dob', '2008-11-20')).toBeUndefined();
    expect(errorOf('dob', '2008-11-21')).toBe('You must be at least 18 years old');
  });

  it('counts a 29 February birthday as reached on 1 March of a common year', () => {
    const on = (date: string) => validateCustomer({ ...good, dob: '2008-02-29' }, ALL, { now: new Date(date) }).errors;
    expect(on('2026-02-28T12:00:00+05:30')).toEqual({ dob: 'You must be at least 18 years old' });
    expect(on('2026-03-01T00:30:00+05:30')).toEqual({});
  });

  it('reads a whole JSON number as the mobile number', () => {
    expect(check({ mobile: 9876543210 }).value?.mobile).toBe('9876543210');
  });

  it('accepts every state code of the list, and only those', () => {
    for (const { code } of INDIAN_STATES) expect(errorOf('state', code)).toBeUndefined();
    expect(new Set(INDIAN_STATES.map((s) => s.code)).size).toBe(INDIAN_STATES.length);
  });

  it('reports every field at once, and checks an optional field that is filled', () => {
    const all = { name: '', email: 'x', mobile: '1', dob: 'x', pan: 'x', state: 'x' };
    expect(validateCustomer(all, NONE, { now }).errors).toEqual({
      email: 'Please enter a valid email',
      mobile: 'Please enter a valid mobile number',
      dob: 'Please enter a valid date of birth',
      pan: 'Please enter a valid PAN',
      state: 'Please select a valid state',
    });
  });

  it('keeps an empty optional field as null, and always needs the state', () => {
    const result = validateCustomer({ name: 'Asha Rao', email: ' ', mobile: null, state: 'KA' }, NONE, { now });
    expect(result).toEqual({
      errors: {},
      value: { name: 'Asha Rao', email: null, mobile: null, dob: null, pan: null, state: 'KA' },
    });
    expect(validateCustomer({}, NONE, { now }).errors).toEqual({ state: 'Required field' });
  });

  const empty = { ...good, email: '', mobile: '', dob: '', pan: '' };
  it.each<[string, RequiredCustomerFields, Record<string, string>]>([
    [
      'starfolio',
      starfolio.requiredCustomerFields,
      { email: 'Required field', mobile: 'Required field', dob: 'Required field', pan: 'Required field' },
    ],
    [
      'harborbank',
      harborbank.requiredCustomerFields,
      { email: 'Required field', mobile: 'Required field', dob: 'Required field', pan: 'Required field' },
    ],
    ['arrowline', arrowline.requiredCustomerFields, { dob: 'Required field', pan: 'Required field' }],
    [
      'moneyleaf',
      moneyleaf.requiredCustomerFields,
      { email: 'Required field', dob: 'Required field', pan: 'Required field' },
    ],
  ])('brand %s with every optional field left empty → %j', (_, required, expected) => {
    expect(validateCustomer(empty, required, { now }).errors).toEqual(expected);
    expect(validateCustomer({ ...empty, name: '' }, required, { now }).errors.name).toBe('Required field');
  });
});
