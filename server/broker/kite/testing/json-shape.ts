import { readFileSync } from 'node:fs';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A published Kite answer (./fixtures/README.md names each one's source). */
export const kiteFixture = (name: string): Json =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8')) as Json;

/** The fields every item of a list has, each with the first non-null value an item gives it. */
function common(items: Json[]): Json {
  const objects = items.filter(
    (i): i is { [key: string]: Json } => typeof i === 'object' && i !== null && !Array.isArray(i),
  );
  if (objects.length < items.length || objects.length === 0) return items[0] ?? null;
  const keys = Object.keys(objects[0]!).filter((k) => objects.every((o) => k in o));
  return Object.fromEntries(keys.map((k) => [k, objects.map((o) => o[k]!).find((v) => v !== null) ?? null]));
}

/**
 * Where `actual` departs from the shape of `expected`: a field missing, or another JSON type (null
 * stands for any type, as Kite's own answers write null for what is not there). A list is compared
 * item by item with the fields all of the example's items share.
 */
export function shapeMismatches(expected: Json, actual: unknown, path = '$'): string[] {
  if (expected === null || actual === null) return [];
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return [`${path}: a list expected`];
    const model = common(expected);
    return expected.length === 0 ? [] : actual.flatMap((a, i) => shapeMismatches(model, a, `${path}[${i}]`));
  }
  if (typeof expected === 'object') {
    if (typeof actual !== 'object' || Array.isArray(actual)) return [`${path}: an object expected`];
    const given = actual as Record<string, unknown>;
    return Object.entries(expected).flatMap(([k, v]) =>
      k in given ? shapeMismatches(v, given[k], `${path}.${k}`) : [`${path}.${k}: missing`],
    );
  }
  return typeof expected === typeof actual ? [] : [`${path}: ${typeof expected} expected, ${typeof actual} found`];
}
