/**
 * The dealer area's words and rules the app and server share (docs/dealer.md); no zod here. The reports'
 * names and a payment link's token, which routes read, are in dealer-route-rules.ts.
 */

/**
 * Where a rebalance in the dealer's rebalance report came from: a basket version the adviser published
 * ('Version 6', the version it moves to) or target weights from the adviser's spreadsheet
 * (docs/rebalance-from-sheet.md).
 */
export const REBALANCE_SOURCES = {
  /** Followed by the version's number: 'Version 6'. */
  version: 'Version',
  sheet: 'Adviser’s sheet',
} as const;

/** Rows per page of the client list and of every report. */
export const DEALER_PAGE_SIZE = 20;

/** Spec §4, 'payment link sent', letter for letter. */
export const PAYMENT_LINK_SENT = 'We have successfully sent the payment link to the customer.';

/** How long a payment link may be opened. */
export const PAYMENT_LINK_DAYS = 7;

export const PAYMENT_LINK_REFUSALS = {
  notYourClient: 'This customer is not one of your clients.',
  noPlan: 'Choose a plan that is on sale.',
  unknown: 'This payment link is not valid. Ask your dealer to send a new one.',
  expired: 'This payment link has expired. Ask your dealer to send a new one.',
  used: 'This payment link has already been used.',
  otherAccount: 'This payment link was sent to another account. Sign out, then sign in as the customer it was sent to.',
} as const;

/** An email shown to a dealer: first letter and domain (r•••@example.com). */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}

/** A mobile number shown to a dealer: the last four digits (••••••3210). */
export function maskMobile(mobile: string | null): string | null {
  if (!mobile) return null;
  return `${'•'.repeat(Math.max(0, mobile.length - 4))}${mobile.slice(-4)}`;
}
