import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressibleFiles } from '../../scripts/precompress';
import { STORED_SUFFIX } from '../../server/static-types';

/**
 * The build's compressed copies (scripts/precompress.ts, decision 0317): beside every file the
 * server sends compressed, each decoding to its file, brotli at its best.
 */
const dist = resolve(process.env.DIST_DIR ?? 'dist');
const files = compressibleFiles(dist);
const name = (file: string) => relative(dist, file);

describe("the build's compressed copies", () => {
  it('stand beside every file the server sends compressed: scripts, styles, the worker, the widget', () => {
    const names = files.map(name);
    expect(names.some((n) => /^assets\/.+\.js$/.test(n))).toBe(true);
    expect(names.some((n) => /^assets\/.+\.css$/.test(n))).toBe(true);
    expect(names).toContain('sw.js');
    expect(names).toContain(join('widget', 'tl-blogs.js'));
    expect(names.some((n) => n.startsWith('node/') || n.startsWith('server/') || n.endsWith('.map'))).toBe(false);
    const missing = files.filter((f) => !existsSync(f + STORED_SUFFIX.br) || !existsSync(f + STORED_SUFFIX.gzip));
    expect(missing.map(name)).toEqual([]);
  });

  it('decode to their files', () => {
    const wrong = files.filter((f) => {
      const bytes = readFileSync(f);
      return (
        !brotliDecompressSync(readFileSync(f + STORED_SUFFIX.br)).equals(bytes) ||
        !gunzipSync(readFileSync(f + STORED_SUFFIX.gzip)).equals(bytes)
      );
    });
    expect(wrong.map(name)).toEqual([]);
  });

  it('are smaller than the brotli the server makes on its own (quality 9)', () => {
    let stored = 0;
    let onTheFly = 0;
    for (const f of files) {
      stored += readFileSync(f + STORED_SUFFIX.br).byteLength;
      const q9 = { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } };
      onTheFly += brotliCompressSync(readFileSync(f), q9).byteLength;
    }
    expect(stored).toBeLessThan(onTheFly * 0.97);
  });
});
