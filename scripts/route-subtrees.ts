/**
 * The browser's route tree without the staff areas (decision 0294) and the later public areas (decision
 * 0308). TanStack Router's generator writes one tree (src/app/route-tree.gen.ts) importing every route
 * file, and the server renders with all of it. In the client build this plugin cuts the routes of each
 * subtree's areas (contract/site/staff-areas.ts) out of that file and serves them as a module of their
 * own (`virtual:staff-route-tree`, `virtual:later-route-tree`), which src/app/route-subtrees.ts imports
 * when a page of theirs is first asked for: a first load holds none of their definitions, search rules,
 * heads or lazy chunks.
 *
 * The cut reads the generator's output line by line; anything it does not recognise fails the build
 * rather than leaving a subtree's route behind or another route out.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { LATER_AREAS, STAFF_AREAS } from '../contract/site/staff-areas';

/** Each subtree's module id and the areas (first path segments) whose routes it holds. */
export const ROUTE_SUBTREES = [
  { id: 'virtual:staff-route-tree', areas: STAFF_AREAS },
  { id: 'virtual:later-route-tree', areas: LATER_AREAS },
] as const;

export interface SplitRouteTree {
  /** The generated file without the subtree's routes (still TypeScript; its types are left as they were). */
  rest: string;
  /** A JavaScript module exporting `routes`, each of the subtree's routes with the root as its parent. */
  subtreeModule: string;
  /** The subtree's routes' names in the generated file. */
  routes: string[];
}

const IMPORT = /^import \{ Route as (\w+)Import \} from '\.\/\.\.\/routes\/([^']+)'$/;

/**
 * Cuts the routes of `areas` out of the generated tree. `routesDir` is where the subtree module's imports
 * point (an absolute path: a virtual module has no folder of its own to resolve from).
 */
export function splitRouteTree(source: string, routesDir: string, areas: readonly string[]): SplitRouteTree {
  const lines = source.split('\n');
  const cut = new Map<string, string>();
  for (const line of lines) {
    const m = IMPORT.exec(line);
    if (m && areas.includes(m[2]!.split('/')[0]!)) cut.set(m[1]!, m[2]!);
  }
  if (cut.size === 0) throw new Error(`route-subtrees: no route imports of ${areas.join(', ')} in the route tree`);
  if (!lines.some((l) => IMPORT.exec(l)?.[1] === 'rootRoute'))
    throw new Error('route-subtrees: the route tree imports no root route');

  const out: string[] = [];
  const definitions = new Map<string, string>();
  const children = new Set<string>();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const imported = IMPORT.exec(line);
    if (imported && cut.has(imported[1]!)) continue;
    // `const X = XImport.update({`, or wrapped after `=` when the name is long.
    const definition = /^const (\w+) =(?: (\w+)Import\.update\(\{)?$/.exec(line);
    if (definition && cut.has(definition[1]!)) {
      const wrapped = definition[2] === undefined;
      const updated = wrapped ? /^ {2}(\w+)Import\.update\(\{$/.exec(lines[++i] ?? '')?.[1] : definition[2];
      if (updated !== definition[1]) throw new Error(`route-subtrees: ${definition[1]} updates another route`);
      const body: string[] = [];
      for (i++; i < lines.length && !/^ *\} as any\)$/.test(lines[i]!); i++) body.push(`  ${lines[i]!.trim()}`);
      if (i === lines.length) throw new Error(`route-subtrees: ${definition[1]}'s definition does not end`);
      if (!body.includes('  getParentRoute: () => rootRouteImport,'))
        throw new Error(`route-subtrees: ${definition[1]} is not a child of the root`);
      definitions.set(definition[1]!, body.join('\n'));
      continue;
    }
    // An entry of rootRouteChildren, on one line or wrapped onto two.
    const child = /^ {2}(\w+):(?: (\w+),)?$/.exec(line);
    if (child && cut.has(child[1]!)) {
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
  const missing = [...cut.keys()].filter((name) => !definitions.has(name) || !children.has(name));
  if (missing.length) throw new Error(`route-subtrees: not cut out whole: ${missing.join(', ')}`);

  const names = [...cut.keys()];
  const subtreeModule = [
    `import { Route as rootRouteImport } from ${JSON.stringify(`${routesDir}/__root`)}`,
    ...names.map((n) => `import { Route as ${n}Import } from ${JSON.stringify(`${routesDir}/${cut.get(n)}`)}`),
    ...names.map((n) => `const ${n} = ${n}Import.update({\n${definitions.get(n)}\n})`),
    `export const routes = [${names.join(', ')}]`,
    '',
  ].join('\n');
  return { rest: out.join('\n'), subtreeModule, routes: names };
}

/** The generated tree without any subtree's routes, and each subtree's module by its id. */
export function splitRouteSubtrees(source: string, routesDir: string): { tree: string; modules: Map<string, string> } {
  const modules = new Map<string, string>();
  let tree = source;
  for (const { id, areas } of ROUTE_SUBTREES) {
    const split = splitRouteTree(tree, routesDir, areas);
    tree = split.rest;
    modules.set(id, split.subtreeModule);
  }
  return { tree, modules };
}

/** The Vite plugin: the client's route tree without the subtrees' routes, which load as modules of their own. */
export function routeSubtrees(options: { routeTree: string; routesDir: string }): Plugin {
  const routeTree = resolve(options.routeTree);
  const routesDir = resolve(options.routesDir);
  const ids = new Set<string>(ROUTE_SUBTREES.map((s) => s.id));
  return {
    name: 'route-subtrees',
    enforce: 'pre',
    resolveId(id) {
      return ids.has(id) ? `\0${id}` : undefined;
    },
    load(id, opts) {
      if (!id.startsWith('\0') || !ids.has(id.slice(1))) return undefined;
      if (opts?.ssr) throw new Error('route-subtrees: the server renders with the whole route tree');
      return splitRouteSubtrees(readFileSync(routeTree, 'utf8'), routesDir).modules.get(id.slice(1));
    },
    transform(code, id, opts) {
      if (opts?.ssr || id.split('?')[0] !== routeTree) return undefined;
      return { code: splitRouteSubtrees(code, routesDir).tree, map: null };
    },
  };
}
