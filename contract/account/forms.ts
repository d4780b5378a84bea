import { z } from 'zod';
import { FIELD } from '#contract/auth/messages';
import {
  confirmationField,
  emailField,
  mobileField,
  newPasswordField,
  otpField,
  passwordField,
  textField,
  withConfirmation,
} from '#contract/forms/fields';
import { NAME_MAX_LENGTH } from '#contract/forms/patterns';

/**
 * The settings forms as the app and the server both check them (docs/account-settings.md). The
 * request shapes in contract/account/settings.ts take any value; these give each field its rule and message.
 */

export const ACCOUNT = {
  currentPasswordWrong: 'Your current password is not correct.',
  sameEmail: 'This is already your email.',
  sameMobile: 'This is already your mobile number.',
  deviceGone: 'This device is already signed out.',
  kind: 'Choose email or mobile',
} as const;

/** POST account/profile/ */
export const profileForm = z.object({ name: textField('name', NAME_MAX_LENGTH, FIELD.nameTooLong(NAME_MAX_LENGTH)) });

export type ContactKind = 'email' | 'mobile';
export interface ContactChange {
  kind: ContactKind;
  value: string;
}

const kindField = z.enum(['email', 'mobile'], { error: ACCOUNT.kind });

/** The new address, checked as an email or a mobile number by `kind`. */
const contactValue = z.object({ kind: kindField, value: z.unknown() }).transform((b, ctx): ContactChange => {
  const parsed = (b.kind === 'email' ? emailField : mobileField).safeParse(b.value);
  if (parsed.success) return { kind: b.kind, value: parsed.data };
  ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? FIELD.required, path: ['value'] });
  return z.NEVER;
});

/** POST account/contact-change/ */
export const contactChangeForm = contactValue;

/** POST account/contact-change/confirm/ */
export const contactConfirmForm = z
  .object({ kind: z.unknown(), value: z.unknown(), otp: otpField })
  .transform(({ kind, value, otp }, ctx) => {
    const parsed = contactValue.safeParse({ kind, value });
    if (parsed.success) return { ...parsed.data, otp };
    for (const { message, path } of parsed.error.issues) ctx.addIssue({ code: 'custom', message, path });
    return z.NEVER;
  });

/** POST account/password/ */
export const passwordChangeForm = withConfirmation(
  z.object({ current_password: passwordField, password: newPasswordField, confirmPassword: confirmationField }),
);
