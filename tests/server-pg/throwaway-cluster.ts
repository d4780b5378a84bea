// A Postgres cluster that lives for one test run: initdb into a temp folder, pg_ctl start on
// 127.0.0.1 and a free port, stop and delete the folder afterwards.
import { randomBytes } from 'node:crypto';
import {
  appendFileSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clusterUser, destroyCluster, isAlive, runTool, type OsUser } from './cluster-process';
import { stopOnExit } from './stop-on-exit';

export const CLUSTER_PREFIX = 'starfolio-pg-';
const OWNER_FILE = 'owner.pid';

export interface Cluster {
  dir: string;
  port: number;
  /** postgres://postgres:…@127.0.0.1:port/postgres, the superuser on the maintenance database. */
  adminUrl: string;
  /**
   * Stops the server and deletes the folder; safe to call more than once. Also runs by itself when
   * the process exits or gets Ctrl-C / SIGTERM / SIGHUP first (from the moment the folder exists).
   */
  stop: () => void;
}

export interface StartOptions {
  binDir: string;
  /** Where the cluster folder goes: the temp folder, where the sweep looks. */
  parent?: string;
  /** The process whose death makes the cluster stale for the sweep; this process by default. */
  ownerPid?: number;
  /** Picks the port to try (a free one by default). */
  pickPort?: () => Promise<number>;
  /** The signals that stop the cluster at once (Ctrl-C, SIGTERM, SIGHUP by default); it always stops on exit. */
  stopOnSignals?: readonly NodeJS.Signals[];
}

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

// Same locale and time zone as PGlite (collation C, ctype C.UTF-8, UTC), so both engines sort and
// print alike. Durability is off: the data is thrown away after the run.
const SETTINGS = (dir: string) => `
listen_addresses = '127.0.0.1'
unix_socket_directories = '${dir}'
timezone = 'UTC'
fsync = off
synchronous_commit = off
full_page_writes = off
`;

export async function startCluster({
  binDir,
  parent = tmpdir(),
  ownerPid = process.pid,
  pickPort = freePort,
  stopOnSignals,
}: StartOptions): Promise<Cluster> {
  sweepStaleClusters(parent);
  const user = clusterUser();
  const dir = mkdtempSync(join(parent, CLUSTER_PREFIX));
  writeFileSync(join(dir, OWNER_FILE), String(ownerPid));
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    destroyCluster(dir);
    release();
  };
  const release = stopOnExit(stop, stopOnSignals);
  try {
    const port = await initAndStart(binDir, dir, user, pickPort);
    if (stopped) throw new Error('The test Postgres was stopped while it started (signal).');
    const password = readFileSync(join(dir, 'password'), 'utf8');
    return { dir, port, adminUrl: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`, stop };
  } catch (e) {
    stop();
    throw e;
  }
}

async function initAndStart(
  binDir: string,
  dir: string,
  user: OsUser | undefined,
  pickPort: () => Promise<number>,
): Promise<number> {
  const data = join(dir, 'data');
  const pwFile = join(dir, 'password');
  writeFileSync(pwFile, randomBytes(18).toString('hex'), { mode: 0o600 });
  if (user) {
    chownSync(dir, user.uid, user.gid);
    chownSync(pwFile, user.uid, user.gid);
  }
  await runTool(
    binDir,
    'initdb',
    [
      ...['-D', data, '-U', 'postgres', '--auth=scram-sha-256', `--pwfile=${pwFile}`],
      ...['-E', 'UTF8', '--lc-collate=C', '--lc-ctype=C.UTF-8', '--no-sync', '--no-instructions'],
    ],
    user,
    dir,
  );
  appendFileSync(join(data, 'postgresql.conf'), SETTINGS(dir));
  // The port is free when picked but may be taken before Postgres binds it: try a few.
  const logFile = join(dir, 'server.log');
  const readLog = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '');
  for (let attempt = 1; ; attempt++) {
    const port = await pickPort();
    const logBefore = readLog().length;
    try {
      await runTool(
        binDir,
        'pg_ctl',
        ['start', '-D', data, '-l', logFile, '-w', '-t', '60', '-o', `-p ${port}`],
        user,
        dir,
        90_000,
      );
      return port;
    } catch (e) {
      const log = readLog().slice(logBefore);
      if (attempt >= 3 || !/could not bind|address already in use/i.test(log)) {
        throw new Error(`${(e as Error).message}\n${log.slice(-2000)}`, { cause: e });
      }
    }
  }
}

/**
 * Deletes clusters left by runs that died without cleaning up (SIGKILL, power loss): a folder whose
 * owner process is gone. Clusters of runs still going (other worktrees, parallel runs) are left alone.
 */
export function sweepStaleClusters(parent = tmpdir()): string[] {
  const swept: string[] = [];
  for (const name of readdirSync(parent).filter((n) => n.startsWith(CLUSTER_PREFIX))) {
    const dir = join(parent, name);
    const owner = ownerOf(dir);
    if (owner === 'unknown') {
      // No owner written yet: a folder being created right now, or a broken one. Only take it when old.
      const age = ageMs(dir);
      if (age === undefined || age < 10 * 60_000) continue;
    } else if (isAlive(owner)) continue;
    destroyCluster(dir);
    swept.push(dir);
  }
  return swept;
}

function ownerOf(dir: string): number | 'unknown' {
  try {
    const pid = Number(readFileSync(join(dir, OWNER_FILE), 'utf8'));
    return Number.isInteger(pid) && pid > 0 ? pid : 'unknown';
  } catch {
    return 'unknown';
  }
}

function ageMs(dir: string): number | undefined {
  try {
    return Date.now() - statSync(dir).mtimeMs;
  } catch {
    return undefined; // gone meanwhile
  }
}
