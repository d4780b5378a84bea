/*
 * What /loginerror/'s route reads before its page loads: kept apart from the page's words
 * (login-error-text.ts), as route code loads with every page (decision 0228).
 */

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
