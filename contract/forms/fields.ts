import { z } from 'zod';
import { FIELD } from '#contract/auth/messages';
import {
  BAD_SPACING,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  isEmail,
  MOBILE_PATTERN,
  OTP_PATTERN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './patterns';

/**
 * Field schemas of the API's forms, with the messages users see (docs/validation.md). Each field
 * reports one message: the first rule it breaks. A value of the wrong type is invalid input, never a crash.
 */

/**
 * The largest Postgres `integer`, the type of every id column: a larger number can name no row, and
 * must not reach SQL, where it is an error rather than "not found" (docs/validation.md, "On the server").
 */
export const MAX_ID = 2_147_483_647;
const ID_MESSAGE = `Ids are whole numbers from 1 to ${MAX_ID}.`;

/** A row's id in a JSON body: a whole number from 1 to MAX_ID. */
export const idField = (message = ID_MESSAGE) =>
  z.number({ error: message }).int(message).min(1, message).max(MAX_ID, message);

/** A row's id that may come as digits (a query, a form, a client that sends "17"): coerced, then idField's rule. */
export const coercedIdField = (message = ID_MESSAGE) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(MAX_ID, message);

const absent = (v: unknown) => v === undefined || v === null;
/** A whole JSON number sent where digits are expected ('9876543210' as 9876543210). */
const digitsOf = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) ? String(v) : v);

/** A required email, trimmed and lower-cased. */
export const emailField = z
  .string({ error: (i) => (absent(i.input) ? FIELD.required : FIELD.email) })
  .trim()
  .toLowerCase()
  .min(1, FIELD.required)
  .max(EMAIL_MAX_LENGTH, FIELD.email)
  .regex(EMAIL_PATTERN, FIELD.email);

/** A required 10-digit mobile number. */
export const mobileField = z.preprocess(
  digitsOf,
  z
    .string({ error: (i) => (absent(i.input) ? FIELD.required : FIELD.mobile) })
    .trim()
    .min(1, FIELD.required)
    .regex(MOBILE_PATTERN, FIELD.mobile),
);

/** Free text labelled `label`: empty asks for it, leading/trailing/doubled spaces are refused. */
export const textField = (label: string, maxLength: number, tooLong: string) =>
  z
    .string({ error: (i) => (absent(i.input) ? FIELD.textEmpty(label) : FIELD.textInvalid(label)) })
    .refine((v) => v.trim() !== '', { message: FIELD.textEmpty(label), abort: true })
    .refine((v) => !BAD_SPACING.test(v), { message: FIELD.textInvalid(label), abort: true })
    .max(maxLength, tooLong);

/** A password as typed: present, and (for a new password) of an allowed length. */
export const passwordField = z
  .string({ error: (i) => (absent(i.input) ? FIELD.required : FIELD.textInvalid('password')) })
  .min(1, FIELD.required);

export const newPasswordField = passwordField
  .min(PASSWORD_MIN_LENGTH, { message: FIELD.passwordTooShort(PASSWORD_MIN_LENGTH), abort: true })
  .max(PASSWORD_MAX_LENGTH, FIELD.passwordTooLong(PASSWORD_MAX_LENGTH));

/** An OTP: exactly six digits (a JSON number is zero-padded). */
export const otpField = z.preprocess(
  (v) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < 1e6 ? String(v).padStart(6, '0') : v),
  z
    .string({ error: (i) => (absent(i.input) ? FIELD.required : FIELD.otpFormat) })
    .trim()
    .min(1, FIELD.required)
    .regex(OTP_PATTERN, FIELD.otpFormat),
);

export interface OtpTarget {
  kind: 'email' | 'mobile';
  value: string;
}

/** Where an OTP goes: an email (lower-cased) or a 10-digit mobile number. */
export const otpTargetField = z.preprocess(
  digitsOf,
  z
    .string({ error: (i) => (absent(i.input) ? FIELD.required : FIELD.target) })
    .trim()
    .min(1, FIELD.required)
    .transform((value, ctx): OtpTarget => {
      const fail = (message: string) => {
        ctx.addIssue({ code: 'custom', message, input: value });
        return z.NEVER;
      };
      if (value.includes('@')) {
        const email = value.toLowerCase();
        return isEmail(email) ? { kind: 'email', value: email } : fail(FIELD.email);
      }
      if (/^[0-9 +-]+$/.test(value)) return MOBILE_PATTERN.test(value) ? { kind: 'mobile', value } : fail(FIELD.mobile);
      return fail(FIELD.target);
    }),
);

/** A confirmation equal to the password as typed (checked even when the password itself is refused). */
export const confirmationField = z
  .object({ typed: z.unknown(), password: z.unknown() })
  .transform(({ typed, password }, ctx) => {
    if (typed === undefined || typed === null || typed === '')
      ctx.addIssue({ code: 'custom', message: FIELD.required });
    else if (typed !== password) ctx.addIssue({ code: 'custom', message: FIELD.passwordMismatch });
    return typed;
  });

/** Reads confirmPassword together with the password it confirms, for confirmationField. */
export const withConfirmation = <S extends z.ZodType>(schema: S) =>
  z.preprocess(
    (body) =>
      typeof body === 'object' && body !== null
        ? {
            ...body,
            confirmPassword: {
              typed: (body as Record<string, unknown>).confirmPassword,
              password: (body as Record<string, unknown>).password,
            },
          }
        : body,
    schema,
  );
