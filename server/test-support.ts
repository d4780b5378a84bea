import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brands } from '../brands/registry';
import type { BrandConfig } from '../brands/schema';
import { renderSecurityTxt, SECURITY_TXT_PATH, SECURITY_TXT_TEMPLATE } from '../brands/security-txt';
import { createApp } from './app';
import { devProviderRootsOf, type DevProviderRoots } from './security/installation-secrets';
import type { ResponseCache, ResponseCacheOptions } from './cache/response-cache';
import type { Database } from './db/database';
import { fileURLToPath } from 'node:url';
import { lazyPageRenderer, type PageBundle } from './html/page-renderer';
import type { PageAssets } from '#contract/site/page-render';
import type { MarketData } from './market/market-data';
import { createMarketData } from './market/create-market-data';
import { createMarketClock } from './market/clock';
import { openPgliteTestDatabase } from './test-support-pglite';
import { openPostgresTestDatabase, reopenPostgresTestDatabase, type TestDatabaseContent } from './test-support-pg';
import type { BrokerDirectory } from './broker/broker';
import type { PushSender } from './push/push-sender';
import type { PaymentProvider } from './payments/payment-provider';

/** The client files a test page names (fakeDist has none: no test loads them). */
export const TEST_PAGE_ASSETS = {
  entry: '/assets/index-test.js',
  modulePreloads: ['/assets/chunk-test.js'],
  stylesheets: ['/assets/index-test.css'],
  routes: {
    '/blog/': { modulePreloads: ['/assets/blog-test.js'], stylesheets: ['/assets/blog-test.css'] },
    '/blog/article/$postId/$slug/': {
      modulePreloads: ['/assets/slug-test.js'],
      stylesheets: ['/assets/article-test.css'],
    },
  },
};

/** The server bundle's entry in the app's source, which Vitest compiles on import. */
const SOURCE_BUNDLE = fileURLToPath(new URL('../src/entry-server.tsx', import.meta.url));

/**
 * Pages as the server renders them, from the app's source: server tests need no build. Loaded by
 * path, as the server loads the built bundle (the server imports nothing of src/), on the first page
 * a test asks for, once per test file.
 */
export const sourcePageRendererFor = (assets: PageAssets) =>
  lazyPageRenderer(() => import(/* @vite-ignore */ SOURCE_BUNDLE) as Promise<PageBundle>, assets);
export const sourcePageRenderer = sourcePageRendererFor(TEST_PAGE_ASSETS);

/** The template the build fills for each brand's security.txt. */
const SECURITY_TXT_SOURCE = readFileSync(
  fileURLToPath(new URL(`../${SECURITY_TXT_TEMPLATE}`, import.meta.url)),
  'utf8',
);

/** A throw-away build folder with just enough for the server's files (pages: sourcePageRenderer). */
export function fakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'dist-'));
  for (const b of brands) {
    mkdirSync(join(dir, 'brands', b.id, 'icons'), { recursive: true });
    writeFileSync(join(dir, 'brands', b.id, 'manifest.webmanifest'), JSON.stringify({ name: b.displayName }));
    // As the build writes it (scripts/build-brand-assets.ts), built now.
    mkdirSync(join(dir, 'brands', b.id, '.well-known'));
    writeFileSync(
      join(dir, 'brands', b.id, SECURITY_TXT_PATH.slice(1)),
      renderSecurityTxt(SECURITY_TXT_SOURCE, b, new Date()),
    );
  }
  return dir;
}

export type TestRequestInit = RequestInit & { json?: unknown; clientAddress?: string };

/** The socket address of every test request unless it names another. */
export const TEST_CLIENT_ADDRESS = '192.0.2.1';

/** The market clock of server tests: a Friday, 11:00 IST, with the market open (the e2e server uses the same). */
export const TEST_MARKET_NOW = new Date('2026-11-20T11:00:00+05:30');

export interface TestServerOptions {
  /** TRUST_PROXY (server/config.ts): 0 unless a test is about proxies. */
  trustProxy?: number;
  /** OTP_CODES_PER_CLIENT_HOUR (server/config.ts): the default unless a test is about the setting. */
  otpCodesPerClientHour?: number;
  /** The micro-cache (server/cache/response-cache.ts); `{ ttlSeconds: 0 }` for a test that writes to the database behind the app's back. */
  responseCache?: ResponseCacheOptions | ResponseCache;
  /** Where the market clock stands (MARKET_NOW); TEST_MARKET_NOW unless a test is about the clock. */
  marketNow?: Date;
  /**
   * A database another test server already uses (from reopenTestDatabase): two servers on one
   * database, as two processes; this server's jwtSecret must then be the other's.
   */
  db?: Database;
  jwtSecret?: string;
  /** The provider roots; by default the test database's own, as a started server reads them (server/security/installation-secrets.ts). */
  devRoots?: DevProviderRoots;
  /** The brands' brokers; by default the simulated broker reached through the test's app (server/broker/broker-directory.ts). */
  brokers?: BrokerDirectory;
  /** The payment provider; by default each brand's simulated checkout reached through the test's app. */
  payments?: PaymentProvider;
  /** Web Push; WebPushSender on the test's database by default. */
  push?: PushSender;
}

export interface TestServer {
  db: Database;
  jwtSecret: string;
  /** The roots this server's simulated providers and the app derive unconfigured secrets from. */
  devRoots: DevProviderRoots;
  app: ReturnType<typeof createApp>;
  /**
   * A request as a browser on the brand's host would send it (cookies carried between calls), from
   * the socket address `clientAddress` (default 192.0.2.1, a documentation address).
   */
  request: (brand: BrandConfig, path: string, init?: TestRequestInit) => Promise<Response>;
  cookies: Map<string, string>;
  market: MarketData;
}

/**
 * A database of its own on the engine under test: in-memory PGlite, or with TEST_DATABASE=postgres
 * (the server-pg project, npm run test:server:pg) a new database on the run's Postgres cluster.
 */
export async function openTestDatabase(content: TestDatabaseContent = 'empty'): Promise<Database> {
  const engine = process.env.TEST_DATABASE ?? 'pglite';
  if (engine === 'postgres') return openPostgresTestDatabase(content);
  if (engine !== 'pglite') throw new Error(`TEST_DATABASE=${engine}: use pglite or postgres`);
  return openPgliteTestDatabase(content);
}

/**
 * A second connection to a test database, as a second server process opens one: on Postgres a new
 * pool on the same database (its own LISTEN connection too); on PGlite, which one process alone can
 * open, the same instance. close() closes only this connection.
 */
export async function reopenTestDatabase(db: Database): Promise<Database> {
  if (db.kind === 'postgres') return reopenPostgresTestDatabase(db);
  return { ...db, close: async () => undefined };
}

/** The real app on a database of its own, migrated and seeded. */
export async function createTestServer({
  trustProxy = 0,
  otpCodesPerClientHour,
  responseCache,
  marketNow = TEST_MARKET_NOW,
  brokers,
  payments,
  push,
  db: given,
  jwtSecret = randomBytes(32).toString('hex'),
  devRoots: givenRoots,
}: TestServerOptions = {}): Promise<TestServer> {
  const db = given ?? (await openTestDatabase('seeded'));
  // As a start does: the installation's own roots, made once and kept in its database (a second
  // server on the same database reads the same ones), never a constant.
  const devRoots = givenRoots ?? (await devProviderRootsOf(db));
  const market = createMarketData({ clock: createMarketClock(marketNow) });
  const app = createApp({
    db,
    distDir: fakeDist(),
    jwtSecret,
    devRoots,
    trustProxy,
    otpCodesPerClientHour,
    responseCache,
    pageRenderer: sourcePageRenderer,
    market,
    brokers,
    payments,
    push,
  });
  const cookies = new Map<string, string>();
  const request: TestServer['request'] = async (brand, path, init = {}) => {
    const { clientAddress = TEST_CLIENT_ADDRESS, json, ...rest } = init;
    const headers = new Headers(rest.headers);
    headers.set('host', `${brand.hosts[0]}:3000`);
    if (cookies.size && !headers.has('cookie')) {
      headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    }
    let body = rest.body;
    if (json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(json);
    }
    // What @hono/node-server passes a request: its socket (server/security/client-address.ts reads it).
    const env = { incoming: { socket: { remoteAddress: clientAddress, remoteFamily: 'IPv4' } } };
    const res = await app.request(path, { ...rest, headers, body }, env);
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [k, ...v] = pair!.split('=');
      if (/Max-Age=0|expires=Thu, 01 Jan 1970/i.test(c)) cookies.delete(k!.trim());
      else cookies.set(k!.trim(), v.join('='));
    }
    return res;
  };
  return { db, app, request, cookies, jwtSecret, devRoots, market };
}
