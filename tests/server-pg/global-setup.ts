// Global setup of the server-pg test project: a throwaway Postgres cluster for the run, with one
// template database migrated and seeded once; each createTestServer() copies it
// (server/test-support-pg.ts). The cluster is stopped and deleted after the run, on failure and on Ctrl-C.
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { seed } from '../../server/db/seed/index';
import { locatePostgres } from './postgres-binaries';
import { startCluster } from './throwaway-cluster';

const SEEDED_TEMPLATE = 'starfolio_seeded';

async function createSeededTemplate(adminUrl: string): Promise<string> {
  const admin = await openDatabase({ url: adminUrl });
  try {
    await admin.exec(`CREATE DATABASE ${SEEDED_TEMPLATE}`);
    const url = new URL(adminUrl);
    url.pathname = `/${SEEDED_TEMPLATE}`;
    const db = await openDatabase({ url: url.toString() });
    try {
      await migrate(db);
      await seed(db);
    } finally {
      await db.close();
    }
    // No connections from now on, so CREATE DATABASE … TEMPLATE never finds it busy.
    await admin.exec(`ALTER DATABASE ${SEEDED_TEMPLATE} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
    return (await admin.query<{ v: string }>("SELECT current_setting('server_version') AS v")).rows[0]!.v;
  } finally {
    await admin.close();
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const started = performance.now();
  let binDir: string;
  try {
    binDir = locatePostgres();
  } catch (e) {
    // A one-line instruction, not a stack trace: it is about the machine, not the code.
    const stop = e as Error;
    stop.stack = `${stop.name}: ${stop.message}`;
    throw stop;
  }
  // Stopped by the teardown below, or on exit, Ctrl-C or SIGTERM (startCluster sees to that).
  const cluster = await startCluster({ binDir });
  // The seed's password hashes at the project's test cost (SCRYPT_LOG_N, decision 0283): this runs in
  // the main process, which the project's `env` does not reach.
  process.env.SCRYPT_LOG_N ??= project.config.env.SCRYPT_LOG_N;
  try {
    const version = await createSeededTemplate(cluster.adminUrl);
    const ms = Math.round(performance.now() - started);
    console.log(`Postgres ${version} test cluster on 127.0.0.1:${cluster.port}, migrated and seeded in ${ms} ms`);
  } catch (e) {
    cluster.stop();
    throw e;
  }
  project.provide('postgres', { adminUrl: cluster.adminUrl, seededTemplate: SEEDED_TEMPLATE });
  return cluster.stop;
}
