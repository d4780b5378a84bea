import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brands } from '../../brands/registry';
import { requiredProductionVariables } from './production-checks';
import { INSTALLATION_SECRETS } from './installation-secrets';

const root = resolve(import.meta.dirname, '../..');
/** Read by the test harnesses only (docs/postgres-tests.md), never by a started server. */
const TEST_HARNESS_ONLY = new Set(['TEST_DATABASE']);

function* serverSources(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* serverSources(path);
    else if (/\.ts$/.test(name) && !/\.test\.ts$|test-support|test-fixtures|test-hooks/.test(name)) yield path;
  }
}

/** Every variable the server's own code reads by name (`env.NAME`, `env['NAME']`). */
function variablesRead(): Set<string> {
  const names = new Set<string>();
  for (const dir of ['server', 'brands']) {
    for (const file of serverSources(join(root, dir))) {
      for (const m of readFileSync(file, 'utf8').matchAll(/\benv(?:\.|\[')([A-Z][A-Z0-9_]+)/g)) names.add(m[1]!);
    }
  }
  for (const n of TEST_HARNESS_ONLY) names.delete(n);
  return names;
}

const readme = readFileSync(join(root, 'README.md'), 'utf8');
const configurationTable = readme.slice(
  readme.indexOf('## Configuration'),
  readme.indexOf('### Behind a reverse proxy'),
);
const envExample = readFileSync(join(root, '.env.example'), 'utf8');
const exampleNames = new Set([...envExample.matchAll(/^([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!));

describe('every variable the server reads is listed', () => {
  const read = [...variablesRead(), ...Object.values(INSTALLATION_SECRETS).map((s) => s.variable)];

  it('finds the variables it should (the scan is not empty)', () => {
    expect(read).toEqual(expect.arrayContaining(['PORT', 'DATABASE_URL', 'MARKET_NOW', 'JWT_SECRET', 'NODE_ENV']));
  });

  it("in the README's configuration table", () => {
    const missing = read.filter((name) => !configurationTable.includes(`\`${name}\``));
    expect(missing).toEqual([]);
    // Per-brand names appear once, as their pattern.
    for (const pattern of [
      'PAYGATE_KEY_SECRET_<BRAND>',
      'PAYGATE_WEBHOOK_SECRET_<BRAND>',
      'BROKER_API_SECRET_<BRAND>_<BROKER>',
    ]) {
      expect(configurationTable).toContain(pattern);
    }
  });

  it('in .env.example, every brand and broker spelled out', () => {
    const missing = [...read, ...requiredProductionVariables(brands)].filter((name) => !exampleNames.has(name));
    expect(missing).toEqual([]);
  });
});
