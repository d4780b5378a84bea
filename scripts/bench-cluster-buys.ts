/**
 * Fifty investors buy one 20-stock basket at once through the proxy (docs/deploy.md, "Figures"), after
 * `npm run build`: `tsx scripts/bench-cluster-buys.ts`. Two compiled server processes behind HAProxy on a
 * throwaway Postgres (or DATABASE_URL), the market open (MARKET_NOW), the simulated broker's rounds as in
 * production's defaults. It prints the time until every line is complete, and fails when an order is
 * missing, sent to the broker twice, or filled other than the app recorded. Never a timed test.
 */
import { availableParallelism, loadavg } from 'node:os';
import { API } from '#contract/http/api-paths';
import { brands } from '../brands/registry';
import { createSession } from '../server/auth/session';
import { loadJwtSecret } from '../server/security/installation-secrets';
import { openDatabase, type Database } from '../server/db/database';
import { startAppCluster } from './cluster/app-cluster';
import { clusterDatabase, compiledWorkers } from './cluster/cluster-parts';
import { browser, connectedToBroker } from './support/http-browser';
import { BENCH_MARKET_NOW as MARKET_NOW, printTable, runAsCommand } from './support/server';

const PORT = Number(process.env.BENCH_PORT ?? 4591);
const INVESTORS = Number(process.env.BENCH_INVESTORS ?? 50);
const STOCKS = 20;
const brand = brands.find((b) => b.id === 'starfolio')!;
const api = (path: string) => `/${brand.segment}/api/${path}`;
const PASSWORD = 'Bench@12345';
/** This run's mark on its investors and broker accounts: a run on DATABASE_URL never meets an earlier one's. */
const RUN = Date.now().toString(36).toUpperCase();

/** A free published basket whose current version holds exactly 20 stocks, and its minimum amount. */
async function twentyStockBasket(db: Database) {
  const { rows } = await db.query<{ basket_hash: string; minimum: number }>(
    `SELECT b.basket_hash, b.fixed_minimum_amount::float8 AS minimum FROM baskets b
      WHERE b.status = 'published' AND NOT b.is_premium
        AND (SELECT count(*) FROM basket_constituents c
              WHERE c.version_id = (SELECT max(v.id) FROM basket_versions v WHERE v.basket_id = b.id)) = $1
      ORDER BY b.id LIMIT 1`,
    [STOCKS],
  );
  if (!rows[0]) throw new Error(`the seed has no free basket of ${STOCKS} stocks`);
  return rows[0];
}

/**
 * This run's investors, each with a session made as sign-in makes one, then connected to the simulated
 * broker through its sign-in page. They all come from this one address, where real ones come from fifty:
 * the limit of sign-ins per address (30 in 15 minutes, docs/security.md) is not what this measures, so
 * the bench forgets its own address's count after each batch of 25.
 */
async function investors(db: Database) {
  const jwtSecret = await loadJwtSecret(db, {});
  const connected: Awaited<ReturnType<typeof connectedToBroker>>[] = [];
  for (let first = 0; first < INVESTORS; first += 25) {
    const batch = Array.from({ length: Math.min(25, INVESTORS - first) }, (_, i) => first + i);
    connected.push(
      ...(await Promise.all(
        batch.map(async (i) => {
          const n = String(i + 1).padStart(2, '0');
          const { rows } = await db.query<{ id: number }>(
            `INSERT INTO users (name, email) VALUES ('Bench Investor', $1) RETURNING id`,
            [`bench-${RUN.toLowerCase()}-${n}@example.com`],
          );
          const session = await createSession(db, jwtSecret, {
            userId: rows[0]!.id,
            brand: brand.id,
            ttlSeconds: 3600,
          });
          const b = browser(PORT, new Map([[brand.hosts[0]!, new Map([['jwt', session.token]])]]));
          return connectedToBroker(b, brand, { password: PASSWORD, clientCode: `B${RUN}${n}` });
        }),
      )),
    );
    await db.query("DELETE FROM throttle_counters WHERE scope = 'sign-in:client'");
  }
  return connected;
}

/** The trades this run's investors made (a buy the proxy gave up on is recorded all the same). */
async function tradesOfRun(db: Database) {
  const { rows } = await db.query<{ trade_hash: string }>(
    `SELECT t.trade_hash FROM trades t JOIN users u ON u.id = t.user_id WHERE u.email LIKE $1`,
    [`bench-${RUN.toLowerCase()}-%`],
  );
  return rows.map((r) => r.trade_hash);
}

/** Per trade: lines, lines complete, and lines whose app, broker and holding figures disagree. */
async function outcome(db: Database, trades: string[]) {
  const { rows } = await db.query<{ lines: number; complete: number; mismatched: number; unsent: number }>(
    `SELECT count(*)::int AS lines,
            count(*) FILTER (WHERE o.status = 'COMPLETE')::int AS complete,
            count(*) FILTER (WHERE s.filled_quantity IS DISTINCT FROM o.filled_quantity)::int AS mismatched,
            count(*) FILTER (WHERE o.broker_order_id IS NULL)::int AS unsent
       FROM trade_orders o JOIN trades t ON t.id = o.trade_id
       LEFT JOIN sim_broker_orders s ON s.order_id = o.broker_order_id
      WHERE t.trade_hash = ANY($1)`,
    [trades],
  );
  return rows[0]!;
}

/** Orders the simulated broker holds for the bench's accounts beyond one per line (a line sent twice). */
async function duplicates(db: Database, trades: string[]) {
  const { rows } = await db.query<{ n: number }>(
    `SELECT (SELECT count(*) FROM sim_broker_orders s JOIN sim_broker_accounts a ON a.id = s.account_id
              WHERE a.client_code LIKE $2)::int
          - (SELECT count(*) FROM trade_orders o JOIN trades t ON t.id = o.trade_id WHERE t.trade_hash = ANY($1))::int AS n`,
    [trades, `B${RUN}%`],
  );
  return rows[0]!.n;
}

export async function clusterBuys() {
  const url = await clusterDatabase(process.env.DATABASE_URL, true);
  const db = await openDatabase({ url });
  const cluster = await startAppCluster({
    port: PORT,
    workers: 2,
    startWorker: compiledWorkers(url, { MARKET_NOW, SIM_BROKER_START_FUNDS: '10000000' }),
  });
  try {
    const basket = await twentyStockBasket(db);
    const sessions = await investors(db);
    const amount = Math.max(basket.minimum, 100_000);
    const started = performance.now();
    const placed = await Promise.all(
      sessions.map((s, i) =>
        s.call(s.host, 'POST', api(API.trading.requestOrder), {
          json: { basket_hash: basket.basket_hash, broker_id: 'sec', amount, client_key: `bench-buy-${i}` },
        }),
      ),
    );
    // A buy answers once its trade is recorded and its lines are placed after (decision 0286); a 504 (the proxy's
    // timeout server, 65 s) would mean a buy waited for its placement, as buys did before.
    const late = placed.filter((p) => p.status === 504).length;
    const refused = placed.filter((p) => p.status !== 200 && p.status !== 504);
    if (refused.length)
      throw new Error(`${refused.length} buys refused: ${refused[0]!.json?.head.message ?? refused[0]!.text}`);
    const placedMs = performance.now() - started;
    const trades = await tradesOfRun(db);
    if (trades.length !== INVESTORS) throw new Error(`${trades.length} trades recorded for ${INVESTORS} buys`);
    let state = await outcome(db, trades);
    while (state.complete < state.lines && performance.now() - started < 300_000) {
      await new Promise((r) => setTimeout(r, 250));
      state = await outcome(db, trades);
    }
    const completeMs = performance.now() - started;
    const twice = await duplicates(db, trades);
    console.log(
      `\n${INVESTORS} investors, one ${STOCKS}-stock basket (${basket.basket_hash}), ₹${amount} each, 2 processes behind HAProxy`,
    );
    console.log(`(${availableParallelism()} cores, load ${loadavg()[0]!.toFixed(1)})\n`);
    printTable(
      ['measure', 'figure'],
      [
        [
          'buys answered',
          `${INVESTORS - late} of ${INVESTORS} in time, ${late} 504 at the proxy; all by ${(placedMs / 1000).toFixed(1)} s`,
        ],
        ['lines complete', `${state.complete} of ${state.lines} (expected ${INVESTORS * STOCKS})`],
        ['time until every line is complete', `${(completeMs / 1000).toFixed(1)} s`],
        ['lines never sent to the broker', String(state.unsent)],
        ['orders at the broker beyond one per line', String(twice)],
        ['lines whose fills differ from the broker', String(state.mismatched)],
      ],
    );
    if (
      state.lines !== INVESTORS * STOCKS ||
      state.complete !== state.lines ||
      state.unsent ||
      twice ||
      state.mismatched
    ) {
      throw new Error('orders were lost, duplicated or left incomplete');
    }
  } finally {
    await cluster.stop();
    await db.close();
  }
}

runAsCommand(import.meta.url, clusterBuys);
