// A subscription payment made through the cluster's proxy (tests/server-pg/cluster.test.ts): a buyer with
// the adviser's agreement signed pays a plan at the simulated checkout's hosted page, and the bank keeps
// the payment pending until the test lets it settle, so its webhooks are still to come at the crash.
import { API } from '#contract/http/api-paths';
import type { Database } from '../../server/db/database';
import { loadJwtSecret } from '../../server/security/installation-secrets';
import { testBuyer, testPlan } from '../../server/subscriptions/testing/payment-test-fixtures';
import { browser } from '../../scripts/support/http-browser';
import { brands } from '../../brands/registry';

const starfolio = brands.find((b) => b.id === 'starfolio')!;

/** What the cluster's processes need for it: a pending payment waits an hour for its bank. */
export const PENDING_PAYMENTS_WAIT = { PAYSIM_PENDING_SETTLE_MS: String(60 * 60 * 1000) };

/** A new buyer pays a new plan through the proxy on `port`; the payment is pending at the simulated bank. */
export async function buyerPaysPending(port: number, db: Database) {
  const plan = await testPlan(db);
  // The processes keep no JWT secret in their environment: they read the installation's from the database.
  const buyer = await testBuyer({ db, jwtSecret: await loadJwtSecret(db, {}) }, starfolio, plan.adviser_id);
  const b = browser(port);
  const host = starfolio.hosts[0]!;
  const api = (path: string) => `/${starfolio.segment}/api/${path}`;
  b.jars.set(host, new Map([['jwt', buyer.token]]));
  await b.call(host, 'GET', api('health/'));
  const created = await b.call(host, 'POST', api(API.payments.createTransaction), {
    json: { plan: plan.id, client_key: `cluster-${buyer.id}` },
  });
  if (created.json?.head.status !== 6) throw new Error(`create-transaction answered ${created.text}`);
  const { transaction, redirect_url } = created.json.body as { transaction: string; redirect_url: string };
  const checkout = new URL(redirect_url);
  const page = await b.call(checkout.hostname, 'GET', checkout.pathname);
  const csrf = /name="csrf" value="([^"]+)"/.exec(page.text)?.[1];
  if (!csrf) throw new Error(`the checkout page answered ${page.status} without a form`);
  const chosen = await b.call(checkout.hostname, 'POST', checkout.pathname, {
    form: { csrf, outcome: 'pending-success' },
  });
  if (chosen.status !== 303) throw new Error(`the checkout answered ${chosen.status} to the payer's choice`);
  // Back on the brand: the callback turns the checkout's return into the status page's query, and the
  // status page sends it to complete-payment, which finds the payment pending at the provider.
  const back = new URL(chosen.location);
  const callback = await b.call(back.hostname, 'GET', `${back.pathname}${back.search}`);
  const status = new URL(callback.location, `http://${host}`);
  const completed = await b.call(host, 'POST', api(API.payments.complete), {
    json: Object.fromEntries(status.searchParams),
  });
  if (completed.status !== 200) throw new Error(`complete-payment answered ${completed.text}`);
  return { transaction, userId: buyer.id };
}

/** The bank answers now: the next simulated-checkout round (in whichever process) settles it and sends its webhooks. */
export const settleNow = (db: Database, transaction: string) =>
  db.query(
    `UPDATE paysim_payments SET settle_at = now()
      WHERE status = 'pending' AND order_id = (SELECT provider_order_id FROM payment_transactions WHERE id = $1)`,
    [transaction],
  );

/** The payment's webhooks at the simulated checkout that are not yet delivered. */
export async function undelivered(db: Database, transaction: string) {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM paysim_webhooks w JOIN paysim_payments p ON p.id = w.payment_id
      WHERE w.delivered_at IS NULL
        AND p.order_id = (SELECT provider_order_id FROM payment_transactions WHERE id = $1)`,
    [transaction],
  );
  return rows[0]!.n;
}

/** Every webhook of the payment is sent again, as Razorpay retries one it thinks was lost. */
export const replayWebhooks = (db: Database, transaction: string) =>
  db.query(
    `UPDATE paysim_webhooks w SET delivered_at = NULL, next_attempt_at = now()
       FROM paysim_payments p
      WHERE p.id = w.payment_id
        AND p.order_id = (SELECT provider_order_id FROM payment_transactions WHERE id = $1)`,
    [transaction],
  );

/** What the app recorded of the payment: its status, the subscriptions it made, the webhook events it took. */
export async function paymentRecord(db: Database, transaction: string) {
  const { rows } = await db.query<{ status: string; subscriptions: number; events: number; sent: number }>(
    `SELECT t.status,
            (SELECT count(*)::int FROM subscriptions s WHERE s.transaction_id = t.id) AS subscriptions,
            (SELECT count(*)::int FROM payment_webhook_events e WHERE e.transaction_id = t.id) AS events,
            (SELECT count(*)::int FROM paysim_webhooks w JOIN paysim_payments p ON p.id = w.payment_id
              WHERE p.order_id = t.provider_order_id) AS sent
       FROM payment_transactions t WHERE t.id = $1`,
    [transaction],
  );
  return rows[0]!;
}
