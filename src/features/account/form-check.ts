import { FIELD } from '#contract/auth/messages';
import type { ContactKind } from '#contract/account/forms';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#contract/forms/patterns';
import {
  compose,
  email,
  mobile,
  passwordConfirmation,
  required,
  text,
  type Validator,
} from '#src/lib/forms/validation';

/**
 * The settings forms checked in the browser before sending, with the rules and words the server's
 * schemas (contract/account/forms.ts) answer with; zod stays on the server (build-output test).
 * Each answer holds the first message per field; an empty object means the form may be sent.
 */
type Errors = Record<string, string>;

const collect = (checks: Record<string, string | undefined>): Errors =>
  Object.fromEntries(Object.entries(checks).filter((e): e is [string, string] => e[1] !== undefined));

const maxLength =
  (max: number, message: string): Validator =>
  (value) =>
    (value ?? '').length > max ? message : undefined;

export const nameErrors = (name: string): Errors =>
  collect({ name: compose(text('name'), maxLength(NAME_MAX_LENGTH, FIELD.nameTooLong(NAME_MAX_LENGTH)))(name) });

export const contactErrors = (kind: ContactKind, value: string): Errors =>
  collect({ value: compose(required, kind === 'email' ? email : mobile)(value.trim()) });

const newPassword: Validator = compose(
  required,
  (v) => ((v ?? '').length < PASSWORD_MIN_LENGTH ? FIELD.passwordTooShort(PASSWORD_MIN_LENGTH) : undefined),
  maxLength(PASSWORD_MAX_LENGTH, FIELD.passwordTooLong(PASSWORD_MAX_LENGTH)),
);

export const passwordErrors = (v: { current_password: string; password: string; confirmPassword: string }): Errors =>
  collect({
    current_password: required(v.current_password),
    password: newPassword(v.password),
    confirmPassword: compose(required, passwordConfirmation(v.password))(v.confirmPassword),
  });
