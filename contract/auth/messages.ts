import { VALIDATION_MESSAGES } from '#contract/forms/validation-messages';

/** Field messages, letter for letter (docs/validation.md, "Rules"), plus the ones the spec does not give. */
export const FIELD = {
  required: VALIDATION_MESSAGES.required,
  textEmpty: VALIDATION_MESSAGES.textEmpty,
  textInvalid: VALIDATION_MESSAGES.textInvalid,
  email: VALIDATION_MESSAGES.email,
  mobile: VALIDATION_MESSAGES.mobile,
  passwordMismatch: VALIDATION_MESSAGES.passwordMismatch,
  /** Ours: the spec gives no password rule. */
  passwordTooShort: (min: number) => `Password must be at least ${min} characters`,
  passwordTooLong: (max: number) => `Password must be at most ${max} characters`,
  nameTooLong: (max: number) => `Name must be at most ${max} characters`,
  otpFormat: 'Please enter the 6-digit OTP',
  target: 'Please enter a valid email or mobile number',
  clientCode: 'Please enter a valid client code (4 to 16 letters and digits)',
  credential: 'Please send the Google sign-in credential',
} as const;

/** head.message of auth answers. */
export const AUTH = {
  badBody: 'Send a JSON object as the request body.',
  tooLarge: 'The request is too large.',
  checkFields: 'Please correct the highlighted fields.',
  invalidCredentials: 'Invalid email or password.',
  emailTaken: 'An account with this email already exists.',
  mobileTaken: 'An account with this mobile number already exists.',
  otpExpired: 'This OTP has expired or was already used. Please request a new one.',
  otpWrong: (left: number) => `Incorrect OTP. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
  otpLocked: 'Too many wrong attempts. Please request a new OTP.',
  otpRateLimited: (minutes: number) =>
    `Too many OTP requests. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  /** Wrong codes from one client address across every target (server/auth/otp-limits.ts). */
  otpGuessRateLimited: (minutes: number) =>
    `Too many wrong OTPs. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  /** Password sign-in throttled (server/auth/sign-in-throttle.ts): the same for every email, known or not. */
  signInRateLimited: (minutes: number) =>
    `Too many sign-in attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  /** A sign-in method the brand does not offer (its loginType): HTTP 404. */
  passwordUnavailable: 'Password sign-in is not available on this site. Please log in with your broker.',
  otpUnavailable: 'OTP sign-in is not available on this site. Please log in with your broker.',
  registrationUnavailable: 'Creating an account is not available on this site. Please log in with your broker.',
  passwordResetUnavailable: 'Password reset is not available on this site. Please log in with your broker.',
  otpNoAccount: 'No account uses this email or mobile number. Please register first.',
  googleUnavailable: 'Google sign-in is not available on this site.',
  googleNotConfigured: 'Google sign-in is not configured on this server.',
  googleInvalid: 'This Google sign-in could not be verified. Please try again.',
  googleExpired: 'This Google sign-in has expired. Please try again.',
  googleNoEmail: 'Your Google account has no verified email address.',
  loginRequired: 'Please log in to continue.',
  forbidden: 'You do not have access to this.',
  /** What a signed-in user without a route's role is answered (HTTP 404, never 403). */
  notFound: 'Not found.',
} as const;
