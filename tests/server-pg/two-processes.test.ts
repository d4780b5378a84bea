// Live order status across two real server processes on one Postgres (issue 13): a trade placed and
// cancelled through process A reaches an event stream served by process B, which never sees the
// cancel itself. The in-process version is server/trading/routes/live.test.ts; docs/trading.md.
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createServer } from 'node:net';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API } from '#contract/http/api-paths';
import type { Trade } from '#contract/trading/types';
import { SERVER_BUNDLE_PATH } from '#contract/site/page-render';
import { brands } from '../../brands/registry';
import type { Database } from '../../server/db/database';
import { CLIENT_MANIFEST_PATH } from '../../server/html/page-renderer';
import { openPostgresTestDatabase, postgresTestDatabaseUrl } from '../../server/test-support-pg';
import { freeBasket, readTradeEvents } from '../../server/trading/testing/trading-test-fixtures';
import { browser, signedInWithBroker } from '../../scripts/support/http-browser';
import { startServer } from '../../scripts/support/server';

const starfolio = brands.find((b) => b.id === 'starfolio')!;
const FINAL = ['complete', 'partial', 'rejected', 'cancelled'];

interface ServerProcess {
  port: number;
  child: ChildProcess;
  /** Its request log lines (JSON, LOG_LEVEL=info). */
  requests: { id: string; method: string; path: string }[];
}

let db: Database;
let distDir: string | undefined;
const servers: ServerProcess[] = [];

/** A port the OS has just handed out, free for the server to take. */
async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, 'close');
  return port;
}

async function serverProcess(databaseUrl: string): Promise<ServerProcess> {
  const port = await freePort();
  const requests: ServerProcess['requests'] = [];
  const env = {
    DATABASE_URL: databaseUrl,
    SEED: '0',
    MARKET_NOW: '2026-11-20T11:00:00+05:30',
    SIM_BROKER_JOB_MS: '200',
    // Enough cash at the simulated broker for a ₹2 crore buy (its fills stop at ₹5,00,000 an order).
    SIM_BROKER_START_FUNDS: '100000000',
    LOG_LEVEL: 'info',
    DIST_DIR: distDir!,
  };
  const child = await startServer(port, env, {
    onStdout: (line) => {
      if (!line.startsWith('{')) return;
      const entry = JSON.parse(line) as { msg?: string; id?: string; method?: string; path?: string };
      if (entry.msg === 'request') requests.push({ id: entry.id!, method: entry.method!, path: entry.path! });
    },
  });
  const server = { port, child, requests };
  servers.push(server);
  return server;
}

/**
 * A build folder with an empty app: the test calls only the API, so it needs no `npm run build`
 * (the server checks at start that a bundle and a manifest are there, and loads pages from them).
 */
function apiOnlyDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'starfolio-api-only-'));
  mkdirSync(join(dist, dirname(SERVER_BUNDLE_PATH)), { recursive: true });
  mkdirSync(join(dist, dirname(CLIENT_MANIFEST_PATH)), { recursive: true });
  writeFileSync(join(dist, SERVER_BUNDLE_PATH), 'export const createPageRenderer = () => ({});\n');
  writeFileSync(
    join(dist, CLIENT_MANIFEST_PATH),
    JSON.stringify({ 'index.html': { file: 'assets/main.js', isEntry: true } }),
  );
  return dist;
}

beforeAll(async () => {
  expect(process.env.ENABLE_TEST_HOOKS).toBeUndefined();
  distDir = apiOnlyDist();
  db = await openPostgresTestDatabase('seeded');
  const url = postgresTestDatabaseUrl(db);
  // One after the other: each runs migrate() at start (nothing to apply on the seeded copy).
  await serverProcess(url);
  await serverProcess(url);
});

afterAll(async () => {
  await Promise.all(
    servers.map(async ({ child }) => {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }),
  );
  await db?.close();
  if (distDir) rmSync(distDir, { recursive: true, force: true });
});

it('a cancel placed through process A reaches the order’s event stream on process B', async () => {
  const [a, b] = servers as [ServerProcess, ServerProcess];
  const onA = await signedInWithBroker(a.port, starfolio, {
    email: 'investor@example.com',
    password: 'Investor@123',
    clientCode: 'TWOPROC1',
  });
  const basket = await freeBasket(db);
  const placed = await onA.call(onA.host, 'POST', onA.api(API.trading.requestOrder), {
    json: { basket_hash: basket.basket_hash, broker_id: 'sec', amount: 20_000_000, client_key: 'two-processes-01' },
  });
  expect(placed.status, placed.json?.head.message).toBe(200);
  const bought = placed.json!.body as unknown as Trade;
  expect(bought.status).toBe('open');

  // The same browser session on process B: its cookies and key were issued by A.
  const onB = browser(b.port, onA.jars);
  const stream = await onB.stream(onA.host, onA.api(`${API.trading.orderEvents}?trade=${bought.trade}`));
  expect(stream.status).toBe(200);
  expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);

  const cancelId = `two-processes-cancel-${Date.now()}`;
  let cancelled: Trade | undefined;
  let sentAt = 0;
  const { trades, ended } = await readTradeEvents(
    stream,
    (t) => FINAL.includes(t.status) && !t.lines.some((l) => l.status === 'OPEN'),
    {
      timeoutMs: 15_000,
      onFirst: async () => {
        sentAt = performance.now();
        const answer = await onA.call(onA.host, 'POST', onA.api(API.trading.cancelOrder), {
          json: { trade: bought.trade },
          headers: { 'x-request-id': cancelId },
        });
        expect(answer.status, answer.json?.head.message).toBe(200);
        cancelled = answer.json!.body as unknown as Trade;
      },
    },
  );
  const ms = Math.round(performance.now() - sentAt);
  expect(ended).toBe(false);
  const first = trades[0]!;
  expect(first.status).toBe('open');
  const wereOpen = first.lines.filter((l) => l.status === 'OPEN').map((l) => l.order_id);
  expect(wereOpen.length).toBeGreaterThan(0);
  const last = trades.at(-1)!;
  expect(FINAL).toContain(last.status);
  expect(last.status).toBe(cancelled!.status);
  for (const line of last.lines.filter((l) => wereOpen.includes(l.order_id))) {
    expect(line.status, line.order_id ?? '').toBe('CANCELLED');
  }
  expect(ms).toBeLessThan(5_000);
  console.log(`two processes: ${wereOpen.length} open lines cancelled through A, seen on B's stream after ${ms} ms`);

  // B served the stream and never the cancel, which A logged under its request id.
  expect(a.requests.filter((r) => r.id === cancelId)).toEqual([
    { id: cancelId, method: 'POST', path: `/${starfolio.segment}/api/${API.trading.cancelOrder}` },
  ]);
  expect(b.requests.some((r) => r.id === cancelId || r.path.endsWith(API.trading.cancelOrder))).toBe(false);
  expect(b.requests.some((r) => r.path.endsWith(API.trading.orderEvents))).toBe(true);
});
