import { ACCOUNT_MENU_MESSAGES } from './account-menu-messages';
import { MENU_MESSAGES } from './menu-messages';
import { PROMPT_MESSAGES } from './prompt-messages';

/** Every string the auth screens show. The server's own messages (head.message, body.errors) are shown as sent. */
export const AUTH_MESSAGES = {
  ...PROMPT_MESSAGES,
  ...MENU_MESSAGES,
  ...ACCOUNT_MENU_MESSAGES,
  otpTitle: 'Log in with OTP',
  resetTitle: 'Reset your password',
  signupTitle: 'Create an account',
  googleTitle: 'Sign in with Google',

  brokerIntro: 'Log in through your broker. You will come back to this page afterwards.',
  brokerLink: (name: string) => `Log in with ${name}`,
  useAccountInstead: 'Log in with email instead',
  useBrokerInstead: 'Log in with your broker instead',

  email: 'Email',
  password: 'Password',
  checkFields: 'Please correct the highlighted fields.',
  noUser: 'The server did not send the account details. Please try again.',

  otpTarget: 'Email or mobile number',
  otpTargetHint: 'A 10-digit mobile number or your email address.',
  otpSend: 'Send OTP',
  otpCode: 'OTP',
  otpCodeHint: 'The 6-digit code we sent you.',
  otpSent: (target: string, minutes: number) =>
    `We sent a 6-digit OTP to ${target}. It is valid for ${minutes} minutes.`,
  otpVerify: 'Verify and log in',
  otpResend: 'Send a new OTP',
  otpChangeTarget: 'Use a different email or mobile number',
  otpCodeFormat: 'Please enter the 6-digit OTP',
  otpTargetFormat: 'Please enter a valid email or mobile number',
  backToPassword: 'Log in with password instead',

  resetIntro: 'Enter the email you log in with. We will send it a code to set a new password.',
  resetSend: 'Send reset code',
  resetSent: 'If an account uses this email, we have sent it a 6-digit code.',
  resetCode: 'Reset code',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  resetSubmit: 'Set new password',
  resetDone: 'Your password has been changed. Log in with your new password.',

  googleLoading: 'Connecting to Google…',
  googleIntro: 'Choose your Google account. Google asks you to confirm in its own window.',
  googleUnreachable:
    "Google's sign-in service could not be reached, so Google sign-in cannot be used right now. Check your connection, or log in with your email and password or with an OTP.",
  googleSigningIn: 'Signing you in…',

  name: 'Name',
  mobile: 'Mobile number',
  mobileHint: '10 digits, without +91.',
  confirmPassword: 'Confirm password',
  signupSubmit: 'Create account',
  signupCodeSent: (email: string, minutes: number) =>
    `We sent a 6-digit code to ${email}. Enter it within ${minutes} minutes to finish.`,
  signupVerify: 'Verify and create account',
  signupResend: 'Send a new code',
  signupChangeDetails: 'Change my details',
  haveAccount: 'Already have an account?',
  noAccount: 'New here?',
  createAccount: 'Create an account',

  welcome: (name: string) => `Welcome, ${name}!`,
} as const;
