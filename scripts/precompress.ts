/**
 * The build's last step for the browser's files (decision 0317): beside each file the server sends
 * compressed (server/static.ts; a compressible type, 1 KB or more), a brotli copy at quality 11 and a
 * gzip copy at level 9, `<file>.br` and `<file>.gz`. The server sends these bytes, once it has checked
 * that they decode to the file; without them it compresses on first request, at brotli quality 9,
 * once per process. Quality 11 is too slow to make per process and about 7 % smaller than 9.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { isCompressible } from '../server/cache/representations';
import { fileType, NOT_SENT_BY_NAME, STORED_SUFFIX } from '../server/static-types';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Folders of dist/ that hold no file a browser gets: the servers' bundles and Vite's manifest. */
const NOT_SERVED = new Set(['node', 'server', '.vite']);

/** Every file under `dir` the server would send compressed, source maps and earlier copies aside. */
export function compressibleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return NOT_SERVED.has(entry.name) ? [] : compressibleFiles(path);
    if (NOT_SENT_BY_NAME.test(entry.name)) return [];
    return isCompressible(fileType(path), statSync(path).size) ? [path] : [];
  });
}

export interface PrecompressTotals {
  files: number;
  bytes: number;
  br: number;
  gzip: number;
}

/** Writes both copies of every compressible file of `dist` (all at once: zlib works off the main thread). */
export async function precompress(dist: string): Promise<PrecompressTotals> {
  const totals: PrecompressTotals = { files: 0, bytes: 0, br: 0, gzip: 0 };
  await Promise.all(
    compressibleFiles(dist).map(async (file) => {
      const bytes = readFileSync(file);
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
          },
        }),
        gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      writeFileSync(file + STORED_SUFFIX.br, br);
      writeFileSync(file + STORED_SUFFIX.gzip, gz);
      totals.files += 1;
      totals.bytes += bytes.byteLength;
      totals.br += br.byteLength;
      totals.gzip += gz.byteLength;
    }),
  );
  return totals;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const started = performance.now();
  precompress(resolve(process.env.DIST_DIR ?? 'dist')).then(
    ({ files, bytes, br, gzip: gz }) => {
      const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write(
        `\nCompressed copies of ${files} files (${kb(bytes)}): br ${kb(br)}, gzip ${kb(gz)}, in ${seconds} s\n`,
      );
    },
    (err: unknown) => {
      process.stderr.write(`error: ${err instanceof Error ? err.message : String(err)}\n`);
      process.exit(1);
    },
  );
}
