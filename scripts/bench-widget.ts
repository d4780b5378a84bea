/**
 * The blog widget's figures for `npm run bench`: raw and gzip bytes of dist/widget/tl-blogs.js and
 * of any chunk it loads (there are none today: it is one file, decision 0039).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { printTable } from './support/server';

/** docs/widget.md: the size the widget aims at. React 19 with react-dom alone is about 69 KB gzip. */
export const WIDGET_BUDGET_GZIP_KB = 70;

const kb = (n: number) => (n / 1024).toFixed(1);

function scripts(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? scripts(join(dir, e.name)) : e.name.endsWith('.js') ? [join(dir, e.name)] : [],
  );
}

export function widgetSizes(distDir = resolve(process.env.DIST_DIR ?? 'dist')) {
  const dir = join(distDir, 'widget');
  const files = scripts(dir);
  console.log(`\nBlog widget script (budget: ≤ ${WIDGET_BUDGET_GZIP_KB} KB gzip, React included)\n`);
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
    return ['widget', relative(dir, file), kb(bytes.length), kb(zipped)];
  });
  if (files.length > 1) rows.push(['widget', 'total', kb(raw), kb(gzip)]);
  printTable(['', 'file', 'JS KB', 'JS KB gzip'], rows);
}
