/**
 * `npm run cluster` (after `npm run build`): the production layout on one machine (docs/deploy.md).
 * A throwaway Postgres (as the server tests start one), or DATABASE_URL; migrated and seeded once;
 * WORKERS compiled server processes (2 by default) on ports PORT+1…; HAProxy on PORT (3000) in front,
 * and on PORT+WORKERS+1 with TLS when CERT_FILE and KEY_FILE are given. Ctrl-C drains and stops it all.
 */
import { brands } from '../brands/registry';
import { startAppCluster } from './cluster/app-cluster';
import { clusterDatabase, compiledWorkers } from './cluster/cluster-parts';

const env = process.env;
const number = (name: string, fallback: number, min: number, max: number) => {
  const value = Number(env[name] || fallback);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be ${min} to ${max}`);
  return value;
};

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
  const port = number('PORT', 3000, 1, 65000);
  const workers = number('WORKERS', 2, 1, 32);
  const tls = env.CERT_FILE && env.KEY_FILE ? { certFile: env.CERT_FILE, keyFile: env.KEY_FILE } : undefined;
  const startWorker = compiledWorkers(await clusterDatabase(env.DATABASE_URL, env.SEED !== '0'));
  const cluster = await startAppCluster({ port, workers, tls, bindHost: env.BIND_HOST, startWorker });
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
