import { BROKER_LINK } from '#contract/trading-messages';

export type LoginErrorReason = 'cancelled' | 'expired' | 'failed';

/** /loginerror/'s address: why the broker sign-in failed, and at which broker. */
export interface LoginErrorSearch {
  reason: LoginErrorReason;
  broker?: string;
}

const REASONS: readonly LoginErrorReason[] = ['cancelled', 'expired', 'failed'];

/** Reads the address; an unknown or missing reason reads as 'failed', a malformed broker id as none. */
export function parseLoginErrorSearch(search: Record<string, unknown>): LoginErrorSearch {
  const reason = REASONS.find((r) => r === search.reason) ?? 'failed';
  const broker =
    typeof search.broker === 'string' && /^[a-z0-9_-]{1,40}$/i.test(search.broker) ? search.broker : undefined;
  return broker ? { reason, broker } : { reason };
}

/** What the page says for each reason (BROKER_LINK). */
export const loginErrorText = (reason: LoginErrorReason): string =>
  ({ cancelled: BROKER_LINK.cancelled, expired: BROKER_LINK.expired, failed: BROKER_LINK.signInFailed })[reason];
