import { FIELD } from './messages';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './passwords';

/** Field name → message, the body.errors of a 400. */
export type FieldErrors = Record<string, string>;

export const NAME_MAX_LENGTH = 100;
const EMAIL_MAX_LENGTH = 254;

/** The address pattern browsers use for <input type="email">, plus a top-level domain of two letters or more. */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*\.[a-zA-Z]{2,}$/;
const MOBILE = /^[0-9]{10}$/;
const BAD_SPACING = /^\s|\s$|\s\s/;

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * Reads body fields one rule at a time, collecting the first message per field.
 * Values of the wrong type count as invalid (never as a crash).
 */
export class FieldReader {
  readonly errors: FieldErrors = {};
  constructor(private readonly body: Record<string, unknown>) {}

  private fail(field: string, message: string): undefined {
    this.errors[field] ??= message;
    return undefined;
  }

  /** A required email, trimmed and lower-cased. */
  email(field = 'email'): string | undefined {
    const v = this.body[field];
    if (isBlank(v)) return this.fail(field, FIELD.required);
    if (typeof v !== 'string') return this.fail(field, FIELD.email);
    const value = v.trim().toLowerCase();
    return value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value) ? value : this.fail(field, FIELD.email);
  }

  /** A required 10-digit mobile number (a JSON number of 10 digits is accepted too). */
  mobile(field = 'mobile'): string | undefined {
    const v = this.body[field];
    if (isBlank(v)) return this.fail(field, FIELD.required);
    const value = typeof v === 'number' && Number.isSafeInteger(v) ? String(v) : v;
    return typeof value === 'string' && MOBILE.test(value.trim()) ? value.trim() : this.fail(field, FIELD.mobile);
  }

  /** Free text labelled `label`: empty asks for it, leading/trailing/doubled spaces are refused. */
  text(field: string, label: string, maxLength: number, tooLong: string): string | undefined {
    const v = this.body[field];
    if (isBlank(v)) return this.fail(field, FIELD.textEmpty(label));
    if (typeof v !== 'string' || BAD_SPACING.test(v)) return this.fail(field, FIELD.textInvalid(label));
    return v.length <= maxLength ? v : this.fail(field, tooLong);
  }

  /** A password as typed: present, and (when `rules`, i.e. a new password) of an allowed length. */
  password(field = 'password', rules = true): string | undefined {
    const v = this.body[field];
    if (v === undefined || v === null || v === '') return this.fail(field, FIELD.required);
    if (typeof v !== 'string') return this.fail(field, FIELD.textInvalid('password'));
    if (!rules) return v;
    if (v.length < PASSWORD_MIN_LENGTH) return this.fail(field, FIELD.passwordTooShort(PASSWORD_MIN_LENGTH));
    if (v.length > PASSWORD_MAX_LENGTH) return this.fail(field, FIELD.passwordTooLong(PASSWORD_MAX_LENGTH));
    return v;
  }

  /** The confirmation must equal the password as typed, exactly (even when the password itself is refused). */
  confirmation(field = 'confirmPassword', passwordField = 'password'): void {
    const v = this.body[field];
    if (v === undefined || v === null || v === '') this.fail(field, FIELD.required);
    else if (v !== this.body[passwordField]) this.fail(field, FIELD.passwordMismatch);
  }

  /** An OTP: exactly six digits (a JSON number is accepted and zero-padded). */
  otp(field = 'otp'): string | undefined {
    const v = this.body[field];
    if (isBlank(v)) return this.fail(field, FIELD.required);
    const value = typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < 1e6 ? String(v).padStart(6, '0') : v;
    return typeof value === 'string' && /^[0-9]{6}$/.test(value.trim())
      ? value.trim()
      : this.fail(field, FIELD.otpFormat);
  }

  /** Where an OTP goes: an email (lower-cased) or a 10-digit mobile number. */
  target(field = 'target'): OtpTarget | undefined {
    const v = this.body[field];
    if (isBlank(v)) return this.fail(field, FIELD.required);
    const raw = typeof v === 'number' && Number.isSafeInteger(v) ? String(v) : v;
    if (typeof raw !== 'string') return this.fail(field, FIELD.target);
    const value = raw.trim();
    if (value.includes('@')) {
      const email = value.toLowerCase();
      return email.length <= EMAIL_MAX_LENGTH && EMAIL.test(email)
        ? { kind: 'email', value: email }
        : this.fail(field, FIELD.email);
    }
    if (/^[0-9 +-]+$/.test(value))
      return MOBILE.test(value) ? { kind: 'mobile', value } : this.fail(field, FIELD.mobile);
    return this.fail(field, FIELD.target);
  }

  get ok(): boolean {
    return Object.keys(this.errors).length === 0;
  }
}

export interface OtpTarget {
  kind: 'email' | 'mobile';
  value: string;
}
