import { describe, expect, it } from 'vitest';
import { importsOf, isTestFile, sourceFiles } from './support/import-graph';

/**
 * contract/ holds only what both sides use (decision 0247): a module one side alone imports, directly
 * or through other contract modules, belongs in that side's own folder. The service worker counts as a
 * side of its own, as it may import nothing but contract/: what the page and the worker share stays here.
 */
const root = process.cwd();
const APP = /^(src|brands)\//;
const WORKER = /^sw\//;
const SERVER = /^(server|scripts)\/|^(vite|vite\.widget|vitest|playwright)\.config\.ts$/;

const files = sourceFiles(root).filter((f) => !isTestFile(f));
const contract = files.filter((f) => f.startsWith('contract/'));
const imports = new Map(files.map((f) => [f, importsOf(root, f)]));

/** The contract modules `from` reaches: the ones it imports and, through them, theirs. */
function contractReach(from: string): Set<string> {
  const seen = new Set<string>();
  const walk = (f: string) => {
    for (const m of imports.get(f) ?? []) {
      if (!m.startsWith('contract/') || seen.has(m)) continue;
      seen.add(m);
      walk(m);
    }
  };
  walk(from);
  return seen;
}

const usedBy = (side: RegExp) => new Set(files.filter((f) => side.test(f)).flatMap((f) => [...contractReach(f)]));

describe('contract/ (what both sides share)', () => {
  it('finds the contract and the imports of both sides', () => {
    expect(contract.length).toBeGreaterThan(20);
    expect(usedBy(APP).has('contract/http/envelope.ts')).toBe(true);
    expect(usedBy(SERVER).has('contract/http/envelope.ts')).toBe(true);
  });

  it('holds no module that only one side (or neither) uses', () => {
    const sides = { app: usedBy(APP), worker: usedBy(WORKER), server: usedBy(SERVER) };
    const oneSided = contract.flatMap((m) => {
      const users = Object.entries(sides).filter(([, used]) => used.has(m));
      if (users.length >= 2) return [];
      return [`${m}: ${users.length ? `${users[0]![0]} only` : 'unused'}`];
    });
    expect(oneSided).toEqual([]);
  });
});
