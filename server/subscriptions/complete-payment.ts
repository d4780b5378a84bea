import type { Database } from '../db/database';
import { log } from '../log';
import { PaymentSignatureInvalid, type PaymentProvider, type SignedReturn } from '../payments/payment-provider';
import { PaymentRefused } from './payment-refused';
import { settlePayment, type SettleDeps } from './settle-payment';

export const NO_SUCH_TRANSACTION = 'There is no such transaction.';
export const PROVIDER_UNREACHABLE =
  'We could not reach the payment provider to confirm this payment. It is confirmed as soon as the provider tells us: check again in a few minutes.';

/**
 * Settles the browser's signed return (docs/payments.md, "Settling"; decision 0231). The signature
 * proves the checkout sent the payer back from this transaction's order, but the return carries no
 * amount: the payment is then asked of the provider's API, and the provider's answer (its order,
 * status, amount and currency) is what settles. Throws PaymentRefused (404) for a transaction that is
 * not the user's, PaymentSignatureInvalid for a bad signature or a payment the provider does not hold
 * for this order, and settlePayment's PaymentRefused for another amount or currency.
 */
export async function completePayment(
  db: Database,
  provider: PaymentProvider,
  userId: number,
  ret: SignedReturn,
  deps: SettleDeps = {},
): Promise<void> {
  const { rows } = await db.query<{ provider_order_id: string | null }>(
    'SELECT provider_order_id FROM payment_transactions WHERE id = $1 AND user_id = $2',
    [ret.transaction, userId],
  );
  const orderId = rows[0]?.provider_order_id;
  if (!orderId) throw new PaymentRefused(NO_SUCH_TRANSACTION, 404);
  const returned = provider.verifyReturn(ret, orderId);
  // The provider's word settles; while it cannot be had, nothing changes and its webhook settles later.
  const payment = await provider.fetchPayment(returned.paymentId).catch((err: unknown) => {
    log.warn('payment provider unreachable for a return', {
      transaction: ret.transaction,
      error: err instanceof Error ? err.message : String(err),
    });
    throw new PaymentRefused(PROVIDER_UNREACHABLE, 503);
  });
  if (!payment || payment.orderId !== orderId) {
    log.warn('payment return names a payment the provider does not hold for its order', {
      transaction: ret.transaction,
      payment: returned.paymentId,
    });
    throw new PaymentSignatureInvalid('return payment');
  }
  await settlePayment(db, { ...payment, transaction: ret.transaction }, deps);
}
