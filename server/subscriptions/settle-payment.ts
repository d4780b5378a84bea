import { toPaise } from '#contract/money/paise';
import type { Database, Queryable } from '../db/database';
import { log } from '../log';
import type { PaymentOutcome } from '../payments/payment-provider';
import type { PushSender } from '../push/push-sender';
import { allocateInvoiceNumber } from './invoice-number';
import { PaymentRefused } from './payment-refused';
import { notifySettled } from './settle-notify';
import { sendReceipt } from './send-receipt';

export interface SettleDeps {
  push?: PushSender;
  /** The settlement's time; the real clock unless a test passes one. */
  now?: () => Date;
}

export interface TransactionRow {
  id: string;
  user_id: number;
  plan_id: number;
  brand_id: string;
  kind: 'new' | 'renewal' | 'payment-link';
  status: 'created' | 'pending' | 'success' | 'failed';
  /** GST included: what the subscription's amount_paid counts. */
  total_amount: number;
  discount_code_id: number | null;
  provider_order_id: string | null;
  subscription_id: number | null;
}

export interface Settled {
  transaction: TransactionRow;
  /** False when this outcome changed nothing (a retry, a replay, a late return after the webhook). */
  changed: boolean;
}

const SETTLED = new Set(['success', 'failed']);

/** Every transaction is in rupees; the provider's order is opened for its total in paise. */
export const TRANSACTION_CURRENCY = 'INR' as const;
export const totalPaise = (total: number) => toPaise(total, 'the total', true);

/** A payment event whose amount or currency is not the transaction's: refused, the transaction unchanged. */
export const AMOUNT_REFUSED = 'The amount paid is not the amount of this transaction.';

/** Starts the subscription, or extends the renewed one from its end (or from now, once lapsed). */
async function grant(tx: Queryable, t: TransactionRow, at: string): Promise<number> {
  const { rows: plan } = await tx.query<{ months: number; recurring: number }>(
    `SELECT (CASE WHEN interval = 'year' THEN 12 ELSE 1 END) * interval_count AS months,
            recurring_amount::float8 AS recurring FROM plans WHERE id = $1`,
    [t.plan_id],
  );
  const { months, recurring } = plan[0]!;
  if (t.kind === 'renewal' && t.subscription_id !== null) {
    await tx.query(
      `UPDATE subscriptions SET expires_at = greatest(expires_at, $2::timestamptz) + make_interval(months => $3),
              transaction_id = $4, amount_paid = coalesce(amount_paid, 0) + $5, recurring_amount = $6
        WHERE id = $1`,
      [t.subscription_id, at, months, t.id, t.total_amount, recurring],
    );
    return t.subscription_id;
  }
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO subscriptions (user_id, plan_id, starts_at, expires_at, transaction_id, amount_paid, recurring_amount)
     VALUES ($1, $2, $3::timestamptz, $3::timestamptz + make_interval(months => $4), $5, $6, $7) RETURNING id`,
    [t.user_id, t.plan_id, at, months, t.id, t.total_amount, recurring],
  );
  return rows[0]!.id;
}

async function apply(tx: Queryable, t: TransactionRow, outcome: PaymentOutcome, at: Date): Promise<boolean> {
  if (SETTLED.has(t.status)) return false;
  const iso = at.toISOString();
  if (outcome.status === 'pending') {
    await tx.query(`UPDATE payment_transactions SET status = 'pending', provider_payment_id = $2 WHERE id = $1`, [
      t.id,
      outcome.paymentId,
    ]);
    return t.status !== 'pending';
  }
  if (outcome.status === 'failed') {
    await tx.query(
      `UPDATE payment_transactions SET status = 'failed', provider_payment_id = $2, failure_reason = $3, settled_at = $4
        WHERE id = $1`,
      [t.id, outcome.paymentId, outcome.failureReason ?? 'The payment was not completed.', iso],
    );
    return true;
  }
  await succeed(tx, t, outcome.paymentId, at);
  return true;
}

/**
 * A paid transaction: starts (or extends) its subscription, keeps its discount code's redemption (held
 * since the transaction was made; written here for one made before holds were) and takes its invoice number.
 */
async function succeed(tx: Queryable, t: TransactionRow, paymentId: string | null, at: Date) {
  const iso = at.toISOString();
  const subscription = await grant(tx, t, iso);
  if (t.discount_code_id !== null) {
    await tx.query(
      `INSERT INTO discount_redemptions (discount_code_id, user_id, transaction_id, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (transaction_id) DO NOTHING`,
      [t.discount_code_id, t.user_id, t.id, iso],
    );
  }
  await tx.query(
    `UPDATE payment_transactions SET status = 'success', provider_payment_id = $2, subscription_id = $3,
            invoice_number = $4, settled_at = $5, failure_reason = NULL
      WHERE id = $1`,
    [t.id, paymentId, subscription, await allocateInvoiceNumber(tx, at), iso],
  );
}

const lockTransaction = async (tx: Queryable, id: string) =>
  (
    await tx.query<TransactionRow>(
      `SELECT id, user_id, plan_id, brand_id, kind, status, total_amount::float8 AS total_amount, discount_code_id,
              provider_order_id, subscription_id
         FROM payment_transactions WHERE id = $1 FOR UPDATE`,
      [id],
    )
  ).rows[0];

/**
 * Settles, inside the caller's database transaction, a transaction with nothing to pay (a discount
 * code took the whole fee, decision 0232): paid at once, with no provider and no payment.
 */
export async function settleWithoutPayment(tx: Queryable, transaction: string, at: Date): Promise<void> {
  const t = await lockTransaction(tx, transaction);
  if (t && !SETTLED.has(t.status)) await succeed(tx, t, null, at);
}

/**
 * The one way a payment is settled (docs/payments.md, "Settling"), from the browser's signed return
 * or the provider's webhook, whichever comes first. Under the transaction row's lock, so a return and
 * a webhook at once settle it once: a success starts (or extends) one subscription, records the
 * discount's redemption and allocates the invoice number, then the receipt goes out with the invoice;
 * a failure keeps its reason. A transaction already settled is answered unchanged. Throws
 * PaymentRefused for an outcome naming another order, or moving another amount or currency than the
 * transaction's total (logged with both).
 */
export async function settlePayment(
  db: Database,
  outcome: PaymentOutcome,
  deps: SettleDeps = {},
): Promise<Settled | undefined> {
  const at = deps.now?.() ?? new Date();
  const settled = await db.transaction(async (tx) => {
    const t = await lockTransaction(tx, outcome.transaction);
    if (!t) return undefined;
    if (t.provider_order_id !== outcome.orderId) throw new PaymentRefused('This payment belongs to another order.');
    const expected = totalPaise(t.total_amount);
    if (outcome.amountPaise !== expected || outcome.currency !== TRANSACTION_CURRENCY) {
      log.warn('payment amount refused', {
        transaction: t.id,
        payment: outcome.paymentId,
        expected: { amount: expected, currency: TRANSACTION_CURRENCY },
        got: { amount: outcome.amountPaise, currency: outcome.currency },
      });
      throw new PaymentRefused(AMOUNT_REFUSED);
    }
    const changed = await apply(tx, t, outcome, at);
    const { rows: after } = await tx.query<{ status: TransactionRow['status']; subscription_id: number | null }>(
      'SELECT status, subscription_id FROM payment_transactions WHERE id = $1',
      [t.id],
    );
    return { transaction: { ...t, ...after[0]! }, changed };
  });
  if (settled?.changed) {
    log.info('payment settled', { transaction: settled.transaction.id, status: settled.transaction.status });
    await notifySettled(deps.push, settled.transaction);
    await sendReceipt(db, settled.transaction);
  }
  return settled;
}
