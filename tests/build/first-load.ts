import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { isLaterPath } from '../../contract/site/staff-areas';
import { LATER_ROUTE_TREE } from '../../server/html/client-assets';

/** One chunk of the Vite manifest (dist/.vite/manifest.json), as far as these checks read it. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

export interface FirstLoad {
  /** The chunk files, as served under dist/. */
  files: string[];
  /**
   * Their gzip size (level 9, as npm run bench measures), KB, with each chunk's content hashes and the
   * build's time stamp written as one fixed string: those change from build to build (and with the
   * checkout's path) and moved the gzip size by a few bytes either way, so a check within 0.1 KB of its
   * ceiling failed on one clone and passed on another. Every byte is still counted.
   */
  gzipKb: number;
  /** Every source module in them (from the hidden source maps), relative to the project. */
  modules: string[];
}

/**
 * The JavaScript a page loads before it can render: the entry and everything it imports statically,
 * plus, for a route, the chunk of the route's component and its static imports (and a later area's
 * route tree, for a page of one). Dynamic imports (a
 * dialog, comments, the sanitizer once an article needs it) are not part of it.
 */
export function firstLoad(dist: string, routeFile?: string): FirstLoad {
  const files = firstLoadFiles(dist, routeFile);
  const bytes = files.reduce(
    (sum, f) => sum + gzipSync(stable(readFileSync(join(dist, f), 'utf8')), { level: 9 }).length,
    0,
  );
  return { files, gzipKb: bytes / 1024, modules: modulesOf(dist, files) };
}

/**
 * A chunk with each content hash in a file name (`name-AbC_12-x.js`) replaced by one derived from the
 * name alone, as incompressible as the real one, and the build id (14 digits) fixed.
 */
const stable = (code: string): string =>
  code
    .replace(/([\w.]+)-[\w-]{8}\.(js|css)\b/g, (_, name: string, ext: string) => `${name}-${nameHash(name)}.${ext}`)
    .replace(/`\d{14}`/g, '`20260101000000`');

const nameHash = (name: string) => createHash('sha256').update(name).digest('base64url').slice(0, 8);

/** The source modules of a first load, without weighing it (quick enough to ask for every route). */
export const firstLoadModules = (dist: string, routeFile?: string): string[] =>
  modulesOf(dist, firstLoadFiles(dist, routeFile));

function firstLoadFiles(dist: string, routeFile?: string): string[] {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const roots = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  if (roots.length !== 1) throw new Error(`expected one entry in the manifest, found ${roots.length}`);
  if (routeFile) {
    const route = Object.keys(manifest).filter((key) => key.startsWith(`${routeFile}?tsr-split=component`));
    if (route.length !== 1) throw new Error(`no code-split component chunk for ${routeFile} in the manifest`);
    roots.push(route[0]!);
    // A later area's page loads that subtree's routes before it hydrates (decision 0308).
    if (isLaterPath(`/${routeFile.replace(/^src\/routes\//, '')}`)) roots.push(LATER_ROUTE_TREE);
  }
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]!.imports ?? []) visit(next);
  };
  roots.forEach(visit);
  return [...seen].map((key) => manifest[key]!.file);
}

/** A chunk's source modules by its map's path: each map is read once however many loads share it. */
const chunkModules = new Map<string, string[]>();

/** Every source module in these chunks (from the hidden source maps), relative to the project. */
function modulesOf(dist: string, files: string[]): string[] {
  return files.flatMap((f) => {
    const map = join(dist, `${f}.map`);
    let modules = chunkModules.get(map);
    if (!modules) {
      const sources = existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources : [];
      modules = sources.map((s) => s.replace(/^(\.\.\/)+/, ''));
      chunkModules.set(map, modules);
    }
    return modules;
  });
}
