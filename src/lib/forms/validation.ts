import { BASKET_HTML_TAG } from '#contract/studio/rules';
import { kolkataDateParts } from '#contract/locale/format';
import { IMAGE_MAX_BYTES, VALIDATION_MESSAGES as M } from '#contract/forms/validation-messages';

/** A field rule: the message to show, or undefined when the value is valid. */
export type Validator<T = FieldValue> = (value: T) => string | undefined;
/** What a text input holds; null and undefined count as empty. */
export type FieldValue = string | null | undefined;

const isBlank = (value: FieldValue) => value == null || value.trim() === '';

/** Runs validators in order and returns the first message. */
export function compose<T>(...validators: readonly Validator<T>[]): Validator<T> {
  return (value) => {
    for (const validate of validators) {
      const message = validate(value);
      if (message !== undefined) return message;
    }
    return undefined;
  };
}

/** Skips the validator when the value is empty, for fields that may be left blank. */
export const optional =
  (validator: Validator): Validator =>
  (value) =>
    isBlank(value) ? undefined : validator(value);

/** Empty means null, undefined, a string of only whitespace, or an empty list. */
export const required: Validator<unknown> = (value) => {
  if (value == null) return M.required;
  if (typeof value === 'string' && value.trim() === '') return M.required;
  if (Array.isArray(value) && value.length === 0) return M.required;
  return undefined;
};

/** Leading, trailing or two whitespace characters in a row. */
const BAD_SPACING = /^\s|\s$|\s\s/;

/** Free text: empty (or only whitespace) asks for it; leading, trailing or doubled spaces are rejected. */
export const text =
  (label: string): Validator =>
  (value) => {
    if (isBlank(value)) return M.textEmpty(label);
    return BAD_SPACING.test(value!) ? M.textInvalid(label) : undefined;
  };

/**
 * The address pattern browsers use for <input type="email"> (WHATWG), plus a dot in the domain and
 * a top-level domain of at least two letters, so "name@localhost" is refused.
 */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*\.[a-zA-Z]{2,}$/;

/** Empty is allowed (compose with `required` when it is not). */
export const email: Validator = (value) => {
  if (value == null || value === '') return undefined;
  return EMAIL.test(value) ? undefined : M.email;
};

/** Exactly 10 digits, nothing else (no +91, spaces or dashes). */
export const mobile: Validator = (value) => (/^[0-9]{10}$/.test(value ?? '') ? undefined : M.mobile);

/** Five capital letters, four digits, one capital letter, e.g. ABCDE1234F. */
export const pan: Validator = (value) => (/^[A-Z]{5}[0-9]{4}[A-Z]$/.test(value ?? '') ? undefined : M.pan);

/** The confirmation must equal the password exactly. */
export const passwordConfirmation =
  (password: FieldValue): Validator =>
  (confirmation) =>
    (confirmation ?? '') === (password ?? '') ? undefined : M.passwordMismatch;

/** Digits only, optionally at most `maxLength` of them. Empty is allowed (compose with `required`). */
export const numeric =
  ({ maxLength }: { maxLength?: number } = {}): Validator =>
  (value) => {
    if (value == null || value === '') return undefined;
    if (!/^[0-9]+$/.test(value)) return M.numericOnly;
    return maxLength !== undefined && value.length > maxLength ? M.numericMaxLength(maxLength) : undefined;
  };

/** contract/studio/rules.ts: the server refuses the same names and descriptions. */
const HTML_TAG = BASKET_HTML_TAG;

export const containsHtmlTag = (value: FieldValue) => HTML_TAG.test(value ?? '');

export const basketName: Validator = (value) => (containsHtmlTag(value) ? M.basketNameHtml : undefined);

export const basketDescription: Validator = (value) => (containsHtmlTag(value) ? M.basketDescriptionHtml : undefined);

/** A File or Blob (or anything with a byte size). No file is valid; 51200 bytes exactly is allowed. */
export const imageSize: Validator<{ readonly size: number } | null | undefined> = (file) =>
  file != null && file.size > IMAGE_MAX_BYTES ? M.imageTooLarge : undefined;

/** Non-breaking spaces as a character or an entity (&nbsp;, &#160;, &#xa0;). */
const NBSP = /\u00a0|&nbsp;|&#160;|&#x0*a0;/gi;

/** True when nothing but whitespace is left after removing tags and non-breaking spaces. */
export function isRichTextEmpty(html: FieldValue): boolean {
  if (html == null) return true;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(NBSP, '')
      .trim() === ''
  );
}

export const requiredRichText: Validator = (html) => (isRichTextEmpty(html) ? M.required : undefined);

/**
 * A date of birth as an <input type="date"> gives it (YYYY-MM-DD): a real calendar date from 1900
 * up to today in India.
 */
export const dateOfBirth =
  (now: () => Date = () => new Date()): Validator =>
  (value) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
    if (!match) return M.dob;
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const date = new Date(Date.UTC(year, month - 1, day));
    const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
    if (!real || year < 1900) return M.dob;
    const today = kolkataDateParts(now());
    const todayKey = `${today.year}-${pad(today.month)}-${pad(today.day)}`;
    return value! > todayKey ? M.dob : undefined;
  };

const pad = (n: number) => String(n).padStart(2, '0');
