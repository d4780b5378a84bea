import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AFTER_HYDRATION_PARTS, SERVER_RENDERED_PARTS } from './server-rendered-parts';

const root = resolve(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)
        ? [join(dir, e.name)]
        : [],
  );
}

/** Every module loaded through `preloadableLazy(() => import('…'))` in src/, as a repository path. */
function preloadableParts(): string[] {
  const found: string[] = [];
  for (const file of sources(join(root, 'src'))) {
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(
      /preloadableLazy\(\s*\(\)\s*=>\s*import\('([^']+)'\)/g,
    )) {
      const path = relative(root, resolve(dirname(file), spec!));
      found.push(/\.tsx?$/.test(path) ? path : `${path}.tsx`);
    }
  }
  return found.sort();
}

describe('the lazily loaded parts the server renders', () => {
  it('names every preloadableLazy part, as rendered by the server or only after hydrating', () => {
    const parts = preloadableParts();
    expect(parts.length).toBeGreaterThanOrEqual(6);
    expect(parts).toEqual([...SERVER_RENDERED_PARTS, ...AFTER_HYDRATION_PARTS].sort());
  });
});
