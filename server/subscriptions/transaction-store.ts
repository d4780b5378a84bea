import type { Transaction, TransactionsBody } from '#contract/subscriptions/payments';
import { GST_RATE_PERCENT } from '#contract/subscriptions/gst';
import type { Queryable } from '../db/database';
import { iso, periodLabel, PLAN_OF_ROW_COLUMNS, type PlanOfRow } from './plan-row';
import { planMonths } from './plan-labels';
import { roundToPaisa } from '#contract/money/paise';

export const TRANSACTIONS_PAGE_SIZE = 10;

interface Row extends PlanOfRow {
  id: string;
  kind: Transaction['kind'];
  status: Transaction['status'];
  base_amount: number;
  discount_code: string | null;
  discount_amount: number;
  taxable_amount: number;
  cgst: number;
  sgst: number;
  igst: number;
  place_of_supply: string;
  supplier_state: string;
  total_amount: number;
  created_at: Date | string;
  settled_at: Date | string | null;
  provider_payment_id: string | null;
  invoice_number: string | null;
  subscription_id: number | null;
  failure_reason: string | null;
}

const SELECT = `SELECT t.id, t.kind, t.status, t.plan_id, ${PLAN_OF_ROW_COLUMNS}, t.base_amount::float8 AS base_amount, d.code AS discount_code,
    t.discount_amount::float8 AS discount_amount, t.taxable_amount::float8 AS taxable_amount, t.cgst::float8 AS cgst,
    t.sgst::float8 AS sgst, t.igst::float8 AS igst, t.place_of_supply, t.supplier_state,
    t.total_amount::float8 AS total_amount, t.created_at, t.settled_at, t.provider_payment_id, t.invoice_number,
    t.subscription_id, t.failure_reason
  FROM payment_transactions t JOIN plans p ON p.id = t.plan_id JOIN advisers a ON a.id = p.adviser_id
  LEFT JOIN discount_codes d ON d.id = t.discount_code_id`;

function toTransaction(r: Row): Transaction {
  const tax = roundToPaisa(r.cgst + r.sgst + r.igst);
  return {
    transaction: r.id,
    kind: r.kind,
    status: r.status,
    plan: {
      id: r.plan_id,
      name: r.plan_name,
      period_label: periodLabel(planMonths(r.interval, r.interval_count)),
      adviser_name: r.adviser_name,
      adviser_slug: r.adviser_slug,
    },
    base_amount: r.base_amount,
    discount_code: r.discount_code,
    discount_amount: r.discount_amount,
    taxable_amount: r.taxable_amount,
    gst: {
      rate: GST_RATE_PERCENT,
      cgst: r.cgst,
      sgst: r.sgst,
      igst: r.igst,
      total: tax,
      place_of_supply: r.place_of_supply,
      supplier_state: r.supplier_state,
    },
    total_amount: r.total_amount,
    created_at: iso(r.created_at)!,
    settled_at: iso(r.settled_at),
    payment_id: r.provider_payment_id,
    invoice_number: r.invoice_number,
    subscription: r.subscription_id,
    failure_reason: r.failure_reason,
  };
}

/** One of the user's transactions, or undefined (another user's reads as missing). */
export async function readTransaction(db: Queryable, userId: number, id: string): Promise<Transaction | undefined> {
  const { rows } = await db.query<Row>(`${SELECT} WHERE t.id = $1 AND t.user_id = $2`, [id, userId]);
  return rows[0] && toTransaction(rows[0]);
}

/** The user's transactions, newest first, a page at a time (page 1 first). */
export async function listTransactions(db: Queryable, userId: number, page: number): Promise<TransactionsBody> {
  const { rows } = await db.query<Row>(
    `${SELECT} WHERE t.user_id = $1 ORDER BY t.created_at DESC, t.id DESC LIMIT $2 OFFSET $3`,
    [userId, TRANSACTIONS_PAGE_SIZE + 1, (page - 1) * TRANSACTIONS_PAGE_SIZE],
  );
  return {
    transactions: rows.slice(0, TRANSACTIONS_PAGE_SIZE).map(toTransaction),
    isNextPage: rows.length > TRANSACTIONS_PAGE_SIZE,
    thisPageNumber: page,
  };
}
