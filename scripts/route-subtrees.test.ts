import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LATER_AREAS, STAFF_AREAS } from '../contract/site/staff-areas';
import { splitRouteSubtrees, splitRouteTree } from './route-subtrees';

const generated = readFileSync('src/app/route-tree.gen.ts', 'utf8');

/** Every route file under src/routes/<dir>, as the generator names its import (`routes/a/b/index`). */
const routeFiles = (dir: string): string[] =>
  readdirSync(join('src/routes', dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) =>
      join(e.parentPath, e.name)
        .replace(/^src\/routes\//, '')
        .replace(/\.tsx?$/, ''),
    );

describe('the browser route tree without the staff areas (decision 0294)', () => {
  const split = splitRouteTree(generated, '/app/src/routes', STAFF_AREAS);

  it("moves every staff area's route file, and only those, into the staff module", () => {
    const staffFiles = STAFF_AREAS.flatMap(routeFiles).sort();
    expect(staffFiles.length).toBeGreaterThan(30);
    const moved = [...split.subtreeModule.matchAll(/from "\/app\/src\/routes\/([^"]+)"/g)].map((m) => m[1]!);
    expect(moved.filter((f) => f !== '__root').sort()).toEqual(staffFiles);
    for (const file of staffFiles) expect(split.rest).not.toContain(`'./../routes/${file}'`);
  });

  it('keeps every public route whole: its import, its definition and its place among the children', () => {
    const publicDirs = readdirSync('src/routes').filter(
      (d) => !d.includes('.') && !(STAFF_AREAS as readonly string[]).includes(d),
    );
    expect(publicDirs).toEqual(expect.arrayContaining(['blog', 'baskets', 'discover', 'saved', 'subscribe']));
    for (const file of ['index', ...publicDirs.flatMap(routeFiles)]) {
      const path = file.replace(/\$/g, '\\$');
      const name = new RegExp(`^import \\{ Route as (\\w+)Import \\} from '\\./\\.\\./routes/${path}'$`, 'm').exec(
        split.rest,
      )?.[1];
      expect(name, file).toBeDefined();
      expect(split.rest, file).toMatch(new RegExp(`^const ${name} =`, 'm'));
      expect(split.rest, file).toMatch(new RegExp(`^ {2}${name}: ${name},$|^ {2}${name}:\\n {4}${name},$`, 'm'));
    }
  });

  it('writes each staff route as a child of the root, with the id and path the generator gave it', () => {
    expect(split.subtreeModule).toContain('import { Route as rootRouteImport } from "/app/src/routes/__root"');
    expect(split.subtreeModule).toMatch(
      /const StudioPostsPostIdIndexRoute = StudioPostsPostIdIndexRouteImport\.update\(\{\n {2}id: '\/studio\/posts\/\$postId\/',\n {2}path: '\/studio\/posts\/\$postId\/',\n {2}getParentRoute: \(\) => rootRouteImport,\n\}\)/,
    );
    expect(split.subtreeModule).toMatch(/^export const routes = \[(\w+, )+\w+\]$/m);
    expect(split.subtreeModule).not.toContain('as any');
    expect(split.routes).toContain('AccountInvestmentsInvestmentIndexRoute');
  });

  it('leaves the types alone: only values are cut', () => {
    expect(split.rest).toContain("  '/studio/posts/': typeof StudioPostsIndexRoute");
    expect(split.rest).toContain('  StudioPostsIndexRoute: typeof StudioPostsIndexRoute');
  });

  it('fails rather than cut a tree it cannot read', () => {
    const renamed = generated.replace(/^const StudioIndexRoute = /m, 'let StudioIndexRoute = ');
    expect(() => splitRouteTree(renamed, '/r', STAFF_AREAS)).toThrow(/not cut out whole: StudioIndexRoute/);
    const nested = generated.replace(
      /(const AdminIndexRoute = AdminIndexRouteImport\.update\(\{\n(?:.*\n)*?) {2}getParentRoute: \(\) => rootRouteImport,/,
      '$1  getParentRoute: () => BlogIndexRoute,',
    );
    expect(nested).not.toBe(generated);
    expect(() => splitRouteTree(nested, '/r', STAFF_AREAS)).toThrow(/AdminIndexRoute is not a child of the root/);
    expect(() => splitRouteTree('export const routeTree = {}', '/r', STAFF_AREAS)).toThrow(
      /no route imports of account/,
    );
  });
});

describe('the browser route tree without the later public areas either (decision 0308)', () => {
  const { tree, modules } = splitRouteSubtrees(generated, '/app/src/routes');
  const later = modules.get('virtual:later-route-tree')!;
  const imports = (module: string) =>
    [...module.matchAll(/from "\/app\/src\/routes\/([^"]+)"/g)].map((m) => m[1]!).filter((f) => f !== '__root');

  it("moves every later area's route file into its module, and the staff areas' into theirs", () => {
    const laterFiles = LATER_AREAS.flatMap(routeFiles).sort();
    expect(laterFiles).toEqual(expect.arrayContaining(['discover/expertbaskets/index', 'featured/all/index']));
    expect(imports(later).sort()).toEqual(laterFiles);
    expect(imports(modules.get('virtual:staff-route-tree')!).sort()).toEqual(STAFF_AREAS.flatMap(routeFiles).sort());
    expect(later).toMatch(/^export const routes = \[(\w+, )+\w+\]$/m);
  });

  it('keeps the pages with a first-load budget, and every other route outside both, in the first tree', () => {
    const cut = new Set<string>([...STAFF_AREAS, ...LATER_AREAS]);
    const kept = readdirSync('src/routes').filter((d) => !d.includes('.') && !cut.has(d));
    expect(kept).toEqual(expect.arrayContaining(['blog', 'baskets', 'public', 'posts']));
    for (const file of ['index', ...kept.flatMap(routeFiles)])
      expect(tree, file).toContain(`from './../routes/${file}'`);
    for (const file of [...cut].flatMap(routeFiles)) expect(tree, file).not.toContain(`'./../routes/${file}'`);
  });
});
