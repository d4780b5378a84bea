/**
 * Basket orders, for `npm run bench` (or alone after a build: `tsx scripts/bench-orders.ts`). Starts the
 * built server (one process, in-memory PGlite, MARKET_NOW inside the order window, the simulated broker's
 * job running), signs the investor in, connects the simulated broker as a browser does, then:
 * - the time from 'Place order' (requestorder/) until every line of a 20-stock basket is COMPLETE,
 *   read through orderstatus/ as the app does, once for each seed user (each its own broker account);
 * - orderstatus/ p99 at a fixed rate (a live trade's page polling, many investors at once).
 * Issue 13's figures.
 */
import { availableParallelism, loadavg } from 'node:os';
import { brands } from '../brands/registry';
import { atFixedRate } from './support/fixed-rate';
import { signedInWithBroker } from './support/http-browser';
import { BENCH_MARKET_NOW as MARKET_NOW, printTable, runAsCommand, startServer, stopServer } from './support/server';

const BASKET = 'low-volatility-30';
export const STATUS_RATE = 200;
const DURATION_S = Number(process.env.BENCH_API_SECONDS ?? 10);
const brand = brands.find((b) => b.id === 'starfolio')!;

const api = (path: string) => `/${brand.segment}/api/${path}`;

const USERS = [
  ['investor@example.com', 'Investor@123', 'BENCH01'],
  ['subscriber@example.com', 'Subscriber@123', 'BENCH02'],
  ['adviser@example.com', 'Adviser@123', 'BENCH03'],
] as const;

const signedIn = (port: number, [email, password, clientCode]: (typeof USERS)[number]) =>
  signedInWithBroker(port, brand, { email, password, clientCode });

/** 'Place order' on the 20-stock basket, then orderstatus/ every 50 ms until every line is COMPLETE: ms. */
async function timeToComplete(user: Awaited<ReturnType<typeof signedIn>>) {
  const { call, host } = user;
  const started = performance.now();
  const placed = await call(host, 'POST', api('requestorder/'), {
    json: { basket_hash: BASKET, broker_id: 'sec', amount: 200_000, client_key: `bench-${Date.now()}` },
  });
  const trade = placed.json?.body as { trade?: string; lines?: { status: string }[] };
  if (!trade.trade) throw new Error(`requestorder answered ${placed.status}: ${placed.json?.head.message}`);
  if (trade.lines?.length !== 20) throw new Error(`expected 20 lines, got ${trade.lines?.length}`);
  let lines = trade.lines;
  while (!lines.every((l) => l.status === 'COMPLETE')) {
    if (performance.now() - started > 60_000) throw new Error(`trade ${trade.trade} not complete after 60 s`);
    await new Promise((r) => setTimeout(r, 50));
    lines = ((await call(host, 'GET', api(`orderstatus/?trade=${trade.trade}`))).json?.body.lines ?? []) as {
      status: string;
    }[];
  }
  return { ms: performance.now() - started, trade: trade.trade };
}

export async function orderFigures(port: number) {
  const server = await startServer(port, { MARKET_NOW, SIM_BROKER_JOB_MS: '200' });
  try {
    const times: number[] = [];
    let last: { user: Awaited<ReturnType<typeof signedIn>>; trade: string } | undefined;
    for (const u of USERS) {
      const user = await signedIn(port, u);
      const { ms, trade } = await timeToComplete(user);
      times.push(ms);
      last = { user, trade };
    }
    const sorted = [...times].sort((a, b) => a - b);
    const rows = [
      [
        `place → 20 lines COMPLETE (${times.length} trades)`,
        'one at a time',
        sorted[Math.floor(sorted.length / 2)]!.toFixed(0),
        sorted.at(-1)!.toFixed(0),
      ],
    ];
    const res = await statusLoad(port, last!.user, last!.trade);
    rows.push(['orderstatus/ (a 20-line trade)', `fixed ${STATUS_RATE}/s`, String(res.p50), String(res.p99)]);
    console.log(
      `\nBasket orders, one server process, ${DURATION_S} s load (${availableParallelism()} cores, load ${loadavg()[0]!.toFixed(1)})\n`,
    );
    printTable(['measure', 'load', 'p50 ms', 'p99 (max) ms'], rows);
  } finally {
    await stopServer(server);
  }
}

async function statusLoad(port: number, user: Awaited<ReturnType<typeof signedIn>>, trade: string) {
  const { call, host } = user;
  const probe = await call(host, 'GET', api(`orderstatus/?trade=${trade}`));
  if (probe.status !== 200) throw new Error(`orderstatus answered ${probe.status}`);
  // The signed-in browser's headers, as the investor's page sends them.
  const headers = user.headersFor(host);
  const load = (seconds: number) =>
    atFixedRate({
      port,
      rate: STATUS_RATE,
      seconds,
      request: () => ({ path: api(`orderstatus/?trade=${trade}`), headers }),
    });
  await load(2); // warm up: JIT
  const result = await load(DURATION_S);
  if (result.bad) throw new Error(`orderstatus under load: ${result.bad} bad answers`);
  return result;
}

runAsCommand(import.meta.url, () => orderFigures(Number(process.env.BENCH_PORT ?? 4561)));
