import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GA4_COLLECT_ORIGIN } from '#contract/analytics/types';

/**
 * Analytics code is not part of what a page loads before the reader accepts (docs/analytics.md): the
 * collection endpoint is named in one chunk of its own, which the page's first scripts only import
 * dynamically, and never in the blog widget.
 */
const dist = resolve(process.env.DIST_DIR ?? 'dist');
const assets = join(dist, 'assets');
const read = (file: string) => readFileSync(join(assets, file), 'utf8');
const collectHost = new URL(GA4_COLLECT_ORIGIN).host;

/** The chunks index.html runs or preloads, and everything they import statically. */
function initialChunks(): Set<string> {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const queue = [...html.matchAll(/(?:src|href)="\/assets\/([\w-]+\.js)"/g)].map((m) => m[1]!);
  const seen = new Set<string>();
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    // Static imports only: `from"./x.js"` and `import"./x.js"`; a dynamic import(…) loads on demand.
    for (const m of read(file).matchAll(/(?:\bfrom|\bimport)\s*["'`]\.\/([\w-]+\.js)["'`]/g)) queue.push(m[1]!);
  }
  return seen;
}

describe('analytics in the build', () => {
  it('names the collection endpoint in one chunk only, which no page loads before consent', () => {
    const chunks = readdirSync(assets).filter((f) => f.endsWith('.js'));
    const withCollect = chunks.filter((f) => read(f).includes(collectHost));
    expect(withCollect).toHaveLength(1);
    const initial = initialChunks();
    expect(initial.size).toBeGreaterThan(1);
    expect([...initial].filter((f) => withCollect.includes(f))).toEqual([]);
    // The app reaches it only through a dynamic import.
    expect([...initial].some((f) => read(f).includes(`./${withCollect[0]}`))).toBe(true);
  });

  it('leaves the blog widget without analytics', () => {
    for (const f of readdirSync(join(dist, 'widget')).filter((f) => f.endsWith('.js'))) {
      const js = readFileSync(join(dist, 'widget', f), 'utf8');
      expect(js, f).not.toContain(collectHost);
      expect(js, f).not.toContain('sf-analytics-');
    }
  });
});
