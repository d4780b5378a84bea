/**
 * The browser's route tree without the staff areas (decision 0294). TanStack Router's generator
 * writes one tree (src/app/route-tree.gen.ts) importing every route file, and the server renders with
 * all of it. In the client build this plugin cuts the routes of the staff areas
 * (contract/site/staff-areas.ts) out of that file and serves them as a module of their own,
 * `virtual:staff-route-tree`, which src/app/staff-routes.ts imports when a staff page is first asked
 * for: a visitor's first load holds none of their definitions, search rules, heads or lazy chunks.
 *
 * The cut reads the generator's output line by line; anything it does not recognise fails the build
 * rather than leaving a staff route behind or a public one out.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { STAFF_AREAS } from '../contract/site/staff-areas';

export const STAFF_ROUTE_TREE_ID = 'virtual:staff-route-tree';
const RESOLVED_ID = `\0${STAFF_ROUTE_TREE_ID}`;

export interface SplitRouteTree {
  /** The generated file without the staff routes (still TypeScript; its types are left as they were). */
  publicTree: string;
  /** A JavaScript module exporting `staffRoutes`, each staff route with the root as its parent. */
  staffModule: string;
  /** The staff routes' names in the generated file. */
  staffRoutes: string[];
}

const IMPORT = /^import \{ Route as (\w+)Import \} from '\.\/\.\.\/routes\/([^']+)'$/;

/**
 * Splits the generated tree. `routesDir` is where the staff module's imports point (an absolute path:
 * a virtual module has no folder of its own to resolve from).
 */
export function splitRouteTree(source: string, routesDir: string): SplitRouteTree {
  const lines = source.split('\n');
  const staff = new Map<string, string>();
  for (const line of lines) {
    const m = IMPORT.exec(line);
    if (m && (STAFF_AREAS as readonly string[]).includes(m[2]!.split('/')[0]!)) staff.set(m[1]!, m[2]!);
  }
  if (staff.size === 0) throw new Error('staff-route-subtree: no staff route imports found in the route tree');
  if (!lines.some((l) => IMPORT.exec(l)?.[1] === 'rootRoute'))
    throw new Error('staff-route-subtree: the route tree imports no root route');

  const out: string[] = [];
  const definitions = new Map<string, string>();
  const children = new Set<string>();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const imported = IMPORT.exec(line);
    if (imported && staff.has(imported[1]!)) continue;
    // `const X = XImport.update({`, or wrapped after `=` when the name is long.
    const definition = /^const (\w+) =(?: (\w+)Import\.update\(\{)?$/.exec(line);
    if (definition && staff.has(definition[1]!)) {
      const wrapped = definition[2] === undefined;
      const updated = wrapped ? /^ {2}(\w+)Import\.update\(\{$/.exec(lines[++i] ?? '')?.[1] : definition[2];
      if (updated !== definition[1]) throw new Error(`staff-route-subtree: ${definition[1]} updates another route`);
      const body: string[] = [];
      for (i++; i < lines.length && !/^ *\} as any\)$/.test(lines[i]!); i++) body.push(`  ${lines[i]!.trim()}`);
      if (i === lines.length) throw new Error(`staff-route-subtree: ${definition[1]}'s definition does not end`);
      if (!body.includes('  getParentRoute: () => rootRouteImport,'))
        throw new Error(`staff-route-subtree: ${definition[1]} is not a child of the root`);
      definitions.set(definition[1]!, body.join('\n'));
      continue;
    }
    // An entry of rootRouteChildren, on one line or wrapped onto two.
    const child = /^ {2}(\w+):(?: (\w+),)?$/.exec(line);
    if (child && staff.has(child[1]!)) {
      const value = child[2] ?? /^ {4}(\w+),$/.exec(lines[i + 1] ?? '')?.[1];
      if (value !== child[1]) {
        // A type's member (`  StudioIndexRoute: typeof StudioIndexRoute`) is not an entry.
        out.push(line);
        continue;
      }
      if (child[2] === undefined) i++;
      children.add(child[1]!);
      continue;
    }
    out.push(line);
  }
  const missing = [...staff.keys()].filter((name) => !definitions.has(name) || !children.has(name));
  if (missing.length) throw new Error(`staff-route-subtree: not cut out whole: ${missing.join(', ')}`);

  const names = [...staff.keys()];
  const staffModule = [
    `import { Route as rootRouteImport } from ${JSON.stringify(`${routesDir}/__root`)}`,
    ...names.map((n) => `import { Route as ${n}Import } from ${JSON.stringify(`${routesDir}/${staff.get(n)}`)}`),
    ...names.map((n) => `const ${n} = ${n}Import.update({\n${definitions.get(n)}\n})`),
    `export const staffRoutes = [${names.join(', ')}]`,
    '',
  ].join('\n');
  return { publicTree: out.join('\n'), staffModule, staffRoutes: names };
}

/** The Vite plugin: the client's route tree without the staff routes, which load as their own module. */
export function staffRouteSubtree(options: { routeTree: string; routesDir: string }): Plugin {
  const routeTree = resolve(options.routeTree);
  const routesDir = resolve(options.routesDir);
  const split = () => splitRouteTree(readFileSync(routeTree, 'utf8'), routesDir);
  return {
    name: 'staff-route-subtree',
    enforce: 'pre',
    resolveId(id) {
      return id === STAFF_ROUTE_TREE_ID ? RESOLVED_ID : undefined;
    },
    load(id, opts) {
      if (id !== RESOLVED_ID) return undefined;
      if (opts?.ssr) throw new Error('staff-route-subtree: the server renders with the whole route tree');
      return split().staffModule;
    },
    transform(code, id, opts) {
      if (opts?.ssr || id.split('?')[0] !== routeTree) return undefined;
      return { code: splitRouteTree(code, routesDir).publicTree, map: null };
    },
  };
}
