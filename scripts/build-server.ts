/**
 * After the app build: the reference server compiled to plain JavaScript (docs/deploy.md), so a
 * production start runs `node dist/node/server.js` with no tsx and no dev dependencies.
 *
 * - `dist/node/server.js` from server/main.ts, `dist/node/db.js` from server/db/cli.ts (migrate,
 *   seed) and `dist/node/market-import.js` from server/market/import/cli.ts (NSE's files), ES modules for Node 20, with source maps (`node --enable-source-maps`);
 * - packages stay outside the bundle and come from node_modules: every one the bundle imports must
 *   be in package.json's `dependencies` (tests/build/server-bundle.test.ts checks it);
 * - the files the server reads beside its own modules (`import.meta.dirname`) are copied beside the
 *   bundle: the migrations (server/db/migrate.ts) and the partner demo's assets (server/demo/).
 *
 * dist/node/ is never served: the static server answers only its list of paths (server/static.ts).
 */
import { cpSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const OUT_DIR = 'node';
/** The server's entry point, relative to dist/ (`npm run start:prod` runs it). */
export const SERVER_BUNDLE = `${OUT_DIR}/server.js`;
/** The migrate and seed commands, relative to dist/ (`npm run db:migrate:prod`). */
export const DB_BUNDLE = `${OUT_DIR}/db.js`;
/** The end-of-day import, relative to dist/ (`npm run market:import:prod -- <files…>`). */
export const MARKET_IMPORT_BUNDLE = `${OUT_DIR}/market-import.js`;

/** What is copied beside the bundle, from the folder whose module reads it at `import.meta.dirname`. */
const FILES_BESIDE = [
  { from: 'server/db/migrations', to: 'migrations' },
  { from: 'server/demo/assets', to: 'assets' },
];

async function main() {
  const dist = resolve(process.env.DIST_DIR ?? 'dist');
  const outDir = join(dist, OUT_DIR);
  rmSync(outDir, { recursive: true, force: true });
  await build({
    entryPoints: { server: 'server/main.ts', db: 'server/db/cli.ts', 'market-import': 'server/market/import/cli.ts' },
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  for (const { from, to } of FILES_BESIDE) cpSync(from, join(outDir, to), { recursive: true });
  console.log(`server bundle: ${join(dist, SERVER_BUNDLE)} (start: npm run start:prod)`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((err: unknown) => {
    process.stderr.write(`error: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  });
}
