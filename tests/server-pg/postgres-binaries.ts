// Finds Postgres's initdb and pg_ctl for the throwaway test cluster. Debian keeps them under
// /usr/lib/postgresql/<major>/bin (not on PATH). When none is there, installs Debian's
// `postgresql` as root with apt-get, like scripts/ensure-chromium.mjs does for Chromium;
// otherwise stops with one line saying what to do.
import { existsSync, readdirSync } from 'node:fs';
import { execFileSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';

export const DEBIAN_ROOT = '/usr/lib/postgresql';

export const MISSING_POSTGRES =
  "Postgres not found: install Debian's package (sudo apt-get install -y postgresql) or set POSTGRES_BIN_DIR to a folder with initdb and pg_ctl, then run npm test again.";

const hasTools = (dir: string) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'));

/** The bin folder of the newest major version under `root` that has initdb and pg_ctl. */
export function findBinDir(root = DEBIAN_ROOT): string | undefined {
  if (!existsSync(root)) return undefined;
  return readdirSync(root)
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a))
    .map((v) => join(root, v, 'bin'))
    .find(hasTools);
}

export interface LocateOptions {
  /** POSTGRES_BIN_DIR, when set, wins and must hold the tools. */
  override?: string | undefined;
  root?: string;
  /** May install the package; false when not allowed to (not root, or no apt-get). */
  canInstall?: () => boolean;
  install?: () => void;
}

export function locatePostgres({
  override = process.env.POSTGRES_BIN_DIR,
  root = DEBIAN_ROOT,
  canInstall = canAptInstall,
  install = aptInstallPostgres,
}: LocateOptions = {}): string {
  if (override) {
    if (hasTools(override)) return override;
    throw new Error(`POSTGRES_BIN_DIR=${override} has no initdb and pg_ctl; point it at Postgres's bin folder.`);
  }
  const found = findBinDir(root);
  if (found) return found;
  if (!canInstall()) throw new Error(MISSING_POSTGRES);
  install();
  const installed = findBinDir(root);
  if (!installed) throw new Error(`apt-get finished but ${root}/<version>/bin has no initdb and pg_ctl.`);
  return installed;
}

function canAptInstall(): boolean {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return isRoot && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

const onlineClusters = (): string[] => {
  const r = spawnSync('pg_lsclusters', ['--no-header'], { encoding: 'utf8' });
  if (r.status !== 0) return [];
  return r.stdout
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((f) => f[3] === 'online')
    .map((f) => `${f[0]} ${f[1]}`);
};

/**
 * apt-get install postgresql, non-interactive. Debian's package also creates a `main` cluster and,
 * where services may start, starts it on port 5432: the tests never use it, so any cluster the
 * install brought up is stopped again (it stays installed, down).
 */
function aptInstallPostgres(): void {
  console.log('Installing Debian postgresql for the server tests on Postgres…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const before = new Set(onlineClusters());
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'postgresql'], { stdio: 'inherit', env });
  for (const cluster of onlineClusters().filter((c) => !before.has(c))) {
    const [version, name] = cluster.split(' ') as [string, string];
    spawnSync('pg_ctlcluster', [version, name, 'stop'], { stdio: 'inherit' });
  }
}
