import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

/** `import … from 'x'`, `export … from 'x'`, `import 'x'` and `import('x')`, types included. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];

/** Test files and test support: they may reach anything, so they say nothing about who uses a module. */
export const isTestFile = (file: string) =>
  /\.(test|spec)\.tsx?$|(^|\/)(tests|testing)\/|test-support|test-fixtures/.test(file);

/** The tracked source files of the repository (paths relative to its root). */
export function sourceFiles(root: string): string[] {
  return execFileSync('git', ['ls-files', '-z', '--', '*.ts', '*.tsx', '*.js', '*.mjs'], { cwd: root })
    .toString()
    .split('\0')
    .filter((f) => f && !f.endsWith('.d.ts') && existsSync(join(root, f)));
}

/** The project files `file` imports: `#contract/…`, `#src/…` and relative specifiers, resolved. */
export function importsOf(root: string, file: string): string[] {
  const found = new Set<string>();
  for (const [, spec] of readFileSync(join(root, file), 'utf8').matchAll(SPECIFIER)) {
    const base = spec!.startsWith('#contract/')
      ? `contract/${spec!.slice('#contract/'.length)}`
      : spec!.startsWith('#src/')
        ? `src/${spec!.slice('#src/'.length)}`
        : spec!.startsWith('.')
          ? normalize(join(dirname(file), spec!))
          : null;
    if (base === null) continue;
    const hit = EXTENSIONS.map((e) => base + e).find((f) => /\.(tsx?|m?js)$/.test(f) && existsSync(join(root, f)));
    if (hit) found.add(hit);
  }
  return [...found];
}
