import { SITE_CLIENT_API } from '#contract/site/client-paths';

/**
 * Signing in and out (docs/session.md): `API.auth` (contract/http/api-paths.ts). Kept here so code every
 * session carries, the widget's included, names these paths and not every path of the product.
 */
export const AUTH_API = {
  login: 'auth/login/',
  logout: 'auth/logout/',
  registration: 'auth/registration/',
  userinfo: 'auth/userinfo/',
  passwordReset: 'auth/passwordreset/',
  google: 'auth/login/google/',
  generateOtp: 'generate-otp/',
  verifyOtp: 'verify-otp/',
  siteClientLogin: SITE_CLIENT_API.login,
  siteClientLogout: SITE_CLIENT_API.logout,
} as const;
