import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { findBinDir, locatePostgres, MISSING_POSTGRES } from './postgres-binaries';

const roots: string[] = [];
afterAll(() => roots.forEach((r) => rmSync(r, { recursive: true, force: true })));

/** A fake /usr/lib/postgresql with the given major versions; `tools: false` leaves a bin folder empty. */
function fakeRoot(versions: Array<{ v: string; tools?: boolean }>): string {
  const root = mkdtempSync(join(tmpdir(), 'pg-root-'));
  roots.push(root);
  for (const { v, tools = true } of versions) addVersion(root, v, tools);
  return root;
}

function addVersion(root: string, v: string, tools = true) {
  const bin = join(root, v, 'bin');
  mkdirSync(bin, { recursive: true });
  if (tools) for (const t of ['initdb', 'pg_ctl']) writeFileSync(join(bin, t), '');
}

describe('locating initdb and pg_ctl', () => {
  it('takes the newest major version that has both tools', () => {
    const root = fakeRoot([{ v: '9' }, { v: '15' }, { v: '16', tools: false }, { v: 'common' }]);
    expect(findBinDir(root)).toBe(join(root, '15', 'bin'));
    expect(findBinDir(join(root, 'nowhere'))).toBeUndefined();
  });

  it('uses POSTGRES_BIN_DIR when set, and says so when it holds no tools', () => {
    const root = fakeRoot([{ v: '15' }, { v: '14' }]);
    expect(locatePostgres({ override: join(root, '14', 'bin'), root })).toBe(join(root, '14', 'bin'));
    expect(() => locatePostgres({ override: root, root })).toThrow(`POSTGRES_BIN_DIR=${root} has no initdb and pg_ctl`);
  });

  it('does not install when Postgres is there', () => {
    const install = vi.fn();
    const root = fakeRoot([{ v: '15' }]);
    expect(locatePostgres({ override: '', root, canInstall: () => true, install })).toBe(join(root, '15', 'bin'));
    expect(install).not.toHaveBeenCalled();
  });

  it('installs when missing and allowed, then finds what the install put there', () => {
    const root = fakeRoot([]);
    const install = vi.fn(() => addVersion(root, '15'));
    expect(locatePostgres({ override: '', root, canInstall: () => true, install })).toBe(join(root, '15', 'bin'));
    expect(install).toHaveBeenCalledOnce();
  });

  it('stops with the one-line instruction when missing and not allowed to install', () => {
    const install = vi.fn();
    const root = fakeRoot([{ v: '15', tools: false }]);
    expect(() => locatePostgres({ override: '', root, canInstall: () => false, install })).toThrow(MISSING_POSTGRES);
    expect(install).not.toHaveBeenCalled();
    expect(MISSING_POSTGRES).not.toContain('\n');
  });

  it('says so when the install left no tools behind', () => {
    const root = fakeRoot([]);
    expect(() => locatePostgres({ override: '', root, canInstall: () => true, install: () => {} })).toThrow(
      /apt-get finished but .* has no initdb and pg_ctl/,
    );
  });
});
