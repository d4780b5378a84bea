import { randomBytes } from 'node:crypto';
import type { TransactionKind } from '#contract/subscriptions/payments';
import type { Database, Queryable } from '../db/database';
import { holdDiscountCode, lockDiscountCode } from '../billing/discount-lookup';
import { PlanNotFound } from '../billing/discount-refused';
import { priceFor, type Price } from '../billing/price';
import { CHECKOUT_REFUSALS, amountDueOf } from './checkout-checks';
import { PaymentRefused } from './payment-refused';
import { settleWithoutPayment } from './settle-payment';

export const newTransactionId = () => `txn_${randomBytes(12).toString('hex')}`;

export interface RecordedTransaction {
  id: string;
  kind: TransactionKind;
  checkout_url: string | null;
}

export const existingTransaction = async (db: Queryable, userId: number, clientKey: string) =>
  (
    await db.query<RecordedTransaction>(
      'SELECT id, kind, checkout_url FROM payment_transactions WHERE user_id = $1 AND client_key = $2',
      [userId, clientKey],
    )
  ).rows[0];

export interface TransactionToRecord {
  userId: number;
  planId: number;
  /** The code the investor typed (none for a renewal). */
  code?: string | null | undefined;
  clientKey: string;
  now: Date;
  renews?: number | undefined;
  kind: TransactionKind;
  brandId: string;
  /** The provider that will take the payment (recorded as 'none' when there is nothing to pay). */
  providerId: string;
  /** The app's payment status page on the brand's origin: where a transaction with nothing to pay goes. */
  statusPage: string;
}

async function insert(tx: Queryable, r: TransactionToRecord, price: Price, provider: string) {
  const g = price.gst!;
  const { rows } = await tx.query<RecordedTransaction>(
    `INSERT INTO payment_transactions (id, user_id, plan_id, brand_id, kind, client_key, base_amount, discount_code_id,
       discount_amount, taxable_amount, place_of_supply, supplier_state, cgst, sgst, igst, total_amount, provider,
       subscription_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)
     ON CONFLICT (user_id, client_key) DO NOTHING RETURNING id, kind, checkout_url`,
    [
      newTransactionId(),
      r.userId,
      r.planId,
      r.brandId,
      r.kind,
      r.clientKey,
      price.base_amount,
      price.discountCodeId,
      price.discount_amount,
      price.taxable_amount,
      g.place_of_supply,
      g.supplier_state,
      g.cgst,
      g.sgst,
      g.igst,
      price.total_amount,
      provider,
      r.renews ?? null,
      r.now.toISOString(),
    ],
  );
  return rows[0];
}

/**
 * Prices and records a new transaction, in one database transaction (decision 0232). With a discount
 * code, the code's row is locked first: its uses are counted and, when it applies, held for this
 * transaction (a `discount_redemptions` row) before the next caller may count them, so concurrent
 * checkouts cannot take a code past its limits. A transaction with nothing to pay (a code took the
 * whole fee) is paid at once, with no provider: its "checkout" is the status page.
 */
export async function recordTransaction(db: Database, r: TransactionToRecord): Promise<RecordedTransaction> {
  return db.transaction(async (tx) => {
    if (r.code?.trim()) await lockDiscountCode(tx, r.code);
    // A call with this key that held the lock first has recorded its transaction: that one is the answer.
    const first = await existingTransaction(tx, r.userId, r.clientKey);
    if (first) return first;
    const price = await priceFor(tx, {
      userId: r.userId,
      planId: r.planId,
      code: r.code,
      now: r.now,
      renewal: r.renews !== undefined,
    }).catch((e: unknown) => {
      throw e instanceof PlanNotFound ? new PaymentRefused(CHECKOUT_REFUSALS.inactive) : e;
    });
    if (!price.gst) throw new PaymentRefused('Please add your state: it decides the GST on your invoice.');
    const due = amountDueOf(price);
    if (due === 'tooLittle') throw new PaymentRefused(CHECKOUT_REFUSALS.tooLittle);
    const row = await insert(tx, r, price, due === 'nothing' ? 'none' : r.providerId);
    // The same key recorded meanwhile without a code (no lock to wait on): its insert won.
    if (!row) return (await existingTransaction(tx, r.userId, r.clientKey))!;
    if (price.discountCodeId !== null) {
      await holdDiscountCode(tx, { codeId: price.discountCodeId, userId: r.userId, transaction: row.id, at: r.now });
    }
    if (due === 'payment') return row;
    await settleWithoutPayment(tx, row.id, r.now);
    const statusPage = `${r.statusPage}?transaction=${row.id}`;
    await tx.query('UPDATE payment_transactions SET checkout_url = $2 WHERE id = $1', [row.id, statusPage]);
    return { ...row, checkout_url: statusPage };
  });
}
