import { API } from '#contract/http/api-paths';
import type { ApiClient } from '#src/lib/http/api-client';
import type { UserInfo } from '#src/lib/session/session-atoms';
import { userFrom } from './auth-queries';

/** The auth calls of the API contract (docs/api.md); each rejects with an ApiError. */

/** Google sign-in: the ID token Google's script handed over (docs/decisions/0013). */
export const googleLogin = async (api: ApiClient, credential: string): Promise<UserInfo> =>
  userFrom(await api.post<unknown>(API.auth.google, { credential }));

/** Posts a page-fragment form (its data-api path, allow-listed by the fragment sanitizer). */
export const postFragmentForm = async (api: ApiClient, path: string, fields: Record<string, string>) =>
  api.post<unknown>(path, fields);

export interface OtpSent {
  sent: boolean;
  expiresInSeconds: number;
}

export async function generateOtp(api: ApiClient, target: string): Promise<OtpSent> {
  const body = await api.post<Partial<OtpSent>>(API.auth.generateOtp, { target });
  return { sent: body.sent === true, expiresInSeconds: body.expiresInSeconds ?? 600 };
}

export const verifyOtp = async (api: ApiClient, target: string, otp: string): Promise<UserInfo> =>
  userFrom(await api.post<unknown>(API.auth.verifyOtp, { target, otp }));

export async function requestPasswordReset(api: ApiClient, email: string): Promise<void> {
  await api.post(API.auth.passwordReset, { email });
}

export interface PasswordResetValues {
  email: string;
  otp: string;
  password: string;
  confirmPassword: string;
}

export async function resetPassword(api: ApiClient, values: PasswordResetValues): Promise<void> {
  await api.post(API.auth.passwordReset, values);
}

export interface RegistrationValues {
  name: string;
  email: string;
  mobile: string;
  password: string;
  confirmPassword: string;
}

/** Registration step 1: the server emails a code (whether or not the email already has an account). */
export async function register(api: ApiClient, values: RegistrationValues): Promise<OtpSent> {
  const body = await api.post<Partial<OtpSent>>(API.auth.registration, values);
  return { sent: body.sent === true, expiresInSeconds: body.expiresInSeconds ?? 600 };
}

/** Registration step 2: the emailed code creates the account (or signs in the one the email has). */
export const confirmRegistration = async (api: ApiClient, email: string, otp: string): Promise<UserInfo> =>
  userFrom(await api.post<unknown>(API.auth.registration, { email, otp }));
