import type { BrandConfig } from '../../brands/schema';
import type { StandardCheckoutBody } from '#contract/subscriptions/payments';
import type { Queryable } from '../db/database';
import type { PaymentProvider } from '../payments/payment-provider';
import { NO_SUCH_TRANSACTION } from './complete-payment';
import { PaymentRefused } from './payment-refused';
import { TRANSACTION_CURRENCY, totalPaise } from './settle-payment';

export const CHECKOUT_CLOSED = 'This payment has already been made or has failed: see its status.';

/**
 * Standard Checkout's options for one of the user's transactions (docs/payments.md, "Standard Checkout"):
 * the order its checkout opened, the amount in paise, the brand's name and colour, the customer's
 * details as prefill and our transaction as the payment's note (what a payment.captured event names).
 * Only a transaction still waiting for its payment opens: a settled or pending one answers 400, one that
 * is not the user's (or has no order) 404.
 */
export async function standardCheckoutOptions(
  db: Queryable,
  provider: PaymentProvider,
  brand: BrandConfig,
  { userId, transaction, pageOrigin }: { userId: number; transaction: string; pageOrigin: string },
): Promise<StandardCheckoutBody> {
  const { rows } = await db.query<{
    status: string;
    order_id: string | null;
    total: number;
    plan: string;
    name: string | null;
    email: string | null;
    mobile: string | null;
  }>(
    `SELECT t.status, t.provider_order_id AS order_id, t.total_amount::float8 AS total, p.name AS plan,
            c.name, c.email, c.mobile
       FROM payment_transactions t JOIN plans p ON p.id = t.plan_id LEFT JOIN customers c ON c.user_id = t.user_id
      WHERE t.id = $1 AND t.user_id = $2 AND t.brand_id = $3`,
    [transaction, userId, brand.id],
  );
  const t = rows[0];
  if (!t?.order_id) throw new PaymentRefused(NO_SUCH_TRANSACTION, 404);
  if (t.status !== 'created') throw new PaymentRefused(CHECKOUT_CLOSED);
  return {
    transaction,
    script_url: provider.checkoutScript(pageOrigin),
    options: {
      key: provider.checkoutKey,
      order_id: t.order_id,
      amount: totalPaise(t.total),
      currency: TRANSACTION_CURRENCY,
      name: brand.displayName,
      description: `${brand.displayName}: ${t.plan}`,
      prefill: { name: t.name ?? '', email: t.email ?? '', contact: t.mobile ?? '' },
      notes: { transaction },
      theme: { color: brand.theme.primary },
    },
  };
}
