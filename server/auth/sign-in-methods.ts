import { createMiddleware } from 'hono/factory';
import { AUTH } from '#contract/auth/messages';
import type { BrandConfig } from '../../brands/schema';
import type { AppEnv } from '../app-env';
import { fail } from '../http/envelope';

/**
 * Which ways in a brand offers, from its `loginType` (brands/schema.ts): 'all' offers everything,
 * 'starfolio' the brand's own accounts only, 'broker' the broker's sign-in page only. A method a
 * brand does not offer answers HTTP 404 with a message, like a route it does not have.
 */
export type SignInMethod = 'password' | 'otp' | 'registration' | 'password-reset' | 'google' | 'broker';

export function offersSignIn(brand: Pick<BrandConfig, 'loginType' | 'googleClientId'>, method: SignInMethod): boolean {
  if (method === 'broker') return brand.loginType === 'all' || brand.loginType === 'broker';
  if (method === 'google') return brand.loginType !== 'broker' && Boolean(brand.googleClientId);
  return brand.loginType !== 'broker';
}

const REFUSAL: Record<Exclude<SignInMethod, 'broker' | 'google'>, string> = {
  password: AUTH.passwordUnavailable,
  otp: AUTH.otpUnavailable,
  registration: AUTH.registrationUnavailable,
  'password-reset': AUTH.passwordResetUnavailable,
};

/** Lets the request through only on brands that offer `method`. */
export const requireSignInMethod = (method: keyof typeof REFUSAL) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!offersSignIn(c.var.brand, method)) return fail(c, 404, REFUSAL[method]);
    await next();
  });
