import { VALIDATION_MESSAGES } from '../../src/lib/validation-messages';

/** Field messages: spec §5 letter for letter (shared with the client), plus the ones the spec does not give. */
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
  otpNoAccount: 'No account uses this email or mobile number. Please register first.',
  googleUnavailable: 'Google sign-in is not available on this site.',
  googleNotConfigured: 'Google sign-in is not configured on this server.',
  googleInvalid: 'This Google sign-in could not be verified. Please try again.',
  googleExpired: 'This Google sign-in has expired. Please try again.',
  googleNoEmail: 'Your Google account has no verified email address.',
  loginRequired: 'Please log in to continue.',
  forbidden: 'You do not have access to this.',
} as const;

/** Texts of the broker sign-in page. */
export const BROKER = {
  title: (broker: string) => `Sign in to ${broker}`,
  intro: (broker: string, site: string) =>
    `Sign in with your ${broker} client code to continue to ${site}. Your first sign-in with a client code sets its password.`,
  clientCode: 'Client code',
  password: 'Password',
  submit: 'Sign in',
  cancel: (site: string) => `Cancel and return to ${site}`,
  invalid: 'Invalid client code or password.',
  formExpired: 'This sign-in form has expired. Please try again.',
  notOffered: 'Broker sign-in is not offered on this site.',
  otherSite: 'This page belongs to another site.',
} as const;

/** Texts of the visitor page fragments. */
export const FRAGMENT = {
  loginTitle: (site: string) => `Log in to ${site}`,
  email: 'Email',
  password: 'Password',
  login: 'Log in',
  forgotPassword: 'Forgot password?',
  loginOtp: 'Log in with OTP',
  google: 'Sign in with Google',
  or: 'or',
  brokersTitle: 'Log in with your broker',
  broker: (name: string) => `Log in with ${name}`,
  signupPrompt: 'New here?',
  signup: 'Create an account',
  subscriptionTitle: 'This post is for subscribers',
  subscriptionIntro: (site: string) => `Subscribe to read this post and every premium post on ${site}.`,
  plansTitle: 'Plans',
  noPlans: 'Plans are not available right now.',
  subscribe: 'Subscribe',
  subscriberPrompt: 'Already a subscriber?',
} as const;
