/**
 * What the blog widget is made of (docs/widget.md, "Size"): `npx tsx scripts/widget-report.ts [depth]`
 * builds it into a temporary folder (vite.widget.config.ts, without build-widget.ts's CSS inlining)
 * and prints its minified bytes by package and by folder of this repository (`depth` levels, 2 by
 * default; 0 for one row per file), read off the source map, with each part's gzip size on its own
 * (parts compress worse alone, so they add up to more than the file).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { WIDGET_BUDGET_GZIP_KB } from './bench-widget';
import { codeBySource, groupOf, type SourceMapLike } from './source-map-sizes';
import { printTable } from './support/server';

const kb = (n: number) => (n / 1024).toFixed(1);
const gzip = (s: string) => gzipSync(s, { level: 9 }).length;

export async function widgetReport(depth = 2): Promise<void> {
  const dist = mkdtempSync(join(tmpdir(), 'tl-blogs-report-'));
  const before = process.env.DIST_DIR;
  process.env.DIST_DIR = dist;
  try {
    await build({ configFile: resolve('vite.widget.config.ts'), logLevel: 'warn' });
  } finally {
    if (before === undefined) delete process.env.DIST_DIR;
    else process.env.DIST_DIR = before;
  }
  const dir = join(dist, 'widget');
  const js = readFileSync(join(dir, 'tl-blogs.js'), 'utf8');
  const map = JSON.parse(readFileSync(join(dir, 'tl-blogs.js.map'), 'utf8')) as SourceMapLike;
  const css = readdirSync(dir)
    .filter((f) => f.endsWith('.css'))
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .join('\n');
  rmSync(dist, { recursive: true, force: true });

  const groups = new Map<string, string>();
  for (const [source, code] of codeBySource(js, map)) {
    // Sources are named relative to the map's folder; rows are named from the repository's root.
    const group = groupOf(source.startsWith('(') ? source : relative(process.cwd(), resolve(dir, source)), depth);
    groups.set(group, (groups.get(group) ?? '') + code);
  }
  groups.set('CSS (inlined by build-widget.ts)', css);
  const rows = [...groups]
    .map(([group, code]) => ({ group, raw: code.length, gz: gzip(code) }))
    .sort((a, b) => b.gz - a.gz);
  const whole = js.length + css.length;
  console.log(`\nBlog widget by part (budget: ≤ ${WIDGET_BUDGET_GZIP_KB} KB gzip for the whole file)\n`);
  printTable(
    ['part', 'KB', 'KB gzip alone', 'share of raw'],
    rows.map((r) => [r.group, kb(r.raw), kb(r.gz), `${((100 * r.raw) / whole).toFixed(1)} %`]),
  );
  console.log(`\nwhole (JS + CSS, before inlining): ${kb(whole)} KB, ${kb(gzip(js + css))} KB gzip\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  widgetReport(Number(process.argv[2] ?? 2)).catch((err: unknown) => {
    process.stderr.write(`error: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  });
}
