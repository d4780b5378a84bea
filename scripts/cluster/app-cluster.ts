/**
 * Server processes behind HAProxy on one database (docs/deploy.md): what `npm run cluster` starts, and
 * the cluster test drives. The database is migrated before any process takes traffic; each process
 * runs with TRUST_PROXY=1 and a drain delay longer than the proxy takes to see it leave.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { haproxyConfig } from './haproxy-config';

export const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';
export const MISSING_HAPROXY = `HAProxy not found at ${HAPROXY}: install Debian's package (sudo apt-get install -y haproxy) or set HAPROXY_PATH, then run again.`;

/** A started server process, as the caller's `startWorker` answers it. */
export interface Worker {
  port: number;
  child: ChildProcess;
}

export interface ClusterOptions<W extends Worker> {
  /** The proxy's plain-HTTP port; the processes take the next `workers` ports unless `workerPorts` says. */
  port: number;
  workers: number;
  workerPorts?: number[];
  /** Starts one server process on `port` with `env` added, and resolves once it answers. */
  startWorker: (port: number, env: Record<string, string>) => Promise<W>;
  /** TLS on `port + workers + 1`: the certificate chain and its key (CERT_FILE, KEY_FILE). */
  tls?: { certFile: string; keyFile: string };
  /** The address the proxy listens on (127.0.0.1; 0.0.0.0 to serve other machines). */
  bindHost?: string;
  checkIntervalMs?: number;
}

export interface AppCluster<W extends Worker> {
  workers: W[];
  proxyPort: number;
  tlsPort: number | undefined;
  proxy: ChildProcess;
  /** SIGTERM to every process (each drains) and the proxy; resolves when all have exited. */
  stop: () => Promise<void>;
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

async function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (exited(child)) return;
  const done = once(child, 'exit');
  child.kill(signal);
  await done;
}

/** Resolves when `url` answers 200 through the proxy. */
async function until200(url: string, proxy: ChildProcess, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited(proxy)) throw new Error(`haproxy exited with code ${proxy.exitCode}`);
    const ok = await fetch(url).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

export async function startAppCluster<W extends Worker>(options: ClusterOptions<W>): Promise<AppCluster<W>> {
  if (!existsSync(HAPROXY)) throw new Error(MISSING_HAPROXY);
  const { port, workers: count, startWorker, tls, bindHost, checkIntervalMs = 500 } = options;
  const dir = mkdtempSync(join(tmpdir(), 'starfolio-cluster-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  const workerPorts = options.workerPorts ?? Array.from({ length: count }, (_, i) => port + 1 + i);
  // The proxy takes a process out after three failed checks: it drains for longer than that.
  const env = { TRUST_PROXY: '1', DRAIN_DELAY_MS: String(checkIntervalMs * 4) };
  const workers: W[] = [];
  let proxy: ChildProcess | undefined;
  const stop = async () => {
    await Promise.all(workers.map((w) => stopChild(w.child)));
    if (proxy) await stopChild(proxy);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // One after the other: the first start migrates (under the advisory lock), the others find it done.
    for (const p of workerPorts) workers.push(await startWorker(p, env));
    let tlsConfig: { pemFile: string; port: number } | undefined;
    if (tls) {
      const pemFile = join(dir, 'site.pem');
      writeFileSync(pemFile, `${readFileSync(tls.certFile, 'utf8').trim()}\n${readFileSync(tls.keyFile, 'utf8')}`, {
        mode: 0o600,
      });
      tlsConfig = { pemFile, port: port + count + 1 };
    }
    const configFile = join(dir, 'haproxy.cfg');
    writeFileSync(configFile, haproxyConfig({ port, bindHost, workerPorts, tls: tlsConfig, checkIntervalMs }));
    // -db: in the foreground, logging to stderr; -W: master-worker, so SIGTERM stops it cleanly.
    proxy = spawn(HAPROXY, ['-W', '-db', '-f', configFile], { stdio: ['ignore', 'inherit', 'inherit'] });
    process.once('exit', () => proxy?.kill('SIGTERM'));
    await until200(`http://127.0.0.1:${port}/readyz`, proxy);
    return { workers, proxyPort: port, tlsPort: tlsConfig?.port, proxy, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}
