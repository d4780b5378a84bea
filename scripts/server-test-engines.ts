import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Which database engine each server test file runs on in `npm test` (docs/postgres-tests.md,
 * docs/decisions/0287-server-tests-split-across-engines.md). Every file runs on one engine at least:
 * the database layer and the leased jobs on both, every other file on one, chosen by its path alone,
 * about a quarter of them on PGlite (2.6 times slower per file than Postgres) and the rest on Postgres.
 * Run by hand (`npx vitest run --project unit-server …`), each project still takes every file.
 */
export type ServerTestEngine = 'pglite' | 'postgres';

/** The files whose subject is the engine itself: migrations, the connection layer, leases and SKIP LOCKED. */
const ON_BOTH = [/^server\/db\//, /^server\/jobs\//, /^server\/test-support/];

/** One in this many of the other files runs on PGlite. */
const PGLITE_SHARE = 4;

/** FNV-1a, 32 bits: a file keeps its engine as files are added or removed around it. */
function pathHash(path: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < path.length; i++) {
    h ^= path.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** The engines a server test file (a path from the repository's root, with '/') runs on. */
export function enginesOf(path: string): ServerTestEngine[] {
  if (ON_BOTH.some((re) => re.test(path))) return ['pglite', 'postgres'];
  return pathHash(path) % PGLITE_SHARE === 0 ? ['pglite'] : ['postgres'];
}

/** Every `server/**\/*.test.ts` under `root`, as paths from it. */
export function serverTestFiles(root: string): string[] {
  const entries = readdirSync(join(root, 'server'), { recursive: true, encoding: 'utf8' });
  return entries
    .map((entry) => `server/${entry.split('\\').join('/')}`)
    .filter((path) => path.endsWith('.test.ts'))
    .sort();
}

/** The server test files `engine` runs in `npm test`. */
export function serverTestsOn(root: string, engine: ServerTestEngine): string[] {
  return serverTestFiles(root).filter((path) => enginesOf(path).includes(engine));
}
