import { BROKER_LINK } from '#contract/trading/messages';
import type { LoginErrorReason } from './login-error-reason';

/** What /loginerror/ says for each reason (BROKER_LINK). */
export const loginErrorText = (reason: LoginErrorReason): string =>
  ({ cancelled: BROKER_LINK.cancelled, expired: BROKER_LINK.expired, failed: BROKER_LINK.signInFailed })[reason];
