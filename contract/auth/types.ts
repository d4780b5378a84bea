import { z } from 'zod';
import { AUTH, FIELD } from './messages';
import { GRANTED_ROLES } from './roles';
import {
  confirmationField,
  emailField,
  mobileField,
  newPasswordField,
  otpField,
  otpTargetField,
  passwordField,
  textField,
  withConfirmation,
} from '#contract/forms/fields';
import { safeNextPath } from './next-path';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '#contract/forms/patterns';

/** The auth calls (docs/api.md, "Auth"): request schemas and the user they answer with. */

/** POST auth/login/ and site-client/login/ */
export const loginBody = z.object({ email: emailField, password: passwordField });

/** POST auth/registration/, step 1: the new account's details; the server emails a code. */
const registrationRequest = withConfirmation(
  z.object({
    name: textField('name', NAME_MAX_LENGTH, FIELD.nameTooLong(NAME_MAX_LENGTH)),
    email: emailField,
    mobile: mobileField,
    password: newPasswordField,
    confirmPassword: confirmationField,
  }),
);
/** Step 2 (an `otp` present): the emailed code creates the account, or signs in the one the email has. */
const registrationConfirm = z.object({ email: emailField, otp: otpField });

/** POST auth/registration/: one path, two steps, told apart by the fields sent. */
export const registrationBody = z.record(z.string(), z.unknown()).transform((body, ctx) => {
  const parsed =
    'otp' in body
      ? registrationConfirm.transform((v) => ({ step: 'confirm' as const, ...v })).safeParse(body)
      : registrationRequest.transform((v) => ({ step: 'request' as const, ...v })).safeParse(body);
  if (parsed.success) return parsed.data;
  for (const { message, path } of parsed.error.issues) ctx.addIssue({ code: 'custom', message, path });
  return z.NEVER;
});

/** body of registration step 1 and of generate-otp: a code is on its way. */
export interface OtpSentBody {
  sent: true;
  expiresInSeconds: number;
}

/** POST generate-otp/ */
export const generateOtpBody = z.object({ target: otpTargetField });
/** POST verify-otp/ */
export const verifyOtpBody = z.object({ target: otpTargetField, otp: otpField });

/** POST auth/passwordreset/, step 1: send a code to this address. */
const resetRequest = z.object({ email: emailField });
/** Step 2 (any of otp, password or confirmPassword present): set the password. */
const resetConfirm = withConfirmation(
  z.object({ email: emailField, otp: otpField, password: newPasswordField, confirmPassword: confirmationField }),
);
const isStep2 = (body: object) => ['otp', 'password', 'confirmPassword'].some((k) => k in body);

/** POST auth/passwordreset/: one path, two steps, told apart by the fields sent. */
export const passwordResetBody = z.record(z.string(), z.unknown()).transform((body, ctx) => {
  const parsed = isStep2(body)
    ? resetConfirm.transform((v) => ({ step: 'confirm' as const, ...v })).safeParse(body)
    : resetRequest.transform((v) => ({ step: 'request' as const, ...v })).safeParse(body);
  if (parsed.success) return parsed.data;
  for (const { message, path } of parsed.error.issues) ctx.addIssue({ code: 'custom', message, path });
  return z.NEVER;
});

const MAX_CREDENTIAL_LENGTH = 8192;
/** POST auth/login/google/: the ID token Google Identity Services gave the page. */
export const googleLoginBody = z.object({
  credential: z
    .string({ error: FIELD.credential })
    .trim()
    .min(1, FIELD.credential)
    .max(MAX_CREDENTIAL_LENGTH, AUTH.googleInvalid),
});

/** body.user of login, registration, userinfo, verify-otp and Google sign-in. */
export const userInfoSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  isSubscriber: z.boolean(),
  brokerName: z.string().nullable(),
  brokerClientCode: z.string().nullable(),
  /** Roles granted beyond investor (contract/auth/roles.ts); the studio and operations screens read them. */
  roles: z.array(z.enum(GRANTED_ROLES)),
});
export type UserInfo = z.infer<typeof userInfoSchema>;
export interface UserBody {
  user: UserInfo;
}

/** A broker client code: 4 to 16 letters and digits, upper-cased. */
export const CLIENT_CODE_PATTERN = /^[A-Z0-9]{4,16}$/;

/**
 * The simulated broker's sign-in form (an HTML form post). Fields arrive as text; the page shows
 * each field's message beside it.
 */
export const brokerSignInForm = z.object({
  csrfmiddlewaretoken: z.string().catch(''),
  next: z.unknown().optional(),
  clientCode: z
    .string()
    .catch('')
    .transform((v) => v.trim().toUpperCase().slice(0, 64))
    .refine((v) => v !== '', { message: FIELD.textEmpty('client code'), abort: true })
    .refine((v) => CLIENT_CODE_PATTERN.test(v), FIELD.clientCode),
  password: z
    .string()
    .catch('')
    .refine((v) => v !== '', { message: FIELD.textEmpty('password'), abort: true })
    .refine((v) => v.length <= PASSWORD_MAX_LENGTH, FIELD.passwordTooLong(PASSWORD_MAX_LENGTH)),
});

/** ?next= of the sign-in pages: where to go after signing in, a same-site path only ('/' otherwise). */
export const nextPathQuery = z.object({ next: z.unknown().optional().transform(safeNextPath) });
