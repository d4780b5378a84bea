// The PGlite side of createTestServer (the unit test project): a new in-memory PGlite costs about
// 2.5 s to initialise its cluster and 2.5 s more to migrate and seed, on every test server. The
// first test database of each kind in a run is made that way and dumped (PGlite's dumpDataDir) into
// the run's folder (tests/unit-global-setup.ts); every later one starts from that dump in under a
// second, with exactly the same content (docs/decisions/0159-suite-time.md).
import { closeSync, existsSync, openSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { inject } from 'vitest';
import { openDatabase, pgliteDatabase, type Database } from './db/database';
import { madePglite } from './db/pglite-made';
import type { TestDatabaseContent } from './test-support-pg';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A folder for this run's PGlite dumps; provided by tests/unit-global-setup.ts. */
    pgliteSnapshots?: string;
  }
}

/** This test file's dump of each content, once read or made (callers may ask at the same time). */
const snapshots = new Map<TestDatabaseContent, Promise<Blob | undefined>>();

/** The dump another worker is making, once written (a few seconds); undefined if it never comes. */
async function writtenBy(file: string): Promise<Blob | undefined> {
  for (let waited = 0; waited < 120_000; waited += 100) {
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    await sleep(100);
  }
  return undefined;
}

/** An in-memory PGlite database of its own: empty, or migrated and seeded. */
export async function openPgliteTestDatabase(content: TestDatabaseContent): Promise<Database> {
  const dir = inject('pgliteSnapshots');
  if (!dir) return pgliteDatabase(await madePglite(content));
  const file = join(dir, `${content}.tar`);
  let snapshot = snapshots.get(content);
  if (!snapshot && existsSync(file)) snapshot = Promise.resolve(new Blob([readFileSync(file)]));
  if (!snapshot) {
    try {
      closeSync(openSync(`${file}.lock`, 'wx'));
    } catch {
      // Another worker took the lock and is making it: wait for it rather than make a second one.
      snapshot = writtenBy(file);
    }
  }
  if (!snapshot) {
    // The first to ask makes it, keeps that database and leaves the dump for everyone else.
    const raw = await madePglite(content);
    const dumped = raw.dumpDataDir('none').then(async (blob) => {
      // Written whole, then renamed into place: a reader never sees part of it.
      const part = `${file}.${process.pid}`;
      writeFileSync(part, new Uint8Array(await blob.arrayBuffer()));
      renameSync(part, file);
      return blob;
    });
    snapshots.set(content, dumped);
    await dumped;
    return pgliteDatabase(raw);
  }
  snapshots.set(content, snapshot);
  const blob = await snapshot;
  return blob ? openDatabase({ dataDir: 'memory', snapshot: blob }) : pgliteDatabase(await madePglite(content));
}
