/**
 * Bytes of a minified bundle by the source each stretch came from, read off its source map (what
 * `scripts/widget-report.ts` prints). A stretch runs from one mapping to the next on the same line;
 * code before a line's first mapping (the bundler's own) counts as '(bundler)'.
 */

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...B64].map((c, i) => [c, i]));

/** One segment of a source map's `mappings`: base64 VLQ numbers, sign in the lowest bit. */
export function decodeSegment(segment: string): number[] {
  const out: number[] = [];
  let value = 0;
  let shift = 0;
  for (const c of segment) {
    const digit = DIGIT.get(c);
    if (digit === undefined) throw new Error(`not a base64 VLQ digit: ${c}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    out.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return out;
}

export interface SourceMapLike {
  sources: string[];
  mappings: string;
}

/** The generated code, cut into stretches and keyed by source (as the map names it). */
export function codeBySource(code: string, map: SourceMapLike): Map<string, string> {
  const lines = code.split('\n');
  const bySource = new Map<string, string[]>();
  const add = (source: string, text: string) => {
    if (!text) return;
    const list = bySource.get(source) ?? [];
    list.push(text);
    bySource.set(source, list);
  };
  let source = 0;
  map.mappings.split(';').forEach((line, row) => {
    const text = lines[row] ?? '';
    const starts: Array<[number, string]> = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const [dColumn = 0, dSource] = decodeSegment(segment);
      column += dColumn;
      if (dSource !== undefined) source += dSource;
      // Only the column and source matter here; a segment without a source ends the previous stretch.
      starts.push([column, dSource === undefined ? '(bundler)' : (map.sources[source] ?? '(unknown)')]);
    }
    add('(bundler)', text.slice(0, starts[0]?.[0] ?? text.length));
    starts.forEach(([from, name], i) => add(name, text.slice(from, starts[i + 1]?.[0] ?? text.length)));
  });
  return new Map([...bySource].map(([k, parts]) => [k, parts.join('')]));
}

/**
 * A source path as a report row: the package it is in, or its folder in this repository (`depth`
 * levels of it), or with `depth` 0 the file itself.
 */
export function groupOf(source: string, depth = 2): string {
  const inPackage = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (inPackage) return inPackage[1]!;
  const parts = source
    .replace(/^(?:\.\.\/)+/, '')
    .replace(/^\/+/, '')
    .split('/');
  return (depth > 0 && parts.slice(0, -1).slice(0, depth).join('/')) || parts.join('/');
}
