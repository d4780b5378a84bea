// Low-level pieces of the throwaway cluster: which OS user runs Postgres, running its tools as that
// user, and stopping a cluster for sure (used by the normal stop, the signal handlers and the sweep).
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

export interface OsUser {
  uid: number;
  gid: number;
  name: string;
}

const idOf = (flag: '-u' | '-g', name: string): number | undefined => {
  const r = spawnSync('id', [flag, name], { encoding: 'utf8' });
  return r.status === 0 ? Number(r.stdout.trim()) : undefined;
};

/**
 * Postgres refuses to run as root. As root, the cluster runs as `postgres` (Debian's package makes
 * that user) or else `nobody`; otherwise as the current user (undefined: no switch).
 */
export function clusterUser(): OsUser | undefined {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  for (const name of ['postgres', 'nobody']) {
    const uid = idOf('-u', name);
    const gid = idOf('-g', name);
    if (uid !== undefined && gid !== undefined && uid !== 0) return { uid, gid, name };
  }
  throw new Error('Running as root with neither a postgres nor a nobody user to run the test Postgres as.');
}

const execFileAsync = promisify(execFile);

/**
 * Runs a Postgres tool (as `user` when given), answering its output; throws with that output on
 * failure. Asynchronous on purpose: a vitest worker blocked in a child process could not handle
 * the SIGTERM that precedes its SIGKILL, and would die without stopping its cluster.
 */
export async function runTool(
  binDir: string,
  tool: string,
  args: string[],
  user: OsUser | undefined,
  cwd: string,
  timeoutMs = 60_000,
): Promise<string> {
  try {
    const { stdout, stderr } = await execFileAsync(join(binDir, tool), args, {
      cwd,
      timeout: timeoutMs,
      // Tools run as another user cannot read root's home; give them their own cwd and a plain env.
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C.UTF-8', HOME: cwd },
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
    });
    return `${stdout}${stderr}`.trim();
  } catch (e) {
    const { stdout = '', stderr = '', message } = e as Error & { stdout?: string; stderr?: string };
    throw new Error(`${tool} ${args.join(' ')} failed (${message.split('\n')[0]}): ${`${stdout}${stderr}`.trim()}`, {
      cause: e,
    });
  }
}

/** Whether the process runs; a zombie (ended, not yet reaped by its parent) counts as ended. */
export const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    // /proc/<pid>/stat: "pid (comm) state …"; the comm may hold spaces and parentheses.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true; // no /proc here: trust kill(0)
  }
};

/**
 * The running postmaster of `dataDir`: the pid in its postmaster.pid, when that process is alive and
 * is a Postgres on this folder. (A folder left by a killed run keeps a stale file whose pid may since
 * belong to something else: never signal that.)
 */
export function postmasterPid(dataDir: string): number | undefined {
  const file = join(dataDir, 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return undefined;
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes(dataDir) ? pid : undefined;
  } catch {
    return pid; // no /proc here: trust the file
  }
}

const sleepSync = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Stops the cluster in `dir` and deletes the folder. Synchronous, so it also works from an exit or
 * signal handler. The immediate shutdown (what `pg_ctl stop -m immediate` does: SIGQUIT to the
 * postmaster) is sent first thing, so even if this process is killed right after, Postgres goes.
 */
export function destroyCluster(dir: string): void {
  const pid = postmasterPid(join(dir, 'data'));
  if (pid !== undefined) {
    process.kill(pid, 'SIGQUIT');
    const deadline = Date.now() + 20_000;
    while (isAlive(pid) && Date.now() < deadline) sleepSync(25);
    if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  }
  rmSync(dir, { recursive: true, force: true });
}
