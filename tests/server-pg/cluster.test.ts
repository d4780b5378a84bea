// Two server processes behind HAProxy on one Postgres (docs/deploy.md, npm run cluster): an investor
// buys through the proxy and a subscriber's payment waits at the bank, the process serving the order's
// status stream is killed (SIGKILL) mid-trade as the bank answers, the stream reconnects through the
// proxy to the other process and shows every line complete, and the broker's postbacks and the
// payment's webhooks, those in flight included and sent again, are applied once.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API } from '#contract/http/api-paths';
import type { Trade } from '#contract/trading/types';
import type { Database } from '../../server/db/database';
import { openPostgresTestDatabase, postgresTestDatabaseUrl } from '../../server/test-support-pg';
import { freeBasket, readTradeEvents } from '../../server/trading/testing/trading-test-fixtures';
import { browser } from '../../scripts/support/http-browser';
import type { AppCluster } from '../../scripts/cluster/app-cluster';
import { apiOnlyDist, investorBuys, twoProcessCluster, type ServerProcess } from './server-processes';
import {
  PENDING_PAYMENTS_WAIT,
  buyerPaysPending,
  paymentRecord,
  replayWebhooks,
  settleNow,
  undelivered,
} from './cluster-payment';

let db: Database;
let dist: ReturnType<typeof apiOnlyDist> | undefined;
let cluster: AppCluster<ServerProcess> | undefined;

beforeAll(async () => {
  dist = apiOnlyDist();
  db = await openPostgresTestDatabase('seeded');
  const url = postgresTestDatabaseUrl(db);
  // Broker rounds five seconds apart: the trade's postbacks are still to be delivered when it is bought.
  cluster = await twoProcessCluster(url, dist.dir, PENDING_PAYMENTS_WAIT);
}, 120_000);

afterAll(async () => {
  await cluster?.stop();
  await db?.close();
  dist?.remove();
});

const allComplete = (t: Trade) => t.lines.every((l) => l.status === 'COMPLETE');
const served = (w: ServerProcess) => w.requests.filter((r) => r.path.endsWith(API.trading.orderEvents)).length;

/** Each line's fills as the app recorded them, at the broker, and in the investment's holdings. */
async function fills(tradeHash: string) {
  const { rows } = await db.query<{ symbol: string; app: number; broker: number; held: number }>(
    `SELECT o.symbol, o.filled_quantity AS app, s.filled_quantity AS broker, coalesce(h.quantity, 0) AS held
       FROM trade_orders o JOIN trades t ON t.id = o.trade_id
       JOIN sim_broker_orders s ON s.order_id = o.broker_order_id
       LEFT JOIN investment_holdings h ON h.investment_id = t.investment_id AND h.symbol = o.symbol
      WHERE t.trade_hash = $1 ORDER BY o.symbol`,
    [tradeHash],
  );
  return rows;
}

/** Waits until `done` answers true, polling every 200 ms for up to 20 s. */
async function until(done: () => Promise<boolean>) {
  for (let i = 0; i < 100 && !(await done()); i++) await new Promise((r) => setTimeout(r, 200));
}

it('a process killed mid-trade: the status stream resumes on the other; every fill and the payment count once', async () => {
  const { proxyPort, workers } = cluster!;
  // A subscription payment through the proxy, pending at the simulated bank.
  const payment = await buyerPaysPending(proxyPort, db);
  expect(await paymentRecord(db, payment.transaction)).toMatchObject({ status: 'pending', subscriptions: 0 });
  const amount = Math.max((await freeBasket(db)).minimum, 200_000);
  const { session, trade } = await investorBuys(proxyPort, db, 'CLUSTER1', 'cluster-01', amount);
  // The broker's postbacks for the trade stay in flight (not due) until the process is killed.
  const inFlight = await db.query(
    "UPDATE sim_broker_postbacks SET next_attempt_at = now() + interval '1 hour' WHERE delivered_at IS NULL RETURNING id",
  );
  expect(inFlight.rows.length).toBeGreaterThan(0);
  const viewer = browser(proxyPort, session.jars);
  const events = session.api(`${API.trading.orderEvents}?trade=${trade.trade}`);

  // The first stream, through the proxy; at its first event the process serving it dies.
  const first = await viewer.stream(session.host, events);
  expect(first.status).toBe(200);
  let killed: ServerProcess | undefined;
  const before = await readTradeEvents(first, () => false, {
    timeoutMs: 20_000,
    onFirst: async () => {
      killed = workers.find((w) => served(w) > 0);
      // The bank answers as the process dies: either process's next round may be settling the payment
      // or sending its webhooks when the other is killed.
      await settleNow(db, payment.transaction);
      killed!.child.kill('SIGKILL');
    },
  }).catch(() => ({ trades: [] as Trade[], ended: true }));
  expect(killed).toBeDefined();
  expect(before.ended).toBe(true);
  expect(before.trades.length).toBeGreaterThan(0);

  // The browser reconnects; the proxy sends it to the process still alive.
  const survivor = workers.find((w) => w !== killed)!;
  const servedBefore = served(survivor);
  const second = await viewer.stream(session.host, events);
  expect(second.status).toBe(200);
  const after = await readTradeEvents(second, allComplete, { timeoutMs: 60_000 });
  expect(after.ended).toBe(false);
  const last = after.trades.at(-1)!;
  expect(last.status).toBe('complete');
  expect(last.lines.length).toBeGreaterThan(1);
  expect(served(survivor)).toBeGreaterThan(servedBefore);

  // The postbacks in flight come due (as when the dead process's lease on them runs out) and the
  // survivor delivers them: the app takes each fill once, however it learnt of it first.
  await db.query('UPDATE sim_broker_postbacks SET next_attempt_at = now() WHERE delivered_at IS NULL');
  for (let i = 0; i < 100; i++) {
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sim_broker_postbacks WHERE delivered_at IS NULL',
    );
    if (rows[0]!.n === 0) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const lines = await fills(trade.trade);
  expect(lines.length).toBe(last.lines.length);
  for (const line of lines) {
    expect(line.app, line.symbol).toBe(line.broker);
    expect(line.held, line.symbol).toBe(line.app);
  }

  // The payment settles on the survivor; every webhook sent again (as Razorpay retries one it thinks lost)
  // is refused as a replay: one subscription, each event taken once.
  await until(
    async () =>
      (await paymentRecord(db, payment.transaction)).sent === 2 && !(await undelivered(db, payment.transaction)),
  );
  const paid = await paymentRecord(db, payment.transaction);
  expect(paid).toEqual({ status: 'success', subscriptions: 1, events: 2, sent: 2 });
  await replayWebhooks(db, payment.transaction);
  await until(async () => (await undelivered(db, payment.transaction)) === 0);
  expect(await paymentRecord(db, payment.transaction)).toEqual(paid);
  console.log(
    `cluster: ${lines.length} lines complete on the survivor after SIGKILL; ${inFlight.rows.length} postbacks in flight and a payment's 2 webhooks (sent twice) applied once`,
  );
});
