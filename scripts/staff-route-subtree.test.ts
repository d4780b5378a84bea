import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STAFF_AREAS } from '../contract/site/staff-areas';
import { splitRouteTree } from './staff-route-subtree';

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
  const split = splitRouteTree(generated, '/app/src/routes');

  it("moves every staff area's route file, and only those, into the staff module", () => {
    const staffFiles = STAFF_AREAS.flatMap(routeFiles).sort();
    expect(staffFiles.length).toBeGreaterThan(30);
    const moved = [...split.staffModule.matchAll(/from "\/app\/src\/routes\/([^"]+)"/g)].map((m) => m[1]!);
    expect(moved.filter((f) => f !== '__root').sort()).toEqual(staffFiles);
    for (const file of staffFiles) expect(split.publicTree).not.toContain(`'./../routes/${file}'`);
  });

  it('keeps every public route whole: its import, its definition and its place among the children', () => {
    const publicDirs = readdirSync('src/routes').filter(
      (d) => !d.includes('.') && !(STAFF_AREAS as readonly string[]).includes(d),
    );
    expect(publicDirs).toEqual(expect.arrayContaining(['blog', 'baskets', 'discover', 'saved', 'subscribe']));
    for (const file of ['index', ...publicDirs.flatMap(routeFiles)]) {
      const path = file.replace(/\$/g, '\\$');
      const name = new RegExp(`^import \\{ Route as (\\w+)Import \\} from '\\./\\.\\./routes/${path}'$`, 'm').exec(
        split.publicTree,
      )?.[1];
      expect(name, file).toBeDefined();
      expect(split.publicTree, file).toMatch(new RegExp(`^const ${name} =`, 'm'));
      expect(split.publicTree, file).toMatch(new RegExp(`^ {2}${name}: ${name},$|^ {2}${name}:\\n {4}${name},$`, 'm'));
    }
  });

  it('writes each staff route as a child of the root, with the id and path the generator gave it', () => {
    expect(split.staffModule).toContain('import { Route as rootRouteImport } from "/app/src/routes/__root"');
    expect(split.staffModule).toMatch(
      /const StudioPostsPostIdIndexRoute = StudioPostsPostIdIndexRouteImport\.update\(\{\n {2}id: '\/studio\/posts\/\$postId\/',\n {2}path: '\/studio\/posts\/\$postId\/',\n {2}getParentRoute: \(\) => rootRouteImport,\n\}\)/,
    );
    expect(split.staffModule).toMatch(/^export const staffRoutes = \[(\w+, )+\w+\]$/m);
    expect(split.staffModule).not.toContain('as any');
    expect(split.staffRoutes).toContain('AccountInvestmentsInvestmentIndexRoute');
  });

  it('leaves the types alone: only values are cut', () => {
    expect(split.publicTree).toContain("  '/studio/posts/': typeof StudioPostsIndexRoute");
    expect(split.publicTree).toContain('  StudioPostsIndexRoute: typeof StudioPostsIndexRoute');
  });

  it('fails rather than cut a tree it cannot read', () => {
    const renamed = generated.replace(/^const StudioIndexRoute = /m, 'let StudioIndexRoute = ');
    expect(() => splitRouteTree(renamed, '/r')).toThrow(/not cut out whole: StudioIndexRoute/);
    const nested = generated.replace(
      /(const AdminIndexRoute = AdminIndexRouteImport\.update\(\{\n(?:.*\n)*?) {2}getParentRoute: \(\) => rootRouteImport,/,
      '$1  getParentRoute: () => BlogIndexRoute,',
    );
    expect(nested).not.toBe(generated);
    expect(() => splitRouteTree(nested, '/r')).toThrow(/AdminIndexRoute is not a child of the root/);
    expect(() => splitRouteTree('export const routeTree = {}', '/r')).toThrow(/no staff route imports/);
  });
});
