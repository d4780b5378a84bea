import { pgliteDatabase } from './database';
import { migrate } from './migrate';
import { seed } from './seed/index';

/**
 * A new in-memory PGlite, empty or migrated and seeded as a server start leaves it, checkpointed so
 * that its dump (dumpDataDir) loads as it is: a dump taken without a checkpoint is recovered from its
 * WAL when loaded, and the WAL logs sequences up to 32 values ahead, so the copy's next serial ids
 * would jump (not what a freshly seeded database gives). For tests: the unit tests' databases
 * (server/test-support-pglite.ts) and the e2e servers' (scripts/e2e-snapshot.ts).
 */
export async function madePglite(content: 'empty' | 'seeded') {
  const { PGlite } = await import('@electric-sql/pglite');
  const raw = await PGlite.create();
  if (content === 'seeded') {
    const db = pgliteDatabase(raw);
    await migrate(db);
    await seed(db);
  }
  await raw.exec('CHECKPOINT');
  return raw;
}
