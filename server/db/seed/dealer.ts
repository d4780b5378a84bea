import { hashPassword } from '../../auth/passwords';
import { quantitiesFromWeights } from '../../trading/rules/quantities';
import { createMarketClock } from '../../market/clock';
import { createMarketData } from '../../market/create-market-data';
import { istInstant } from '../../market/ist';
import type { MarketData } from '../../market/market-data';
import { allocateInvoiceNumber } from '../../subscriptions/invoice-number';
import type { Database, Queryable } from '../database';
import { SEED_AS_OF } from './basket-seed-build';
import { SEED_INVESTOR } from './investor-investments-data';
import { SEED_OPS_ACCOUNTS } from './ops-accounts';
import { DEALER_CLIENT_PASSWORD, SEED_DEALER_CLIENTS, type SeedDealerClient } from './dealer-clients-data';

type Payment = SeedDealerClient['payments'][number];
type Investment = SeedDealerClient['investments'][number];

async function pay(tx: Queryable, userId: number, key: string, p: Payment) {
  const { rows } = await tx.query<{ id: number; amount: number; supplier: string; months: number; recurring: number }>(
    `SELECT p.id, p.amount::float8 AS amount, p.recurring_amount::float8 AS recurring, a.state_code AS supplier,
            (CASE WHEN p.interval = 'year' THEN 12 ELSE 1 END) * p.interval_count AS months
       FROM plans p JOIN advisers a ON a.id = p.adviser_id
      WHERE a.slug = $1 AND p.interval = $2 AND p.interval_count = 1 AND p.active ORDER BY p.id LIMIT 1`,
    [p.adviser, p.interval],
  );
  const plan = rows[0];
  if (!plan) return;
  const at = new Date(Date.now() - p.daysAgo * 86_400_000);
  const { rows: c } = await tx.query<{ state_code: string }>('SELECT state_code FROM customers WHERE user_id = $1', [
    userId,
  ]);
  const local = c[0]!.state_code === plan.supplier;
  const tax = Math.round(plan.amount * 18) / 100;
  const id = `txn_dealerseed_${key}`;
  const paid = p.outcome === 'success';
  await tx.query(
    `INSERT INTO payment_transactions (id, user_id, plan_id, brand_id, kind, client_key, status, base_amount, taxable_amount,
       place_of_supply, supplier_state, cgst, sgst, igst, total_amount, provider, provider_order_id, provider_payment_id,
       failure_reason, invoice_number, created_at, settled_at)
     VALUES ($1, $2, $3, 'starfolio', 'new', $1, $4, $5, $5, $6, $7, $8, $8, $9, $10, 'simulated', $11, $12, $13, $14, $15, $15)`,
    [
      id,
      userId,
      plan.id,
      paid ? 'success' : 'failed',
      plan.amount,
      c[0]!.state_code,
      plan.supplier,
      local ? tax / 2 : 0,
      local ? 0 : tax,
      plan.amount + tax,
      `order_${id}`,
      paid ? `pay_${id}` : null,
      paid ? null : 'The bank declined the payment.',
      paid ? await allocateInvoiceNumber(tx, at) : null,
      at.toISOString(),
    ],
  );
  if (!paid) return;
  const { rows: s } = await tx.query<{ id: number }>(
    `INSERT INTO subscriptions (user_id, plan_id, starts_at, expires_at, transaction_id, amount_paid, recurring_amount)
     VALUES ($1, $2, $3::timestamptz, $3::timestamptz + make_interval(months => $4), $5, $6, $7) RETURNING id`,
    [userId, plan.id, at.toISOString(), plan.months, id, plan.amount + tax, plan.recurring],
  );
  await tx.query('UPDATE payment_transactions SET subscription_id = $2 WHERE id = $1', [id, s[0]!.id]);
}

/** An investment bought on one trading day at that day's closes, with its holdings and cash flows. */
async function invest(tx: Queryable, market: MarketData, userId: number, linkId: number, key: string, inv: Investment) {
  const { rows: v } = await tx.query<{ basket_id: number; id: number; next: number | null }>(
    `SELECT v.basket_id, v.id, (SELECT n.id FROM basket_versions n WHERE n.basket_id = v.basket_id AND n.version > v.version
                                 ORDER BY n.version DESC LIMIT 1) AS next
       FROM basket_versions v JOIN baskets b ON b.id = v.basket_id WHERE b.basket_hash = $1 AND v.version = $2`,
    [inv.basket, inv.version],
  );
  if (!v[0]) return;
  const { rows: weights } = await tx.query<{ symbol: string; weight: number }>(
    'SELECT symbol, weight::float8 AS weight FROM basket_constituents WHERE version_id = $1 ORDER BY symbol',
    [v[0].id],
  );
  const prices = await Promise.all(
    weights.map(async (w) => (await market.history(w.symbol, { from: inv.date, to: inv.date }))?.[0]?.close ?? 0),
  );
  if (prices.some((p) => p <= 0)) return;
  const { lines } = quantitiesFromWeights(
    inv.amount,
    weights.map((w, i) => ({ symbol: w.symbol, weight: w.weight, price: prices[i]! })),
  );
  const at = istInstant(inv.date, '10:30');
  const { rows: i } = await tx.query<{ id: number }>(
    `INSERT INTO investments (investment_hash, user_id, basket_id, broker_link_id, version_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [`dealerseed${key}`, userId, v[0].basket_id, linkId, v[0].id, at],
  );
  for (const l of lines.filter((x) => x.quantity > 0)) {
    await tx.query(
      'INSERT INTO investment_holdings (investment_id, symbol, quantity, average_price) VALUES ($1, $2, $3, $4)',
      [i[0]!.id, l.symbol, l.quantity, l.price],
    );
    await tx.query(`INSERT INTO investment_cash_flows (investment_id, kind, amount, at) VALUES ($1, 'buy', $2, $3)`, [
      i[0]!.id,
      -l.value,
      at,
    ]);
  }
  if (v[0].next === null) return;
  await tx.query(
    `INSERT INTO rebalances (investment_id, from_version_id, to_version_id, status, mode, created_at, decided_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      i[0]!.id,
      v[0].id,
      v[0].next,
      inv.rebalance ?? 'pending',
      inv.rebalance ? 'RECOMMENDED_CHANGES' : null,
      istInstant('2026-08-31', '18:00'),
      inv.rebalance ? istInstant('2026-09-01', '10:00') : null,
    ],
  );
  if (inv.rebalance) await tx.query('UPDATE investments SET version_id = $2 WHERE id = $1', [i[0]!.id, v[0].next]);
}

/**
 * The dealer's further clients (dealer-clients-data.ts), on Starfolio, once: nothing when the first of
 * them exists. Runs after the plans are priced (advisers' states) and the ops accounts exist.
 */
export async function seedDealerClients(db: Database): Promise<boolean> {
  const { rows: have } = await db.query('SELECT 1 FROM users WHERE email = $1', [SEED_DEALER_CLIENTS[0]!.email]);
  const { rows: dealer } = await db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
    SEED_OPS_ACCOUNTS[0].email,
  ]);
  if (have.length > 0 || !dealer[0]) return false;
  const hash = await hashPassword(DEALER_CLIENT_PASSWORD);
  const market = createMarketData({ clock: createMarketClock(istInstant(SEED_AS_OF, '16:00')) });
  await db.transaction(async (tx) => {
    for (const [n, client] of SEED_DEALER_CLIENTS.entries()) {
      const { rows: u } = await tx.query<{ id: number }>(
        'INSERT INTO users (name, email, mobile, password_hash) VALUES ($1, $2, $3, $4) RETURNING id',
        [client.name, client.email, client.mobile, hash],
      );
      const userId = u[0]!.id;
      await tx.query(
        `INSERT INTO customers (user_id, name, email, mobile, dob, pan, state_code, kyc_status)
         VALUES ($1, $2, $3, $4, '1985-01-01'::date + $5 * 400, $6, $7, 'verified')`,
        [userId, client.name, client.email, client.mobile, n, client.pan, client.state],
      );
      await tx.query(
        `INSERT INTO client_links (staff_user_id, client_user_id, relation, brand_id, source)
         VALUES ($1, $2, 'dealer', 'starfolio', 'seed')`,
        [dealer[0]!.id, userId],
      );
      for (const [k, p] of client.payments.entries()) await pay(tx, userId, `${n}_${k}`, p);
      if (!client.investments.length) continue;
      const { rows: link } = await tx.query<{ id: number }>(
        `INSERT INTO broker_links (user_id, brand_id, broker_id, client_code, connected_at)
         VALUES ($1, 'starfolio', $2, $3, $4) RETURNING id`,
        [userId, SEED_INVESTOR.brokerId, `DEALERCLIENT${n + 1}`, istInstant('2026-05-01', '10:00')],
      );
      for (const [k, inv] of client.investments.entries()) {
        await invest(tx, market, userId, link[0]!.id, `${n}x${k}`, inv);
      }
    }
  });
  return true;
}
