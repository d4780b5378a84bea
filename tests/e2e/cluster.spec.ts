import { resolve } from 'node:path';
import { API } from '#contract/http/api-paths';
import { brands } from '../../brands/registry';
import { openDatabase, type Database } from '../../server/db/database';
import type { AppCluster } from '../../scripts/cluster/app-cluster';
import { throwawayDatabase } from '../../scripts/cluster/cluster-parts';
import { twoProcessCluster, type ServerProcess } from '../server-pg/server-processes';
import { test, expect } from './support/fixtures';
import { onceAcrossBrands } from './support/brand-shard';
import { placeBuy } from './support/buy-basket';
import { allowConsoleErrors, fillLoginDialog } from './support/session';

/**
 * The deployment in a real browser (docs/deploy.md, "Tests"): two compiled server processes behind
 * HAProxy on a throwaway Postgres, as `npm run cluster` runs them. The seed investor signs in, signs in
 * at the simulated broker again and buys a basket, all through the proxy; while the orders are still open, the
 * process serving the status view's event stream is killed (SIGKILL). The view opens its stream again
 * through the proxy, on the other process, and shows every order complete; the broker's order updates
 * held back at the crash are delivered after it and taken once (the app's fills, the broker's and the
 * holdings agree line by line).
 */

const starfolio = brands.find((b) => b.id === 'starfolio')!;
const FREE_BASKET = { hash: 'dividend-yield-plus', name: 'Dividend Yield Plus' };

let database: { url: string; stop: () => void } | undefined;
let db: Database | undefined;
let cluster: AppCluster<ServerProcess> | undefined;

onceAcrossBrands(test, 'starfolio', () => {
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    database = await throwawayDatabase(true);
    db = await openDatabase({ url: database.url });
    // The simulated broker fills in rounds five seconds apart: the orders are open when a process dies.
    cluster = await twoProcessCluster(database.url, resolve('dist'), {}, { compiled: true });
  });

  test.afterAll(async () => {
    await cluster?.stop();
    await db?.close();
    database?.stop();
  });

  const streams = (w: ServerProcess) => w.requests.filter((r) => r.path.endsWith(API.trading.orderEvents)).length;

  test('a process dies mid-trade: the status view reconnects through the proxy and shows every order complete', async ({
    secondPerson,
    consoleErrors,
  }) => {
    test.setTimeout(180_000);
    const { proxyPort, workers } = cluster!;
    const investor = await secondPerson({ baseURL: `http://${starfolio.hosts[0]}:${proxyPort}` });
    const { page } = investor;

    await page.goto('/');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await fillLoginDialog(page, starfolio);
    // The seed investor's broker session has ended (server/db/seed/users.ts): they sign in at it again.
    const broker = starfolio.brokers[0]!;
    await page.goto('/settings/brokers/');
    await page.getByRole('button', { name: `Sign in again at ${broker.name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Sign in to ${broker.name}` })).toBeVisible();
    await page.getByLabel('Client ID').fill('INVESTOR1');
    await page.getByLabel('Password').fill('Investor@123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('status').filter({ hasText: `${broker.name} is connected.` })).toBeVisible();
    const { orders, lineCount } = await placeBuy(page, FREE_BASKET);
    await expect(orders.getByRole('heading', { name: 'Your orders' })).toBeVisible();

    // The view follows its event stream: a line the broker took shows (the placed trade had none yet).
    const rows = orders.getByRole('table').locator('tbody tr');
    await expect(rows.filter({ hasText: /Open|Complete/ }).first()).toBeVisible({ timeout: 20_000 });
    // The process holding that stream; the broker's updates held back.
    expect(workers.filter((w) => streams(w) > 0)).toHaveLength(1);
    const held = await db!.query(
      "UPDATE sim_broker_postbacks SET next_attempt_at = now() + interval '1 hour' WHERE delivered_at IS NULL RETURNING id",
    );
    const killed = workers.find((w) => streams(w) > 0)!;
    const survivor = workers.find((w) => w !== killed)!;
    const { rows: open } = await db!.query<{ n: number; placing: boolean }>(
      `SELECT count(*) FILTER (WHERE o.status IS NULL OR o.status NOT IN ('COMPLETE', 'REJECTED', 'CANCELLED'))::int AS n,
              bool_or(t.status = 'placing') AS placing
         FROM trade_orders o JOIN trades t ON t.id = o.trade_id WHERE t.id = (SELECT max(id) FROM trades)`,
    );
    expect(open[0]!.n, 'orders still open when the process dies').toBeGreaterThan(0);
    killed.child.kill('SIGKILL');

    // The view opens its stream again, through the proxy, on the survivor, and follows it to the end. A
    // trade the dead process was still placing waits out its placing lease (15 s), then the survivor's
    // resume job places the lines not yet with the broker (docs/trading.md, "Idempotency").
    await expect(orders.getByRole('status')).toHaveText(
      `Every order has reached its final status. ${lineCount} of ${lineCount} orders complete.`,
      { timeout: 90_000 },
    );
    expect(streams(survivor), 'streams the survivor served').toBeGreaterThan(0);
    await expect(rows).toHaveCount(lineCount);

    // The updates held at the crash come due on the survivor: each fill is taken once.
    await db!.query('UPDATE sim_broker_postbacks SET next_attempt_at = now() WHERE delivered_at IS NULL');
    await expect
      .poll(
        async () =>
          (
            await db!.query<{ n: number }>(
              'SELECT count(*)::int AS n FROM sim_broker_postbacks WHERE delivered_at IS NULL',
            )
          ).rows[0]!.n,
        { timeout: 30_000 },
      )
      .toBe(0);
    const { rows: lines } = await db!.query<{ symbol: string; app: number; broker: number; held: number }>(
      `SELECT o.symbol, o.filled_quantity AS app, s.filled_quantity AS broker, coalesce(h.quantity, 0) AS held
         FROM trade_orders o JOIN trades t ON t.id = o.trade_id
         JOIN sim_broker_orders s ON s.order_id = o.broker_order_id
         LEFT JOIN investment_holdings h ON h.investment_id = t.investment_id AND h.symbol = o.symbol
        ORDER BY o.symbol`,
    );
    expect(lines).toHaveLength(lineCount);
    for (const line of lines) {
      expect(line.broker, line.symbol).toBeGreaterThan(0);
      expect(line.app, line.symbol).toBe(line.broker);
      expect(line.held, line.symbol).toBe(line.app);
    }
    console.log(
      `cluster in Chromium: ${lineCount} orders complete after SIGKILL of the stream's process (${open[0]!.placing ? 'mid-placement' : 'every order placed'}, ${open[0]!.n} open); ${held.rows.length} broker updates held at the crash, taken once`,
    );

    // The stream's connection broke with its process; nothing else may be logged.
    allowConsoleErrors(investor.errors, /net::ERR_INCOMPLETE_CHUNKED_ENCODING|net::ERR_EMPTY_RESPONSE/);
    expect(investor.errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
