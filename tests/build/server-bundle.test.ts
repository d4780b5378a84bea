// The compiled server (scripts/build-server.ts, docs/deploy.md): it runs on Node alone, without tsx,
// from the packages a production install has (`npm ci --omit=dev`), and serves every brand.
import { spawnSync } from 'node:child_process';
import { builtinModules } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import { brands } from '../../brands/registry';
import { DB_BUNDLE, MARKET_IMPORT_BUNDLE, SERVER_BUNDLE } from '../../scripts/build-server';
import { browser } from '../../scripts/support/http-browser';
import { startServer, stopServer } from '../../scripts/support/server';
import { freePort } from '../server-pg/throwaway-cluster';

const dist = resolve(process.env.DIST_DIR ?? 'dist');
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };

/** The packages a bundle imports, statically or dynamically: `hono/jwt` is hono's. */
function importedPackages(file: string): string[] {
  const js = readFileSync(file, 'utf8');
  const specifiers = [...js.matchAll(/^import\s[^;]*?["']([^"']+)["'];?$|\bimport\(["']([^"']+)["']\)/gm)].map(
    (m) => (m[1] ?? m[2])!,
  );
  const bare = specifiers.filter((s) => !s.startsWith('.') && !s.startsWith('node:') && !builtinModules.includes(s));
  const names = bare.map((s) => (s.startsWith('@') ? s.split('/').slice(0, 2) : s.split('/').slice(0, 1)).join('/'));
  return [...new Set(names)].sort();
}

let server: ChildProcess | undefined;
afterAll(async () => {
  if (server && server.exitCode === null) await stopServer(server);
});

describe('compiled server (docs/deploy.md)', () => {
  it('imports only packages of dependencies, never tsx or a dev dependency', () => {
    for (const bundle of [SERVER_BUNDLE, DB_BUNDLE, MARKET_IMPORT_BUNDLE]) {
      expect(existsSync(join(dist, bundle)), `${bundle}: run npm run build`).toBe(true);
      const packages = importedPackages(join(dist, bundle));
      expect(packages, bundle).toContain('pg');
      for (const name of packages) expect(Object.keys(pkg.dependencies), `${bundle} imports ${name}`).toContain(name);
    }
    expect(Object.keys(pkg.dependencies)).not.toContain('tsx');
  });

  it('starts with plain node and serves every brand', { timeout: 120_000 }, async () => {
    const port = await freePort();
    // No seed: the pages render without it, and the start is lighter on the build checks running beside it.
    server = await startServer(port, { DIST_DIR: dist, SEED: '0' }, { nodeArgs: [join(dist, SERVER_BUNDLE)] });
    const visitor = browser(port);
    for (const brand of brands) {
      const page = await visitor.call(brand.hosts[0]!, 'GET', '/');
      expect(page.status, brand.id).toBe(200);
      expect(page.text.includes(`<title>${brand.pages.home.title}</title>`), brand.id).toBe(true);
    }
  });

  it('refuses a production start without its secrets, naming the first one missing', { timeout: 60_000 }, () => {
    const run = spawnSync(process.execPath, [join(dist, SERVER_BUNDLE)], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', PGLITE_DIR: 'memory', DIST_DIR: dist },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^error: NODE_ENV=production needs \w+: set it/);
  });
});
