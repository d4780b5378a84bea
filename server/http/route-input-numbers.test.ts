import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_ID } from '#contract/forms/fields';
import {
  BAD_NUMBERS,
  apiRoutes,
  call,
  fill,
  pathParams,
  reaching,
  samples,
  startRouteWalkServer,
} from './testing/route-walk';

/**
 * The audit's fuzz (2026-12-01, §8) for numbers: every API route, called as a role its guards let through,
 * refuses out-of-range numbers in each numeric field with a 4xx, never a 5xx (docs/validation.md, "On the server").
 */
startRouteWalkServer();

describe('numbers out of range', () => {
  it('are refused with a 4xx in every numeric field of every POST route, as the role that reaches it', async () => {
    const routes = apiRoutes('POST');
    expect(routes.length).toBeGreaterThan(80);
    const wrong: string[] = [];
    for (const route of routes) {
      const fields = route.inputs.filter((i) => i.target === 'json').flatMap((i) => numericFields(i.schema));
      if (fields.length === 0) continue;
      const caller = await reaching(route, '{}');
      for (const field of fields) {
        for (const n of BAD_NUMBERS) {
          const body = `{"${field.name}":${field.list ? `[${n}]` : n}}`;
          const a = await call(caller, 'POST', fill(route.path, {}), body);
          if (a.status < 400 || a.status >= 500)
            wrong.push(`${caller.name} POST ${route.path} ${body} → ${a.status} ${a.message}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('are refused by every numeric field of every schema a route reads, however deep', () => {
    const unbounded: string[] = [];
    for (const route of [...apiRoutes('GET'), ...apiRoutes('POST')]) {
      for (const { target, schema } of route.inputs) {
        for (const where of unboundedNumbers(
          z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema,
        )) {
          unbounded.push(`${route.method} ${route.path} ${target}${where}`);
        }
      }
    }
    expect(unbounded).toEqual([]);
  });

  it('in a path id answers 4xx', async () => {
    const wrong: string[] = [];
    for (const route of apiRoutes('GET')) {
      const ids = pathParams(route.path).filter((p) => /^\d+$/.test(samples[p] ?? '1'));
      if (ids.length === 0) continue;
      const caller = await reaching(route);
      for (const name of ids) {
        const a = await call(caller, 'GET', fill(route.path, { [name]: '2147483648' }));
        if (a.status < 400 || a.status >= 500) wrong.push(`${caller.name} GET ${route.path} → ${a.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

/** The top-level fields of an object schema that take a number, or a list of numbers. */
function numericFields(schema: z.ZodType): { name: string; list: boolean }[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const isNumber = (s: JsonSchema | undefined): boolean =>
    s !== undefined &&
    (s.type === 'number' || s.type === 'integer' || (s.anyOf ?? s.oneOf ?? []).some((x) => isNumber(x)));
  return Object.entries(json.properties ?? {}).flatMap(([name, s]): { name: string; list: boolean }[] =>
    isNumber(s) ? [{ name, list: false }] : s.type === 'array' && isNumber(s.items) ? [{ name, list: true }] : [],
  );
}

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  exclusiveMaximum?: number;
}

/** Where a JSON schema takes a number with no upper bound within an int4, or one below zero. */
function unboundedNumbers(s: JsonSchema, at = ''): string[] {
  const found: string[] = [];
  if ((s.type === 'number' || s.type === 'integer') && s.const === undefined && s.enum === undefined) {
    const max = s.maximum ?? s.exclusiveMaximum ?? Infinity;
    const min = s.minimum ?? s.exclusiveMinimum ?? -Infinity;
    if (max > MAX_ID || min < 0) found.push(`${at || '.'} [${min}, ${max}]`);
  }
  for (const [k, v] of Object.entries(s.properties ?? {})) found.push(...unboundedNumbers(v, `${at}.${k}`));
  if (s.items) found.push(...unboundedNumbers(s.items, `${at}[]`));
  if (typeof s.additionalProperties === 'object') found.push(...unboundedNumbers(s.additionalProperties, `${at}.*`));
  for (const x of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) found.push(...unboundedNumbers(x, at));
  return found;
}
