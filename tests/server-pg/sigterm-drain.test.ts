// SIGTERM during a burst of requests (docs/deploy.md, "Draining"): the process answers no request
// 5xx, ends its event streams with a retry hint, finishes its job rounds and exits 0 within the bound.
import { once } from 'node:events';
import { request } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API } from '#contract/http/api-paths';
import type { Database } from '../../server/db/database';
import { openPostgresTestDatabase, postgresTestDatabaseUrl } from '../../server/test-support-pg';
import { browser } from '../../scripts/support/http-browser';
import { apiOnlyDist, investorBuys, serverProcess, stopProcess, type ServerProcess } from './server-processes';

let db: Database;
let dist: ReturnType<typeof apiOnlyDist> | undefined;
let proc: ServerProcess | undefined;

beforeAll(async () => {
  dist = apiOnlyDist();
  db = await openPostgresTestDatabase('seeded');
  proc = await serverProcess(postgresTestDatabaseUrl(db), dist.dir, { DRAIN_DELAY_MS: '300' });
});
afterAll(async () => {
  if (proc) await stopProcess(proc);
  await db?.close();
  dist?.remove();
});

/** One GET on a connection of its own: its status, or the connection error's code. */
const get = (port: number, host: string, path: string) =>
  new Promise<number | string>((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host }, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message));
    });
    req.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message));
    req.end();
  });

it('drains on SIGTERM: no 5xx, streams told to retry, job rounds finished, exit 0', async () => {
  const { port, child } = proc!;
  const { session, trade } = await investorBuys(port, db, 'DRAIN001', 'drain-01');
  const events = await browser(port, session.jars).stream(
    session.host,
    session.api(`${API.trading.orderEvents}?trade=${trade.trade}`),
  );
  expect(events.status).toBe(200);
  const streamed = events.text();

  // Twenty clients asking one after the other until the process is gone.
  const answers: (number | string)[] = [];
  const client = async (i: number) => {
    const path = i % 2 ? session.api(API.baskets.listing) : session.api('health/');
    for (;;) {
      const answer = await get(port, session.host, path);
      answers.push(answer);
      if (typeof answer === 'string') return;
    }
  };
  const burst = Promise.all(Array.from({ length: 20 }, (_, i) => client(i)));
  await new Promise((r) => setTimeout(r, 1500));
  const sentAt = performance.now();
  child.kill('SIGTERM');
  const [code] = (await once(child, 'exit')) as [number | null];
  const ms = performance.now() - sentAt;
  await burst;

  expect(code).toBe(0);
  expect(ms).toBeLessThan(10_000);
  const statuses = answers.filter((a) => typeof a === 'number');
  expect(statuses.length).toBeGreaterThan(40);
  expect(statuses.filter((s) => s >= 500)).toEqual([]);
  // Each client stops at its first failed connection: the port closed (refused), or, for a connection
  // still in the kernel's accept queue when the listener closed, a reset before any request was read
  // (a proxy retries both on another process).
  const failures = answers.filter((a) => typeof a === 'string');
  expect(failures).toHaveLength(20);
  expect(failures.filter((f) => f !== 'ECONNREFUSED' && f !== 'ECONNRESET')).toEqual([]);
  expect(await streamed).toMatch(/\nretry: \d+\n\n$/);
  const steps = ['shutting down', 'draining', 'stopped'];
  expect(proc!.messages.filter((m) => steps.includes(m))).toEqual(steps);
  expect(proc!.messages.at(-1)).toBe('stopped');

  // Every delivery a round claimed was delivered or scheduled again: none left claimed and unfinished.
  for (const table of ['sim_broker_postbacks', 'paysim_webhooks']) {
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${table} WHERE attempts > 0 AND delivered_at IS NULL AND last_error IS NULL`,
    );
    expect(rows[0]!.n, table).toBe(0);
  }
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM sim_broker_postbacks');
  expect(rows[0]!.n).toBeGreaterThan(0);
  console.log(
    `drain: ${statuses.length} answers, none 5xx, ${failures.filter((f) => f === 'ECONNRESET').length} resets; exited 0 ${Math.round(ms)} ms after SIGTERM`,
  );
});
