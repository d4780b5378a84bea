/** Texts of the server-rendered sign-in pages: the broker sign-in page and the visitor fragments. */

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
