import type { PaymentStatus } from '#src/lib/session/subscription-atoms';
import type { Transaction } from '#contract/subscriptions/payments';
import { backOff } from '#src/lib/http/back-off';
import type { PaymentSearch } from './payment-search';

export { parsePaymentSearch, type PaymentSearch } from './payment-search';

/** The hosted checkout's return as the status page's query string carries it (contract completePaymentRequest). */
export interface PaymentReturn {
  transaction: string;
  payment_id: string;
  status: 'success' | 'failed' | 'pending';
  signature: string;
}

/** The full signed return, or null when the page was opened another way (a push, a link, a reload after it). */
export function paymentReturnOf(s: PaymentSearch): PaymentReturn | null {
  if (!s.transaction || !s.payment_id || !s.signature) return null;
  if (s.status !== 'success' && s.status !== 'failed' && s.status !== 'pending') return null;
  return { transaction: s.transaction, payment_id: s.payment_id, status: s.status, signature: s.signature };
}

/**
 * The banner a transaction shows (docs/subscription-screens.md, "The payment status screen"): a payment link not yet
 * paid is 'sent'; unsettled is loading.
 */
export function paymentStatusOf(t: Pick<Transaction, 'status' | 'kind'>): Exclude<PaymentStatus, null> {
  if (t.status === 'success') return 'success';
  if (t.status === 'failed') return 'failed';
  if (t.kind === 'payment-link' && t.status === 'created') return 'payment-link-sent';
  return 'loading';
}

/** Polling back-off while a payment is unsettled: 2 s, doubling, at most 30 s (attempt counts from 0). */
export const pollDelay = backOff({ firstMs: 2_000, maxMs: 30_000 });
