import type { AssetSet, PageAssets } from '#contract/site/page-render';
import { isLaterPath } from '#contract/site/staff-areas';

/** The later public areas' routes, a chunk of their own a page of theirs loads before it hydrates (decision 0308). */
export const LATER_ROUTE_TREE = 'virtual:later-route-tree';

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** A route's component chunk, as TanStack's code splitting names it: src/routes/<path>.tsx?tsr-split=component…. */
const ROUTE_SPLIT = /^src\/routes\/(.+)\.tsx\?tsr-split=(.+)$/;

/** 'blog/index' → '/blog/', 'index' → '/': the route id of a file route (every route is a folder's index.tsx). */
const routeIdOf = (file: string) => `/${file.replace(/(^|\/)index$/, '$1')}`;

/**
 * The chunks `start` loads at once, depth first, and their stylesheets in the order Vite's own
 * index.html had them (an import's before its importer's: the same cascade), leaving out what
 * `loaded` (the entry's) already has.
 */
function collect(
  manifest: Manifest,
  start: ManifestChunk,
  loaded: Set<ManifestChunk>,
): AssetSet & { chunks: ManifestChunk[] } {
  const chunks: ManifestChunk[] = [];
  const stylesheets: string[] = [];
  const visit = (chunk: ManifestChunk | undefined) => {
    if (!chunk || loaded.has(chunk) || chunks.includes(chunk)) return;
    chunks.push(chunk);
    for (const key of chunk.imports ?? []) visit(manifest[key]);
    for (const css of chunk.css ?? []) if (!stylesheets.includes(css)) stylesheets.push(css);
  };
  visit(start);
  return { chunks, modulePreloads: chunks.map((c) => `/${c.file}`), stylesheets: stylesheets.map((f) => `/${f}`) };
}

/**
 * The files pages load, from the client build's manifest: the entry module, the chunks it imports
 * at once (modulepreloads, so they load side by side) and their stylesheets; and for each route its
 * component chunk, with its own imports and styles, after the later areas' route tree for a page of
 * theirs (its routes join the tree before the page hydrates). Other lazy chunks (dialogs, comments)
 * stay out.
 */
export function clientAssets(manifestJson: string): PageAssets {
  const manifest = JSON.parse(manifestJson) as Manifest;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('The build manifest names no entry: run "npm run build".');
  const main = collect(manifest, entry, new Set());
  const loaded = new Set(main.chunks);
  const routes: Record<string, AssetSet> = {};
  const laterTree = manifest[LATER_ROUTE_TREE];
  for (const [key, chunk] of Object.entries(manifest)) {
    const split = ROUTE_SPLIT.exec(key);
    if (!split || !split[2]!.split('---').includes('component')) continue;
    const id = routeIdOf(split[1]!);
    const first = laterTree && isLaterPath(id) ? collect(manifest, laterTree, loaded) : undefined;
    const own = collect(manifest, chunk, new Set([...loaded, ...(first?.chunks ?? [])]));
    routes[id] = {
      modulePreloads: [...(first?.modulePreloads ?? []), ...own.modulePreloads],
      stylesheets: [...(first?.stylesheets ?? []), ...own.stylesheets],
    };
  }
  return {
    entry: `/${entry.file}`,
    modulePreloads: main.modulePreloads.filter((url) => url !== `/${entry.file}`),
    stylesheets: main.stylesheets,
    routes,
  };
}
