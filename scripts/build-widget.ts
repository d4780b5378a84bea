/**
 * After the app build: the embeddable blog widget (docs/widget.md).
 *
 * 1. `vite build --config vite.widget.config.ts` → dist/widget/tl-blogs.js and tl-blogs.css;
 * 2. the CSS goes inside the script, in place of the '/* __TL_BLOGS_CSS__ *\/' string
 *    (src/widget/css-text.ts), and the CSS file is removed: one self-contained file;
 * 3. its Subresource Integrity hash (sha384, base64) is printed and written to
 *    dist/widget/tl-blogs.integrity.txt, for the embed snippet and the partner demo.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const outDir = resolve(process.env.DIST_DIR ?? 'dist', 'widget');
const PLACEHOLDER = /(["'`])\/\* __TL_BLOGS_CSS__ \*\/\1/g;

export const integrityOf = (bytes: Uint8Array) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** The script with the stylesheet in place of its placeholder; throws unless there is exactly one. */
export function inlineCss(js: string, css: string): string {
  const found = js.match(PLACEHOLDER)?.length ?? 0;
  if (found !== 1) throw new Error(`expected one CSS placeholder in tl-blogs.js, found ${found}`);
  // A JSON string is a valid JavaScript string literal; a function keeps `$&` in the CSS literal.
  return js.replace(PLACEHOLDER, () => JSON.stringify(css));
}

async function main() {
  await build({ configFile: resolve('vite.widget.config.ts'), logLevel: 'warn' });
  const jsFile = join(outDir, 'tl-blogs.js');
  const cssFiles = readdirSync(outDir).filter((f) => f.endsWith('.css'));
  const css = cssFiles.map((f) => readFileSync(join(outDir, f), 'utf8')).join('\n');
  if (!css.trim()) throw new Error('the widget build produced no CSS');
  const js = inlineCss(readFileSync(jsFile, 'utf8'), css);
  writeFileSync(jsFile, js);
  for (const f of cssFiles) rmSync(join(outDir, f));

  const bytes = readFileSync(jsFile);
  const integrity = integrityOf(bytes);
  writeFileSync(join(outDir, 'tl-blogs.integrity.txt'), `${integrity}\n`);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  process.stdout.write(
    `\nBlog widget: ${join(outDir, 'tl-blogs.js')} (${kb(bytes.length)}, ${kb(gzipSync(bytes, { level: 9 }).length)} gzip)\n` +
      `  integrity="${integrity}"\n\n`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((err: unknown) => {
    process.stderr.write(`error: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  });
}
