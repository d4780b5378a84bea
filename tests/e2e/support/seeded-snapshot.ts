import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The seeded database the e2e servers start from (decision 0293): a PGlite dump that
 * `npm run e2e:snapshot` (scripts/e2e-snapshot.ts) writes before the suite, so a server start loads it
 * instead of making a cluster, migrating and seeding (about 5 s of an 11 s start on idle cores).
 */
export const E2E_SNAPSHOT = resolve('.data/e2e/seeded-pglite.tar');

/** What the seeded database is made from: a dump older than any of it is stale. */
const SOURCES = ['server/db/migrations', 'server/db/seed', 'server/db/pglite-made.ts'];

const newest = (path: string): number => {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
};

/**
 * The environment that points a server start at the dump, when there is one newer than every migration
 * and seed source; empty otherwise, and the server migrates and seeds as usual.
 */
export function seededSnapshotEnv(): { PGLITE_SNAPSHOT?: string } {
  let made: number;
  try {
    made = statSync(E2E_SNAPSHOT).mtimeMs;
  } catch {
    return {};
  }
  return made > Math.max(...SOURCES.map((s) => newest(resolve(s)))) ? { PGLITE_SNAPSHOT: E2E_SNAPSHOT } : {};
}
