/** The payment status route's search, read before its screen loads (kept small: it is in every page's first load). */

export interface PaymentSearch {
  transaction?: string;
  payment_id?: string;
  status?: string;
  signature?: string;
}

const text = (v: unknown, max: number) => (typeof v === 'string' && v.length > 0 && v.length <= max ? v : undefined);

/** The status page's search: only short strings are kept (anything else is dropped, never trusted). */
export function parsePaymentSearch(search: Record<string, unknown>): PaymentSearch {
  const out: PaymentSearch = {};
  const transaction = text(search.transaction, 64);
  const paymentId = text(search.payment_id, 64);
  const status = text(search.status, 16);
  const signature = text(search.signature, 256);
  if (transaction) out.transaction = transaction;
  if (paymentId) out.payment_id = paymentId;
  if (status) out.status = status;
  if (signature) out.signature = signature;
  return out;
}
