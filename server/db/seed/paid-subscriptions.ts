import type { Database, Queryable } from '../database';
import { allocateInvoiceNumber } from '../../subscriptions/invoice-number';

/** Days ago the seed's subscriptions were bought. */
const BOUGHT_DAYS_AGO = 20;

interface SeedPlan {
  id: number;
  adviser_id: number;
  amount: number;
  recurring: number;
  months: number;
  supplier: string;
}

async function buy(tx: Queryable, user: { id: number; name: string; mobile: string | null }, plan: SeedPlan) {
  const at = new Date(Date.now() - BOUGHT_DAYS_AGO * 86_400_000);
  const tax = Math.round(plan.amount * 18) / 100;
  const local = plan.supplier === 'MH';
  const id = `txn_seed${String(user.id).padStart(6, '0')}${String(plan.id).padStart(6, '0')}`;
  await tx.query(
    `INSERT INTO payment_transactions (id, user_id, plan_id, brand_id, kind, client_key, status, base_amount, taxable_amount,
       place_of_supply, supplier_state, cgst, sgst, igst, total_amount, provider, provider_order_id, provider_payment_id,
       invoice_number, created_at, settled_at)
     VALUES ($1, $2, $3, 'starfolio', 'new', $1, 'success', $4, $4, 'MH', $5, $6, $6, $7, $8, 'simulated', $9, $10, $11, $12, $12)`,
    [
      id,
      user.id,
      plan.id,
      plan.amount,
      plan.supplier,
      local ? tax / 2 : 0,
      local ? 0 : tax,
      plan.amount + tax,
      `order_${id}`,
      `pay_${id}`,
      await allocateInvoiceNumber(tx, at),
      at.toISOString(),
    ],
  );
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO subscriptions (user_id, plan_id, starts_at, expires_at, transaction_id, amount_paid, recurring_amount)
     VALUES ($1, $2, $3::timestamptz, $3::timestamptz + make_interval(months => $4), $5, $6, $7) RETURNING id`,
    [user.id, plan.id, at.toISOString(), plan.months, id, plan.amount + tax, plan.recurring],
  );
  await tx.query('UPDATE payment_transactions SET subscription_id = $2 WHERE id = $1', [id, rows[0]!.id]);
}

/**
 * subscriber@example.com and each broker's SUBSCRIBER1 (README) hold Meera Iyer's '1 year' plan
 * (Quality Compounders, Banking Titans) and Sahyadri Wealth's '1 month' plan, which leaves out
 * Retirement Income (head.status 7 there): real subscriptions, bought 20 days ago with paid
 * transactions and GST invoices, and customer details for the invoices. investor@example.com holds none.
 */
export async function seedSubscriptions(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM subscriptions');
  if (rows[0]!.n > 0) return false;
  const { rows: users } = await db.query<{ id: number; name: string; mobile: string | null }>(
    `SELECT id, name, mobile FROM users WHERE email = 'subscriber@example.com' OR broker_client_code = 'SUBSCRIBER1' ORDER BY id`,
  );
  const { rows: plans } = await db.query<SeedPlan>(
    `SELECT p.id, p.adviser_id, p.amount::float8 AS amount, p.recurring_amount::float8 AS recurring, a.state_code AS supplier,
            (CASE WHEN p.interval = 'year' THEN 12 ELSE 1 END) * p.interval_count AS months
       FROM plans p JOIN advisers a ON a.id = p.adviser_id
      WHERE (a.slug = 'meera-iyer' AND p.interval = 'year') OR (a.slug = 'sahyadri-wealth' AND p.interval = 'month' AND p.interval_count = 1)
      ORDER BY p.id`,
  );
  if (!users.length || !plans.length) return false;
  await db.transaction(async (tx) => {
    for (const user of users) {
      await tx.query(
        `INSERT INTO customers (user_id, name, mobile, dob, pan, state_code, kyc_status)
         VALUES ($1, $2, $3, '1988-04-12', 'AAAPI1234C', 'MH', 'verified') ON CONFLICT (user_id) DO NOTHING`,
        [user.id, user.name, user.mobile],
      );
      for (const plan of plans) await buy(tx, user, plan);
    }
  });
  return true;
}
