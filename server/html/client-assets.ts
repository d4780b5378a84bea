import type { AssetSet, PageAssets } from '#contract/site/page-render';
import { SERVER_RENDERED_PARTS } from './server-rendered-parts';
import { isLaterPath } from '#contract/site/staff-areas';

/** The later public areas' routes, a chunk of their own a page of theirs loads before it hydrates (decision 0308). */
export const LATER_ROUTE_TREE = 'virtual:later-route-tree';

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
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
  start: ManifestChunk | undefined,
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
 * The stylesheets of the lazily loaded parts the server renders (SERVER_RENDERED_PARTS) that `chunks`
 * import, and of what those import beyond `loaded`, not already in `styled`: in the page from the
 * start, without the parts' modules, which the page loads itself before hydrating.
 */
function partStylesheets(
  manifest: Manifest,
  chunks: ManifestChunk[],
  loaded: Set<ManifestChunk>,
  styled: string[],
): string[] {
  const out: string[] = [];
  for (const chunk of chunks) {
    for (const key of chunk.dynamicImports ?? []) {
      if (!SERVER_RENDERED_PARTS.includes(key)) continue;
      for (const css of collect(manifest, manifest[key], loaded).stylesheets) {
        if (!styled.includes(css) && !out.includes(css)) out.push(css);
      }
    }
  }
  return out;
}

/**
 * The files pages load, from the client build's manifest: the entry module, the chunks it imports
 * at once (modulepreloads, so they load side by side) and their stylesheets; and for each route its
 * component chunk, with its own imports and styles, after the later areas' route tree for a page of
 * theirs (its routes join the tree before the page hydrates). The lazy parts the server renders bring
 * their stylesheets (not their modules); other lazy chunks (dialogs, comments) stay out.
 */
export function clientAssets(manifestJson: string): PageAssets {
  const manifest = JSON.parse(manifestJson) as Manifest;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('The build manifest names no entry: run "npm run build".');
  const main = collect(manifest, entry, new Set());
  const loaded = new Set(main.chunks);
  const mainStylesheets = [...main.stylesheets, ...partStylesheets(manifest, main.chunks, loaded, main.stylesheets)];
  const routes: Record<string, AssetSet> = {};
  const laterTree = manifest[LATER_ROUTE_TREE];
  for (const [key, chunk] of Object.entries(manifest)) {
    const split = ROUTE_SPLIT.exec(key);
    if (!split || !split[2]!.split('---').includes('component')) continue;
    const id = routeIdOf(split[1]!);
    const first = laterTree && isLaterPath(id) ? collect(manifest, laterTree, loaded) : undefined;
    const before = new Set([...loaded, ...(first?.chunks ?? [])]);
    const own = collect(manifest, chunk, before);
    const stylesheets = [...(first?.stylesheets ?? []), ...own.stylesheets];
    const parts = partStylesheets(manifest, own.chunks, new Set([...before, ...own.chunks]), [
      ...mainStylesheets,
      ...stylesheets,
    ]);
    routes[id] = {
      modulePreloads: [...(first?.modulePreloads ?? []), ...own.modulePreloads],
      stylesheets: [...stylesheets, ...parts],
    };
  }
  return {
    entry: `/${entry.file}`,
    modulePreloads: main.modulePreloads.filter((url) => url !== `/${entry.file}`),
    stylesheets: mainStylesheets,
    routes,
  };
}
