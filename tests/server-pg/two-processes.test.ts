// Live order status across two real server processes on one Postgres (issue 13): a trade placed and
// cancelled through process A reaches an event stream served by process B, which never sees the
// cancel itself. The in-process version is server/trading/routes/live.test.ts; docs/trading.md.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API } from '#contract/http/api-paths';
import type { Trade } from '#contract/trading/types';
import { brands } from '../../brands/registry';
import type { Database } from '../../server/db/database';
import { openPostgresTestDatabase, postgresTestDatabaseUrl } from '../../server/test-support-pg';
import { readTradeEvents } from '../../server/trading/testing/trading-test-fixtures';
import { browser } from '../../scripts/support/http-browser';
import { apiOnlyDist, investorBuys, serverProcess, stopProcess, type ServerProcess } from './server-processes';

const starfolio = brands.find((b) => b.id === 'starfolio')!;
const FINAL = ['complete', 'partial', 'rejected', 'cancelled'];

let db: Database;
let dist: ReturnType<typeof apiOnlyDist> | undefined;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  expect(process.env.ENABLE_TEST_HOOKS).toBeUndefined();
  dist = apiOnlyDist();
  db = await openPostgresTestDatabase('seeded');
  const url = postgresTestDatabaseUrl(db);
  // One after the other: each runs migrate() at start (nothing to apply on the seeded copy).
  servers.push(await serverProcess(url, dist.dir));
  servers.push(await serverProcess(url, dist.dir));
});

afterAll(async () => {
  await Promise.all(servers.map(stopProcess));
  await db?.close();
  dist?.remove();
});

it('a cancel placed through process A reaches the order’s event stream on process B', async () => {
  const [a, b] = servers as [ServerProcess, ServerProcess];
  const { session: onA, trade: bought } = await investorBuys(a.port, db, 'TWOPROC1', 'two-processes-01');
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
