import type { BrandConfig } from '../brand';
import { dateOfBirth, email, mobile, pan, text, type FieldValue, type Validator } from './validation';
import { VALIDATION_MESSAGES as M } from '#contract/forms/validation-messages';

/** A rule for one field of a form; it also sees the other values (e.g. to compare passwords). */
export type FieldRule<V, K extends keyof V> = (value: V[K], values: V) => string | undefined;

/** One rule or a list of rules per field; the first message of a list wins. */
export type FormRules<V> = { [K in keyof V]?: FieldRule<V, K> | readonly FieldRule<V, K>[] };

/** Field → message, for the fields that are invalid only. */
export type FormErrors<V> = Partial<Record<keyof V, string>>;

/**
 * Checks every field and returns every message at once, so a form can show them all beside the
 * inputs while keeping what was typed (the values are never changed).
 */
export function validateForm<V extends object>(values: V, rules: FormRules<V>): FormErrors<V> {
  const errors: FormErrors<V> = {};
  for (const key of Object.keys(rules) as (keyof V)[]) {
    const rule = rules[key];
    if (!rule) continue;
    const list = (Array.isArray(rule) ? rule : [rule]) as readonly FieldRule<V, keyof V>[];
    for (const check of list) {
      const message = check(values[key], values);
      if (message !== undefined) {
        errors[key] = message;
        break;
      }
    }
  }
  return errors;
}

export const hasErrors = <V>(errors: FormErrors<V>) => Object.values(errors).some((m) => m !== undefined);

/**
 * name, email, phone, dob, pan: which of them a brand requires (docs/validation.md, "Brand-dependent customer fields").
 */
export type CustomerField = keyof BrandConfig['requiredCustomerFields'];
export type RequiredCustomerFields = BrandConfig['requiredCustomerFields'];
export type CustomerValues = Partial<Record<CustomerField, FieldValue>>;

export const CUSTOMER_FIELDS: readonly CustomerField[] = ['name', 'email', 'phone', 'dob', 'pan'];

/** How a value that is present is checked. Name uses the text rule's spacing check. */
const customerRule = (now?: () => Date): Record<CustomerField, Validator> => ({
  name: text('name'),
  email,
  phone: mobile,
  dob: dateOfBirth(now),
  pan,
});

/**
 * Brand-dependent customer fields: a field the brand requires and that is empty gives
 * 'Required field'; any value that is present is checked by its rule, required or not.
 */
export function validateCustomerFields(
  requiredFields: RequiredCustomerFields,
  values: CustomerValues,
  { now }: { now?: () => Date } = {},
): Partial<Record<CustomerField, string>> {
  const rules = customerRule(now);
  const errors: Partial<Record<CustomerField, string>> = {};
  for (const field of CUSTOMER_FIELDS) {
    const value = values[field];
    const empty = value == null || value.trim() === '';
    const message = empty ? (requiredFields[field] ? M.required : undefined) : rules[field](value);
    if (message !== undefined) errors[field] = message;
  }
  return errors;
}
