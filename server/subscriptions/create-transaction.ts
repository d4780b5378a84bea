import type { BrandConfig } from '../../brands/schema';
import type { TransactionKind } from '#contract/subscriptions/payments';
import { API, apiPath } from '#contract/http/api-paths';
import type { Database, Queryable } from '../db/database';
import type { PaymentProvider } from '../payments/payment-provider';
import { checkoutChecks, checkoutRefusal } from './checkout-checks';
import { PaymentRefused } from './payment-refused';
import { readPlan } from './plan-row';
import { existingTransaction, recordTransaction, type RecordedTransaction } from './record-transaction';
import { TRANSACTION_CURRENCY, totalPaise } from './settle-payment';

export interface CreateTransactionDeps {
  db: Database;
  provider: PaymentProvider;
  brand: BrandConfig;
  /** The brand's origin this request came on: where the payer returns to. */
  origin: string;
}

export interface CreateTransactionInput {
  userId: number;
  planId: number;
  code?: string | null;
  clientKey: string;
  now: Date;
  /** The market clock (MARKET_NOW), which dates SEBI's family limits; `now` when absent. */
  marketNow?: Date;
  /** A renewal of this subscription (the plan's recurring amount); a new subscription when absent. */
  renews?: number;
  /** 'payment-link' for a dealer's payment link (server/dealer/payment-link.ts); else new or renewal. */
  kind?: TransactionKind;
}

export interface CreatedTransaction {
  transaction: string;
  redirectUrl: string;
}

/** A transaction's Payment Link is payable for a day (Razorpay takes at least 15 minutes). */
const linkExpiry = (now: Date) => new Date(now.getTime() + 86_400_000);

/** Opens the provider's checkout for a recorded transaction once; a concurrent opener's checkout is the one kept. */
async function openCheckout(deps: CreateTransactionDeps, row: RecordedTransaction, userId: number): Promise<string> {
  if (row.checkout_url) return row.checkout_url;
  const { rows } = await deps.db.query<{
    total: number;
    plan: string;
    name: string;
    email: string | null;
    mobile: string | null;
  }>(
    `SELECT t.total_amount::float8 AS total, p.name AS plan, c.name, c.email, c.mobile
       FROM payment_transactions t JOIN plans p ON p.id = t.plan_id JOIN customers c ON c.user_id = t.user_id
      WHERE t.id = $1 AND t.user_id = $2`,
    [row.id, userId],
  );
  const t = rows[0]!;
  const common = {
    amountPaise: totalPaise(t.total),
    description: `${deps.brand.displayName}: ${t.plan}`,
    merchantName: deps.brand.displayName,
    webhookUrl: `${deps.origin}${apiPath(deps.brand.segment, API.payments.webhook)}`,
    customer: { name: t.name, email: t.email, mobile: t.mobile },
  };
  // The checkout's return comes to the callback route, which sends the payer on to /payment/status/.
  const returnUrl = `${deps.origin}${apiPath(deps.brand.segment, API.payments.callback)}?transaction=${row.id}`;
  // A dealer's payment link, its checks passed on the subscribe page, is paid on a Payment Link of the
  // agreed amount (decision 0280); the link's id is the provider id payment_link.paid must name.
  const session =
    row.kind === 'payment-link'
      ? await deps.provider
          .createPaymentLink({
            ...common,
            reference: row.id,
            callbackUrl: returnUrl,
            expiresAt: linkExpiry(new Date()),
          })
          .then((l) => ({ orderId: l.linkId, redirectUrl: l.url }))
      : await deps.provider.createCheckout({
          ...common,
          transaction: row.id,
          currency: TRANSACTION_CURRENCY,
          returnUrl,
        });
  const kept = await deps.db.query<{ checkout_url: string }>(
    `UPDATE payment_transactions SET provider_order_id = $2, checkout_url = $3
      WHERE id = $1 AND checkout_url IS NULL RETURNING checkout_url`,
    [row.id, session.orderId, session.redirectUrl],
  );
  if (kept.rows[0]) return kept.rows[0].checkout_url;
  // Another call opened a checkout for this transaction first: answer that one.
  const { rows: stored } = await deps.db.query<{ checkout_url: string }>(
    'SELECT checkout_url FROM payment_transactions WHERE id = $1',
    [row.id],
  );
  return stored[0]!.checkout_url;
}

/** The checks that need no lock: the plan, customer details, risk profile and agreement. */
async function refuseUnready(db: Queryable, brand: BrandConfig, input: CreateTransactionInput) {
  const plan = await readPlan(db, input.planId);
  if (!plan) throw new PaymentRefused('There is no such plan.', 404);
  const checks = await checkoutChecks(db, brand, input.userId, plan, input.now, {
    marketNow: input.marketNow,
    renews: input.renews,
  });
  // A renewal keeps a plan the adviser has since withdrawn (the pricing module prices it too).
  const refusal = checkoutRefusal(input.renews ? { ...plan, active: true } : plan, checks);
  if (refusal) throw new PaymentRefused(refusal.message, 400, refusal.errors);
}

/**
 * Starts paying for a plan (docs/payments.md, "Transactions"): idempotent on (user, client key), so
 * a retry or a double click, concurrent or later, answers the same transaction and checkout. Refuses
 * (PaymentRefused) an inactive plan, missing customer details, a missing current risk profile, an
 * unsigned agreement, an amount no payment can be; a refused discount code throws the pricing
 * module's DiscountRefused. A discount code is held for the transaction from now (decision 0232); a
 * transaction with nothing to pay is paid at once and answers the status page instead of a checkout.
 */
export async function createTransaction(
  deps: CreateTransactionDeps,
  input: CreateTransactionInput,
): Promise<CreatedTransaction> {
  let row = await existingTransaction(deps.db, input.userId, input.clientKey);
  if (!row) {
    await refuseUnready(deps.db, deps.brand, input);
    row = await recordTransaction(deps.db, {
      ...input,
      code: input.renews ? null : input.code,
      kind: input.kind ?? (input.renews ? 'renewal' : 'new'),
      brandId: deps.brand.id,
      providerId: deps.provider.id,
      statusPage: `${deps.origin}/payment/status/`,
    });
  }
  const redirectUrl = await openCheckout(deps, row, input.userId);
  return { transaction: row.id, redirectUrl };
}
