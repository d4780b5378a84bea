import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { enginesOf, serverTestFiles, serverTestsOn } from './server-test-engines';

const root = resolve(import.meta.dirname, '..');

describe('the server tests split across the two engines (npm test)', () => {
  const files = serverTestFiles(root);
  const pglite = new Set(serverTestsOn(root, 'pglite'));
  const postgres = new Set(serverTestsOn(root, 'postgres'));

  it('finds every server test file, however deep, and nothing else', () => {
    expect(files.length).toBeGreaterThan(200);
    expect(files).toContain('server/app.test.ts');
    expect(files).toContain('server/trading/rules/minimum-amount-buys-each.property.test.ts');
    expect(files.every((f) => /^server\/.+\.test\.ts$/.test(f))).toBe(true);
  });

  it('runs every file on one engine at least, and the database layer and the leased jobs on both', () => {
    expect(files.filter((f) => !pglite.has(f) && !postgres.has(f))).toEqual([]);
    for (const f of files.filter((f) => /^server\/(db|jobs)\//.test(f))) {
      expect(enginesOf(f), f).toEqual(['pglite', 'postgres']);
    }
    expect(enginesOf('server/test-support.test.ts')).toEqual(['pglite', 'postgres']);
  });

  it('gives PGlite about a quarter of the files, the same ones from run to run', () => {
    expect(pglite.size / files.length).toBeGreaterThan(0.15);
    expect(pglite.size / files.length).toBeLessThan(0.35);
    // The engine follows from the path alone (FNV-1a): these stay where they are whatever else changes.
    expect(['server/a.test.ts', 'server/b.test.ts', 'server/c.test.ts', 'server/d.test.ts'].map(enginesOf)).toEqual([
      ['postgres'],
      ['postgres'],
      ['postgres'],
      ['pglite'],
    ]);
  });
});
