// Global setup of the unit test project: a folder for this run's PGlite dumps, which the first test
// database of each kind fills (server/test-support-pglite.ts); deleted after the run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'pglite-snapshots-'));
  project.provide('pgliteSnapshots', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
