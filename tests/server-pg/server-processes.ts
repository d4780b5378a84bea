// Real server processes on a Postgres test database, for the tests of several processes (two
// processes sharing order updates, the drain on SIGTERM, the cluster behind the proxy).
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { API } from '#contract/http/api-paths';
import { SERVER_BUNDLE_PATH } from '#contract/site/page-render';
import type { Trade } from '#contract/trading/types';
import { brands } from '../../brands/registry';
import type { Database } from '../../server/db/database';
import { freeBasket } from '../../server/trading/testing/trading-test-fixtures';
import { signedInWithBroker } from '../../scripts/support/http-browser';
import { CLIENT_MANIFEST_PATH } from '../../server/html/page-renderer';
import { startServer } from '../../scripts/support/server';
import { startAppCluster, type AppCluster } from '../../scripts/cluster/app-cluster';
import { SERVER_BUNDLE } from '../../scripts/build-server';
import { freePort } from './throwaway-cluster';

export interface ServerProcess {
  port: number;
  child: ChildProcess;
  /** Its request log lines (JSON, LOG_LEVEL=info). */
  requests: { id: string; method: string; path: string }[];
  /** Every log message, in order. */
  messages: string[];
}

/** What every such process is started with: the market open, a fast simulated broker, ₹2 crore at it. */
export const PROCESS_ENV = {
  SEED: '0',
  MARKET_NOW: '2026-11-20T11:00:00+05:30',
  SIM_BROKER_JOB_MS: '200',
  // Enough cash at the simulated broker for a ₹2 crore buy (its fills stop at ₹5,00,000 an order).
  SIM_BROKER_START_FUNDS: '100000000',
  LOG_LEVEL: 'info',
};

/**
 * A server process on `databaseUrl`, on a free port unless given one, serving the build in `distDir`:
 * from the sources, or with `compiled` the build's own server bundle (as production runs it).
 */
export async function serverProcess(
  databaseUrl: string,
  distDir: string,
  env: Record<string, string> = {},
  port?: number,
  { compiled = false }: { compiled?: boolean } = {},
): Promise<ServerProcess> {
  const listenOn = port ?? (await freePort());
  const requests: ServerProcess['requests'] = [];
  const messages: string[] = [];
  const child = await startServer(
    listenOn,
    { ...PROCESS_ENV, DATABASE_URL: databaseUrl, DIST_DIR: distDir, ...env },
    {
      ...(compiled ? { nodeArgs: ['--enable-source-maps', join(distDir, SERVER_BUNDLE)] } : {}),
      onStdout: (line) => {
        if (!line.startsWith('{')) return;
        const entry = JSON.parse(line) as { msg?: string; id?: string; method?: string; path?: string };
        if (entry.msg) messages.push(entry.msg);
        if (entry.msg === 'request') requests.push({ id: entry.id!, method: entry.method!, path: entry.path! });
      },
    },
  );
  return { port: listenOn, child, requests, messages };
}

/**
 * Two server processes on `databaseUrl` behind HAProxy, all on free ports (docs/deploy.md, "The proxy"),
 * with the simulated broker's rounds five seconds apart: a trade's orders stay open, and their updates
 * to be delivered, for a while after it is bought.
 */
export async function twoProcessCluster(
  databaseUrl: string,
  distDir: string,
  env: Record<string, string> = {},
  options: { compiled?: boolean } = {},
): Promise<AppCluster<ServerProcess>> {
  const [port, ...workerPorts] = [await freePort(), await freePort(), await freePort()];
  return startAppCluster({
    port: port!,
    workers: 2,
    workerPorts,
    startWorker: (p, proxyEnv) =>
      serverProcess(databaseUrl, distDir, { ...proxyEnv, SIM_BROKER_JOB_MS: '5000', ...env }, p, options),
  });
}

/** Stops a process that still runs (SIGTERM) and waits for its exit. */
export async function stopProcess({ child }: ServerProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

/**
 * A build folder with an empty app: these tests call only the API, so they need no `npm run build`
 * (the server checks at start that a bundle and a manifest are there, and loads pages from them).
 * Answers the folder and its removal.
 */
export function apiOnlyDist(): { dir: string; remove: () => void } {
  const dist = mkdtempSync(join(tmpdir(), 'starfolio-api-only-'));
  mkdirSync(join(dist, dirname(SERVER_BUNDLE_PATH)), { recursive: true });
  mkdirSync(join(dist, dirname(CLIENT_MANIFEST_PATH)), { recursive: true });
  writeFileSync(join(dist, SERVER_BUNDLE_PATH), 'export const createPageRenderer = () => ({});\n');
  writeFileSync(
    join(dist, CLIENT_MANIFEST_PATH),
    JSON.stringify({ 'index.html': { file: 'assets/main.js', isEntry: true } }),
  );
  return { dir: dist, remove: () => rmSync(dist, { recursive: true, force: true }) };
}

/**
 * The seed investor, signed in on Starfolio through `port` with a new account at the simulated broker,
 * buys a basket for `amount` rupees (₹2 crore by default: more than one fill per line); answers the trade once
 * every line is with the broker.
 */
export async function investorBuys(
  port: number,
  db: Database,
  clientCode: string,
  clientKey: string,
  amount = 20_000_000,
) {
  const starfolio = brands.find((b) => b.id === 'starfolio')!;
  const session = await signedInWithBroker(port, starfolio, {
    email: 'investor@example.com',
    password: 'Investor@123',
    clientCode,
  });
  const basket = await freeBasket(db);
  const placed = await session.call(session.host, 'POST', session.api(API.trading.requestOrder), {
    json: { basket_hash: basket.basket_hash, broker_id: 'sec', amount, client_key: clientKey },
  });
  if (placed.status !== 200) throw new Error(`requestorder answered ${placed.status}: ${placed.json?.head.message}`);
  // The answer comes before the lines are placed (decision 0286): the trade once every line is with the broker.
  const trade = placed.json!.body as unknown as Trade;
  for (const until = Date.now() + 60_000; Date.now() < until; await new Promise((r) => setTimeout(r, 250))) {
    const read = await session.call(
      session.host,
      'GET',
      session.api(`${API.trading.orderStatus}?trade=${trade.trade}`),
    );
    const now = read.json?.body as unknown as Trade | undefined;
    if (now && now.status !== 'placing') return { session, trade: now };
  }
  throw new Error(`trade ${trade.trade} still placing after 60 s`);
}
