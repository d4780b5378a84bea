import { FIELD } from '#contract/auth/messages';
import { kolkataDateParts } from '#contract/locale/format';
import { INDIAN_STATES } from '#contract/locale/indian-states';
import { BAD_SPACING, isEmail, MOBILE_PATTERN, NAME_MAX_LENGTH } from '#contract/forms/patterns';
import { VALIDATION_MESSAGES as M } from '#contract/forms/validation-messages';

/**
 * The customer details' rules (docs/customer-onboarding.md, "Customer details"), shared by the app's forms and the
 * server, without zod. Messages: contract/forms/validation-messages.ts. docs/customer-onboarding.md lists them per
 * brand.
 */

/** A brand's required fields, as brands/*\/brand.json `requiredCustomerFields` names them ('phone' is the mobile). */
export interface RequiredCustomerFields {
  name: boolean;
  email: boolean;
  phone: boolean;
  dob: boolean;
  pan: boolean;
}

/** The fields of a customer request (contract/customer/types.ts customerRequest). */
export const CUSTOMER_INPUT_FIELDS = ['name', 'email', 'mobile', 'dob', 'pan', 'state'] as const;
export type CustomerInputField = (typeof CUSTOMER_INPUT_FIELDS)[number];

/** Details as they are kept: trimmed, email lower-cased, PAN and state upper-cased, empty optional fields null. */
export interface CustomerDetails {
  name: string | null;
  email: string | null;
  mobile: string | null;
  dob: string | null;
  pan: string | null;
  state: string;
}

export type CustomerErrors = Partial<Record<CustomerInputField, string>>;

export interface CustomerValidation {
  errors: CustomerErrors;
  /** The details to keep, or null when any field is invalid. */
  value: CustomerDetails | null;
}

/** The age an advisory client must have reached. */
export const MIN_CUSTOMER_AGE = 18;
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
const STATE_CODES = new Set(INDIAN_STATES.map((s) => s.code));

type Rule = (value: string, now: Date) => string | { message: string } | undefined;
const bad = (message: string) => ({ message });

const rules: Record<CustomerInputField, Rule> = {
  name: (v) =>
    BAD_SPACING.test(v)
      ? bad(M.textInvalid('name'))
      : v.length > NAME_MAX_LENGTH
        ? bad(FIELD.nameTooLong(NAME_MAX_LENGTH))
        : v,
  email: (raw) => {
    const v = raw.trim().toLowerCase();
    return isEmail(v) ? v : bad(M.email);
  },
  mobile: (raw) => (MOBILE_PATTERN.test(raw.trim()) ? raw.trim() : bad(M.mobile)),
  dob: (raw, now) => dateOfBirth(raw.trim(), now),
  pan: (raw) => {
    const v = raw.trim().toUpperCase();
    return PAN_PATTERN.test(v) ? v : bad(M.pan);
  },
  state: (raw) => {
    const v = raw.trim().toUpperCase();
    return STATE_CODES.has(v) ? v : bad(M.state);
  },
};

/** Whether a field must be filled: the brand decides name, email, phone, dob and PAN; the state is always needed (GST place of supply). */
const isRequired = (field: CustomerInputField, required: RequiredCustomerFields) =>
  field === 'state' ? true : field === 'mobile' ? required.phone : required[field];

/** What a form sends: strings, or from JSON anything (a number for the mobile is read as its digits). */
function asText(field: CustomerInputField, value: unknown): string | null | undefined {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  if (field === 'mobile' && typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  return undefined;
}

const invalidMessage: Record<CustomerInputField, string> = {
  name: M.textInvalid('name'),
  email: M.email,
  mobile: M.mobile,
  dob: M.dob,
  pan: M.pan,
  state: M.state,
};

/**
 * Checks every field at once with the brand's required fields: an empty required field gives
 * 'Required field'; a value that is present is checked by its rule whether required or not.
 * `now` decides the age (India's date).
 */
export function validateCustomer(
  values: Partial<Record<CustomerInputField, unknown>>,
  required: RequiredCustomerFields,
  { now = new Date() }: { now?: Date } = {},
): CustomerValidation {
  const errors: CustomerErrors = {};
  const kept: Partial<Record<CustomerInputField, string | null>> = {};
  for (const field of CUSTOMER_INPUT_FIELDS) {
    const text = asText(field, values[field]);
    if (text === undefined) {
      errors[field] = invalidMessage[field];
      continue;
    }
    if (text === null || text.trim() === '') {
      if (isRequired(field, required)) errors[field] = M.required;
      else kept[field] = null;
      continue;
    }
    const checked = rules[field](text, now);
    if (typeof checked === 'object' && checked) errors[field] = checked.message;
    else kept[field] = checked ?? null;
  }
  if (Object.keys(errors).length > 0) return { errors, value: null };
  return { errors, value: { ...(kept as Omit<CustomerDetails, 'state'>), state: kept.state! } };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD (an <input type="date">): a real calendar date from 1900, at least 18 years before today in India. */
function dateOfBirth(value: string, now: Date): string | { message: string } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return bad(M.dob);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!real || year < 1900) return bad(M.dob);
  const today = kolkataDateParts(now);
  if (value > `${today.year}-${pad(today.month)}-${pad(today.day)}`) return bad(M.dob);
  // Born on 29 February: the 18th birthday in a common year is 1 March (the day after 28 February).
  const adultFrom = `${today.year - MIN_CUSTOMER_AGE}-${pad(today.month)}-${pad(today.day)}`;
  return value <= adultFrom ? value : bad(M.dobUnder18);
}
