/**
 * Figures through the proxy (docs/deploy.md), after `npm run build`: `tsx scripts/bench-cluster.ts`.
 * For 1 and then 2 compiled server processes behind HAProxy on a throwaway Postgres (or DATABASE_URL):
 * the public blog list's throughput (as many requests as 20 connections get answered), and the
 * order-status call's p50 and p99 at a fixed 200 requests/s (open-loop, after a 2 s warm-up) for a
 * signed-in investor's open trade.
 * The 2/1 ratio of throughput is what a second core buys. Never a timed test.
 */
import { availableParallelism, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { API } from '#contract/http/api-paths';
import { brands } from '../brands/registry';
import { STATUS_RATE } from './bench-orders';
import { startAppCluster } from './cluster/app-cluster';
import { clusterDatabase, compiledWorkers } from './cluster/cluster-parts';
import { atFixedRate } from './support/fixed-rate';
import { signedInWithBroker } from './support/http-browser';
import { BENCH_MARKET_NOW, printTable, runAsCommand } from './support/server';

/** Issue 32's budget for the order-status call's p99 at STATUS_RATE through the proxy. */
export const STATUS_P99_BUDGET_MS = 25;
const PORT = Number(process.env.BENCH_PORT ?? 4590);
const DURATION_S = Number(process.env.BENCH_API_SECONDS ?? 10);
const brand = brands.find((b) => b.id === 'starfolio')!;
const host = `${brand.hosts[0]}:${PORT}`;
const api = (path: string) => `/${brand.segment}/api/${path}`;
const RUN_USERS = [
  ['investor@example.com', 'Investor@123'],
  ['subscriber@example.com', 'Subscriber@123'],
] as const;

async function throughput(path: string, headers: Record<string, string> = {}) {
  const r = await autocannon({
    url: `http://127.0.0.1:${PORT}`,
    connections: 20,
    duration: DURATION_S,
    requests: [{ method: 'GET', path, headers: { host, ...headers } }],
  });
  if (r.non2xx + r.errors) throw new Error(`${path}: ${r.non2xx + r.errors} bad answers`);
  return r.requests.average;
}

async function statusLatency(path: string, headers: Record<string, string>) {
  const load = (seconds: number) =>
    atFixedRate({ port: PORT, rate: STATUS_RATE, seconds, request: () => ({ path, headers }) });
  await load(2); // warm up: JIT
  const r = await load(DURATION_S);
  if (r.bad) throw new Error(`${path}: ${r.bad} bad answers`);
  return r;
}

async function figuresFor(workers: number, url: string) {
  const cluster = await startAppCluster({
    port: PORT,
    workers,
    startWorker: compiledWorkers(url, { MARKET_NOW: BENCH_MARKET_NOW }),
  });
  try {
    // A seed user of its own per run: one may hold a basket once through a broker.
    const [email, password] = RUN_USERS[workers - 1]!;
    const user = await signedInWithBroker(PORT, brand, { email, password, clientCode: `BENCHCL${workers}` });
    const placed = await user.call(user.host, 'POST', api(API.trading.requestOrder), {
      json: { basket_hash: 'low-volatility-30', broker_id: 'sec', amount: 200_000, client_key: `bench-cl-${workers}` },
    });
    const trade = (placed.json?.body as { trade?: string }).trade;
    if (!trade) throw new Error(`requestorder answered ${placed.status}: ${placed.json?.head.message}`);
    const blog = await throughput(api('post/list/?pageNumber=1&perPageCount=10'));
    const status = await statusLatency(api(`${API.trading.orderStatus}?trade=${trade}`), user.headersFor(user.host));
    return { blog, p50: status.p50, p99: status.p99 };
  } finally {
    await cluster.stop();
  }
}

export async function clusterFigures() {
  const url = await clusterDatabase(process.env.DATABASE_URL, true);
  const one = await figuresFor(1, url);
  const two = await figuresFor(RUN_USERS.length, url);
  console.log(
    `\nThrough HAProxy, ${DURATION_S} s per run (${availableParallelism()} cores, load ${loadavg()[0]!.toFixed(1)})\n`,
  );
  printTable(
    ['measure', '1 process', '2 processes', '2 / 1'],
    [
      [
        'blog list, requests/s (20 connections)',
        one.blog.toFixed(0),
        two.blog.toFixed(0),
        (two.blog / one.blog).toFixed(2),
      ],
      [`orderstatus/ p50 ms at ${STATUS_RATE}/s`, String(one.p50), String(two.p50), ''],
      [
        `orderstatus/ p99 ms at ${STATUS_RATE}/s (budget ≤ ${STATUS_P99_BUDGET_MS})`,
        String(one.p99),
        String(two.p99),
        '',
      ],
    ],
  );
}

runAsCommand(import.meta.url, clusterFigures);
