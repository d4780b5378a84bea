/**
 * What routes read of the dealer area before its screens load (docs/dealer.md): the reports' names
 * (/dealer/reports/<name>/ and its title) and a payment link's token in the checkout's address. Apart
 * from dealer-rules.ts, because route heads and searches load with every page
 * (tests/build/initial-js.test.ts, decision 0228); zod-free.
 */

/** The dealer's reports, by the name in /dealer/reports/<name>/ and API.dealer.report(name). */
export const DEALER_REPORTS = ['investment-status', 'rebalance', 'summary', 'payment-status'] as const;
export type DealerReportName = (typeof DEALER_REPORTS)[number];

export const isDealerReport = (v: unknown): v is DealerReportName =>
  typeof v === 'string' && (DEALER_REPORTS as readonly string[]).includes(v);

export const DEALER_REPORT_TITLES: Record<DealerReportName, string> = {
  'investment-status': 'Client investment status',
  rebalance: 'Rebalance report',
  summary: 'Summary report',
  'payment-status': 'Payment status',
};

/** A payment link's token in the checkout's address (?link=): 43 base64url characters. */
export const PAYMENT_LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;
