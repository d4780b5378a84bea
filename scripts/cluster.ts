/**
 * `npm run cluster` (after `npm run build`): the production layout on one machine (docs/deploy.md).
 * A throwaway Postgres (as the server tests start one), or DATABASE_URL; migrated and seeded once;
 * WORKERS compiled server processes (2 by default) on ports PORT+1…; HAProxy on PORT (3000) in front,
 * and on PORT+WORKERS+1 with TLS when CERT_FILE and KEY_FILE are given. Ctrl-C drains and stops it all.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brands } from '../brands/registry';
import { openDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { seed } from '../server/db/seed/index';
import { locatePostgres } from '../tests/server-pg/postgres-binaries';
import { startCluster } from '../tests/server-pg/throwaway-cluster';
import { SERVER_BUNDLE } from './build-server';
import { startAppCluster } from './cluster/app-cluster';
import { startServer } from './support/server';

const env = process.env;
const number = (name: string, fallback: number, min: number, max: number) => {
  const value = Number(env[name] || fallback);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be ${min} to ${max}`);
  return value;
};

/** DATABASE_URL, else a throwaway Postgres with a `starfolio` database (deleted on exit). */
async function database(): Promise<string> {
  if (env.DATABASE_URL) return env.DATABASE_URL;
  const pg = await startCluster({ binDir: locatePostgres(), stopOnSignals: [] });
  const admin = await openDatabase({ url: pg.adminUrl });
  await admin.exec('CREATE DATABASE starfolio');
  await admin.close();
  const url = new URL(pg.adminUrl);
  url.pathname = '/starfolio';
  console.log(`Throwaway Postgres on 127.0.0.1:${pg.port} (deleted when the cluster stops)`);
  return url.toString();
}

/** Set once the cluster runs: Ctrl-C drains it; before that, exiting stops what has started. */
let stopCluster: (() => Promise<void>) | undefined;
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    if (!stopCluster) process.exit(130);
    console.log('\nStopping: the processes drain, then the proxy and the database stop…');
    void stopCluster().finally(() => process.exit(0));
  });
}

async function main() {
  const dist = resolve(env.DIST_DIR ?? 'dist');
  const bundle = join(dist, SERVER_BUNDLE);
  if (!existsSync(bundle)) throw new Error(`${bundle} is missing: run npm run build first`);
  const port = number('PORT', 3000, 1, 65000);
  const workers = number('WORKERS', 2, 1, 32);
  const tls = env.CERT_FILE && env.KEY_FILE ? { certFile: env.CERT_FILE, keyFile: env.KEY_FILE } : undefined;
  const url = await database();

  // Migrated (and seeded) before any process takes traffic.
  const db = await openDatabase({ url });
  const applied = await migrate(db);
  const seeded = env.SEED === '0' ? [] : await seed(db);
  await db.close();
  console.log(`Database ready: ${applied.length} migrations applied, ${seeded.length} seed steps`);

  const cluster = await startAppCluster({
    port,
    workers,
    tls,
    bindHost: env.BIND_HOST,
    startWorker: async (p, extra) => ({
      port: p,
      child: await startServer(
        p,
        { DATABASE_URL: url, DIST_DIR: dist, SEED: '0', LOG_LEVEL: env.LOG_LEVEL ?? 'warn', ...extra },
        { nodeArgs: ['--enable-source-maps', bundle] },
      ),
    }),
  });
  const lines = brands.map((b) => `  ${b.displayName.padEnd(24)} http://${b.hosts[0]}:${port}/`);
  if (cluster.tlsPort) lines.push(`  TLS on port ${cluster.tlsPort} (CERT_FILE, KEY_FILE)`);
  console.log(`\n${workers} server processes (ports ${port + 1}–${port + workers}) behind HAProxy on ${port}:`);
  console.log(`${lines.join('\n')}\n\nCtrl-C stops everything.`);
  stopCluster = cluster.stop;
}

main().catch((err: unknown) => {
  console.error(`error: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
