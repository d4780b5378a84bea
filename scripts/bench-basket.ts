/**
 * Basket details under load, for `npm run bench` (or alone: `tsx scripts/bench-basket.ts`). Starts the
 * built server (one process, in-memory PGlite, MARKET_NOW fixed as in e2e) and asks for a free basket's
 * details at a fixed 300 requests/s, as returning browsers would (csrftoken cookie, gzip): with the
 * micro-cache, without it (every request builds the page's data: versions, memoised performance,
 * quotes, FAQs, tags), and for a subscriber-only basket as a visitor (head.status 4, never cached).
 * Issue 12's figure: details p99 at 300 requests/s.
 */
import { request } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { brands } from '../brands/registry';
import { atFixedRate } from './support/fixed-rate';
import { BENCH_MARKET_NOW as MARKET_NOW, printTable, runAsCommand, startServer, stopServer } from './support/server';

export const BASKET_RATE = 300;
const DURATION_S = Number(process.env.BENCH_API_SECONDS ?? 10);
const CONNECTIONS = 20;
const brand = brands.find((b) => b.id === 'starfolio')!;

function cookieFrom(port: number, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path: `/${brand.segment}/api/health/`, headers: { host } },
      (res) => {
        res.resume();
        res.on('end', () => resolve((res.headers['set-cookie'] ?? [''])[0]!.split(';')[0]!));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function load(port: number, path: string, headers: Record<string, string>, rate?: number, seconds = DURATION_S) {
  if (rate) {
    const f = await atFixedRate({ port, rate, seconds, request: () => ({ path, headers }) });
    return { rps: f.rps, p99: f.p99, bad: f.bad };
  }
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [{ method: 'GET', path, headers }],
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts,
  };
}

async function measure(port: number, cacheSeconds: string): Promise<string[][]> {
  const server = await startServer(port, { RESPONSE_CACHE_SECONDS: cacheSeconds, MARKET_NOW });
  const rows: string[][] = [];
  try {
    const host = `${brand.hosts[0]}:${port}`;
    const headers = { host, cookie: await cookieFrom(port, host), 'accept-encoding': 'gzip, deflate, br' };
    const suffix = cacheSeconds === '0' ? ' (no micro-cache)' : '';
    for (const [name, hash] of [
      ['details, free basket', 'dividend-yield-plus'],
      ['details, subscriber-only, visitor (4)', 'quality-compounders'],
    ] as const) {
      const path = `/${brand.segment}/api/basket/details/${hash}/`;
      await load(port, path, headers, undefined, 2); // warm up: JIT, the performance memo
      const f = await load(port, path, headers, BASKET_RATE);
      rows.push([
        `${name}${suffix}`,
        `fixed ${BASKET_RATE}/s`,
        f.rps.toFixed(0),
        String(f.p99),
        String(f.bad),
        loadavg()[0]!.toFixed(1),
      ]);
    }
  } finally {
    await stopServer(server);
  }
  return rows;
}

export async function basketFigures(port: number) {
  const rows = [...(await measure(port, '5')), ...(await measure(port, '0'))];
  console.log(`\nBasket details, one server process, ${DURATION_S} s per run (${availableParallelism()} cores)\n`);
  printTable(['endpoint', 'load', 'requests/s', 'p99 ms', 'errors', 'load average'], rows);
}

runAsCommand(import.meta.url, () => basketFigures(Number(process.env.BENCH_PORT ?? 4521)));
