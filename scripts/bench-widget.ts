/**
 * The blog widget's figures for `npm run bench`: raw and gzip bytes of dist/widget/tl-blogs.js and
 * of any chunk it loads (there are none today: it is one file, decision 0039).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { printTable } from './support/server';

const kb = (n: number) => (n / 1024).toFixed(1);

/**
 * docs/widget.md: the most the widget may weigh, gzip, everything it runs included (issue 11).
 * Not met: on Preact, with the ofetch stand-in and minified by Terser, it is 59.0 KB, DOMPurify being
 * about 11 KB of it, and the widget keeps DOMPurify itself (decisions 0083, 0316). Printed beside the
 * figure by `npm run bench`.
 */
export const WIDGET_BUDGET_GZIP_KB = 50;

/**
 * What tests/build/widget-output.test.ts holds the build to until the budget is met: stops regressions.
 * 60.5 → 60.6 with decision 0298: the story images' WebP sources cost 56 bytes of script and save a
 * partner's page about 60 % of every story image's bytes (measured: 61,950 → 62,008 bytes gzip).
 * 60.6 → 60.8 with decision 0305: the like's code and the pages after an article's first load only with
 * their first press, which takes 1.6 KB off an article's first load in the app; the widget, one file
 * with every lazy part in it, pays for the two lazy boundaries (measured: 61,938 → 62,246 bytes gzip).
 * 60.8 → 59.1 with decision 0316: minified by Terser, three passes (measured: 62,244 → 60,429 bytes).
 */
export const WIDGET_CEILING_GZIP_KB = 59.1;

/** The budget column: '≤ 50 KB, 1.2 KB left' or '≤ 50 KB, 0.4 KB OVER'. */
export function budgetNote(gzipBytes: number, budgetKb = WIDGET_BUDGET_GZIP_KB): string {
  const left = budgetKb * 1024 - gzipBytes;
  return `≤ ${budgetKb} KB, ${kb(Math.abs(left))} KB ${left >= 0 ? 'left' : 'OVER'}`;
}

function scripts(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? scripts(join(dir, e.name)) : e.name.endsWith('.js') ? [join(dir, e.name)] : [],
  );
}

export function widgetSizes(distDir = resolve(process.env.DIST_DIR ?? 'dist')) {
  const dir = join(distDir, 'widget');
  const files = scripts(dir);
  console.log(`\nBlog widget script (budget: ≤ ${WIDGET_BUDGET_GZIP_KB} KB gzip for everything it runs)\n`);
  if (!files.length) {
    console.log(`No widget build in ${dir}: run npm run build.`);
    return;
  }
  let raw = 0;
  let gzip = 0;
  const rows = files.map((file) => {
    const bytes = readFileSync(file);
    const zipped = gzipSync(bytes, { level: 9 }).length;
    raw += bytes.length;
    gzip += zipped;
    // What a browser that accepts brotli gets: the build's copy (scripts/precompress.ts, decision 0317).
    const sent = existsSync(`${file}.br`) ? kb(readFileSync(`${file}.br`).length) : '—';
    const note = files.length > 1 ? '' : budgetNote(zipped);
    return ['widget', relative(dir, file), kb(bytes.length), kb(zipped), sent, note];
  });
  if (files.length > 1) rows.push(['widget', 'total', kb(raw), kb(gzip), '', budgetNote(gzip)]);
  printTable(['', 'file', 'JS KB', 'JS KB gzip', 'KB br, as sent', 'budget (gzip)'], rows);
}
