import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brands } from '../brands/registry';
import type { BrandConfig } from '../brands/schema';
import { createApp } from './app';
import { openDatabase, type Database } from './db/database';
import { migrate } from './db/migrate';
import { seed } from './db/seed/index';
import { BRAND_HEAD_MARKER } from './html/inject-brand';
import { openPostgresTestDatabase, type TestDatabaseContent } from './test-support-pg';

/** A throw-away build folder with just enough for the server to start. */
export function fakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'dist-'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html lang="en-IN"><head>${BRAND_HEAD_MARKER}</head><body><div id="root"></div></body></html>`,
  );
  for (const b of brands) {
    mkdirSync(join(dir, 'brands', b.id, 'icons'), { recursive: true });
    writeFileSync(join(dir, 'brands', b.id, 'manifest.webmanifest'), JSON.stringify({ name: b.displayName }));
  }
  return dir;
}

export interface TestServer {
  db: Database;
  jwtSecret: string;
  app: ReturnType<typeof createApp>;
  /** A request as a browser on the brand's host would send it (cookies carried between calls). */
  request: (brand: BrandConfig, path: string, init?: RequestInit & { json?: unknown }) => Promise<Response>;
  cookies: Map<string, string>;
}

/**
 * A database of its own on the engine under test: in-memory PGlite, or with TEST_DATABASE=postgres
 * (the server-pg project, npm run test:server:pg) a new database on the run's Postgres cluster.
 */
export async function openTestDatabase(content: TestDatabaseContent = 'empty'): Promise<Database> {
  const engine = process.env.TEST_DATABASE ?? 'pglite';
  if (engine === 'postgres') return openPostgresTestDatabase(content);
  if (engine !== 'pglite') throw new Error(`TEST_DATABASE=${engine}: use pglite or postgres`);
  const db = await openDatabase({ dataDir: 'memory' });
  if (content === 'seeded') {
    await migrate(db);
    await seed(db);
  }
  return db;
}

/** The real app on a database of its own, migrated and seeded. */
export async function createTestServer(): Promise<TestServer> {
  const db = await openTestDatabase('seeded');
  const jwtSecret = randomBytes(32).toString('hex');
  const app = createApp({ db, distDir: fakeDist(), jwtSecret });
  const cookies = new Map<string, string>();
  const request: TestServer['request'] = async (brand, path, init = {}) => {
    const headers = new Headers(init.headers);
    headers.set('host', `${brand.hosts[0]}:3000`);
    if (cookies.size && !headers.has('cookie')) {
      headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    }
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const res = await app.request(path, { ...init, headers, body });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [k, ...v] = pair!.split('=');
      if (/Max-Age=0|expires=Thu, 01 Jan 1970/i.test(c)) cookies.delete(k!.trim());
      else cookies.set(k!.trim(), v.join('='));
    }
    return res;
  };
  return { db, app, request, cookies, jwtSecret };
}
