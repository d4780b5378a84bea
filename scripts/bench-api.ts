/**
 * The public blog API under load, for `npm run bench` (or alone: `tsx scripts/bench-api.ts`).
 * Starts the built server (one process, in-memory PGlite) and drives it as returning
 * browsers would (csrftoken cookie, Accept-Encoding: gzip, deflate, br): for the list and a free
 * post's details, and the server-rendered /blog and article pages, requests/s and p99 at a fixed 500
 * requests/s (open-loop, scripts/support/fixed-rate.ts), and the most it serves with 20 connections (autocannon); then the same without the micro-cache
 * (RESPONSE_CACHE_SECONDS=0) for comparison. The stock search (GET stock/search/, queries rotating over
 * SEARCH_QUERIES) is measured at the fixed rate both with and without the micro-cache.
 * BENCH_API_ONLY names one endpoint to measure alone.
 * Budget (docs/caching.md): 500 requests/s with p99 ≤ 25 ms on one process; the stock search p99 ≤ 50 ms
 * (issue 12, docs/market-data.md).
 */
import { request } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { brands } from '../brands/registry';
import { atFixedRate } from './support/fixed-rate';
import { printTable, runAsCommand, startServer, stopServer } from './support/server';

export const API_BUDGET = { rate: 500, p99Ms: 25 };
export const SEARCH_BUDGET_P99_MS = 50;
/** What people type into the stock search: single letters, symbol and name prefixes, two words. */
const SEARCH_QUERIES = [
  ...'abcdefghijklmnopqrstuvwxyz',
  ...['tata', 'tata cons', 'hdfc', 'inf', 'bajaj', 'mm', 'm&m', 'nifty', 'rel', 'bank', 'power', 'pharma'],
  ...['infy', 'tcs', 'itc', 'sbin', 'adani', 'icici', 'maruti', 'titan', 'gold', 'zz'],
];
const DURATION_S = Number(process.env.BENCH_API_SECONDS ?? 10);
/** Fixed-rate runs per endpoint (the median is reported). */
const RUNS = Number(process.env.BENCH_API_RUNS ?? 3);
const CONNECTIONS = 20;
/** BENCH_API_ONLY='stock search': measure one endpoint by name (the others need a build). */
const ONLY = process.env.BENCH_API_ONLY;
const brand = brands.find((b) => b.id === 'starfolio')!;

interface Target {
  name: string;
  path: string;
  headers: Record<string, string>;
  /** Each request as a new reader (another User-Agent): every details read writes a view. */
  newReaders?: boolean;
  /** Requests go round these paths instead of `path`. */
  paths?: string[];
  /** Its own p99 budget (ms) in place of API_BUDGET.p99Ms, measured with and without the micro-cache. */
  p99BudgetMs?: number;
}

async function targets(port: number): Promise<Target[]> {
  const host = `${brand.hosts[0]}:${port}`;
  // A returning browser holds the csrftoken its first call was given.
  const health = await fetchWithHost(port, host, `/${brand.segment}/api/health/`);
  const cookie = health.cookie.split(';')[0]!;
  const list = JSON.parse((await fetchWithHost(port, host, `/${brand.segment}/api/post/list/?pageNumber=1`)).body) as {
    body: { main: { postId: number; slug: string; isPremiumPost: boolean }[] };
  };
  const free = list.body.main.find((p) => !p.isPremiumPost)!;
  const headers = { host, cookie, 'accept-encoding': 'gzip, deflate, br', 'user-agent': 'bench/1' };
  const path = (p: string) => `/${brand.segment}/api/${p}`;
  return [
    { name: 'list', path: path('post/list/?pageNumber=1&perPageCount=10'), headers },
    { name: 'details', path: path(`post/details/?postId=${free.postId}`), headers },
    { name: 'details, new readers', path: path(`post/details/?postId=${free.postId}`), headers, newReaders: true },
    // The server-rendered pages of the same (figures beside the API's; the budget is the API's).
    { name: 'page /blog', path: '/blog', headers: { ...headers, accept: 'text/html' } },
    {
      name: 'page article',
      path: `/blog/article/${free.postId}/${free.slug}/`,
      headers: { ...headers, accept: 'text/html' },
    },
    {
      name: 'stock search',
      path: path('stock/search/?q=a'),
      paths: SEARCH_QUERIES.map((q) => path(`stock/search/?q=${encodeURIComponent(q)}`)),
      headers,
      p99BudgetMs: SEARCH_BUDGET_P99_MS,
    },
  ];
}

/** GET with a Host header of our choosing (fetch() will not send one): body and Set-Cookie. */
async function fetchWithHost(port: number, host: string, path: string) {
  return new Promise<{ body: string; cookie: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ body, cookie: (res.headers['set-cookie'] ?? []).join('; ') }));
    });
    req.on('error', reject);
    req.end();
  });
}

interface Figures {
  rps: number;
  p99: number;
  bad: number;
}

/** The i-th request's path and headers: rotating over `paths`, or each as a new reader. */
function nth(t: Target, i: number) {
  if (t.paths) return { path: t.paths[i % t.paths.length]!, headers: t.headers };
  return { path: t.path, headers: t.newReaders ? { ...t.headers, 'user-agent': `reader/${i}` } : t.headers };
}

async function load(port: number, t: Target, rate?: number, seconds = DURATION_S): Promise<Figures> {
  if (rate) {
    const f = await atFixedRate({ port, rate, seconds, request: (i) => nth(t, i) });
    return { rps: f.rps, p99: f.p99, bad: f.bad };
  }
  let n = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      { method: 'GET', path: t.path, headers: t.headers, setupRequest: (req) => ({ ...req, ...nth(t, n++) }) },
    ],
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts,
  };
}

const verdict = (ok: boolean) => (ok ? 'within' : 'OVER');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * The fixed-rate figure, run RUNS times: p99 is the median run's (other work on the machine moves a
 * single run's tail a lot), and the column beside it shows every run's p99 with the load average.
 */
async function fixedRate(port: number, t: Target, label: string, runs: number): Promise<string[]> {
  const all: Figures[] = [];
  const loads: string[] = [];
  for (let i = 0; i < runs; i++) {
    all.push(await load(port, t, API_BUDGET.rate));
    loads.push(loadavg()[0]!.toFixed(1));
  }
  const p99 = median(all.map((f) => f.p99));
  const rps = median(all.map((f) => f.rps));
  const bad = all.reduce((n, f) => n + f.bad, 0);
  const budget = t.p99BudgetMs ?? API_BUDGET.p99Ms;
  const ok = p99 <= budget && rps >= API_BUDGET.rate * 0.98 && bad === 0;
  const spread = all.map((f, i) => `${f.p99} (${loads[i]})`).join(', ');
  return [
    label,
    `fixed ${API_BUDGET.rate}/s`,
    rps.toFixed(0),
    String(p99),
    String(bad),
    `≤ ${budget} ${verdict(ok)}`,
    spread,
  ];
}

async function measure(port: number, cacheSeconds: string, fixed: boolean): Promise<string[][]> {
  const server = await startServer(port, { RESPONSE_CACHE_SECONDS: cacheSeconds });
  const rows: string[][] = [];
  try {
    for (const t of (await targets(port)).filter((x) => !ONLY || x.name === ONLY)) {
      await load(port, t, undefined, 2); // warm up: JIT, the day's view salt, the first copy in memory
      const label = `${t.name}${cacheSeconds === '0' ? ' (no micro-cache)' : ''}`;
      if (fixed || t.p99BudgetMs !== undefined) rows.push(await fixedRate(port, t, label, t.newReaders ? 1 : RUNS));
      const max = await load(port, t);
      rows.push([label, `max, ${CONNECTIONS} conn.`, max.rps.toFixed(0), String(max.p99), String(max.bad), '', '']);
    }
  } finally {
    // The next run listens on the same port: wait until this server has let go of it.
    await stopServer(server);
  }
  return rows;
}

export async function apiFigures(port: number) {
  const rows = [...(await measure(port, '5', true)), ...(await measure(port, '0', false))];
  console.log(
    `\nPublic blog API and pages, one server process, ${DURATION_S} s per run (budget: ${API_BUDGET.rate} requests/s with p99 ≤ ${API_BUDGET.p99Ms} ms, the stock search p99 ≤ ${SEARCH_BUDGET_P99_MS} ms; ${availableParallelism()} cores)\n`,
  );
  printTable(['endpoint', 'load', 'requests/s', 'p99 ms', 'errors', 'budget', 'p99 of each run (load average)'], rows);
}

runAsCommand(import.meta.url, () => apiFigures(Number(process.env.BENCH_PORT ?? 4399)));
