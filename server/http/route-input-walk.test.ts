import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { brands } from '../../brands/registry';
import { API } from '#contract/http/api-paths';
import { AUTH } from '#contract/auth/messages';
import { MAX_ID } from '#contract/forms/fields';
import { INPUT_MESSAGES } from '#contract/forms/validation-messages';
import { apiCaller } from '../auth/testing/auth-test-client';
import { createTestServer, type TestServer } from '../test-support';
import { declaredInput } from './validate';

/**
 * The audit's fuzz (2026-12-01, §8) as a test: every API route, called as a role its guards let through,
 * refuses a NUL in each of its parameters and out-of-range numbers in each numeric field with a 4xx,
 * never a 5xx (docs/validation.md, "On the server").
 */
const starfolio = brands.find((b) => b.id === 'starfolio')!;
const PREFIX = `/${starfolio.segment}/api/`;

const ACCOUNTS = [
  ['investor', 'investor@example.com', 'Investor@123'],
  ['subscriber', 'subscriber@example.com', 'Subscriber@123'],
  ['adviser', 'adviser@example.com', 'Adviser@123'],
  ['dealer', 'dealer@example.com', 'Dealer@123'],
  ['admin', 'admin@example.com', 'Admin@123'],
] as const;
interface Caller {
  name: string;
  key?: string;
  csrf: string;
}

/** Numbers no id, count or amount of the API may take (int4 + 1, negative, JSON's infinity, past 2^53). */
const BAD_NUMBERS = ['2147483648', '-1', '1e309', '9007199254740993'];

/** Query parameters routes read without a declared schema. */
const READ_DIRECTLY: Record<string, string[]> = {
  [API.broker.callback(':brokerId')]: ['state', 'status', 'request_token'],
  [API.ria.uploadClients]: ['page'],
};

let t: TestServer;
let callers: Caller[];
let samples: Record<string, string>;

beforeAll(async () => {
  t = await createTestServer({ responseCache: { ttlSeconds: 0 } });
  const api = apiCaller(t, starfolio);
  await api.get(API.health);
  callers = [{ name: 'visitor', csrf: t.cookies.get('csrftoken')! }];
  for (const [name, email, password] of ACCOUNTS) {
    t.cookies.clear();
    expect((await api.post(API.auth.login, { email, password })).status, email).toBe(200);
    callers.push({ name, key: t.cookies.get('jwt')!, csrf: t.cookies.get('csrftoken')! });
  }
  t.cookies.clear();
  const one = async (sql: string) => String(Object.values((await t.db.query(sql)).rows[0] ?? { v: '1' })[0]);
  samples = {
    hash: await one(`SELECT basket_hash FROM baskets WHERE status = 'published' ORDER BY id LIMIT 1`),
    postId: await one('SELECT id FROM posts ORDER BY id LIMIT 1'),
    reference: await one('SELECT reference FROM complaints ORDER BY id LIMIT 1'),
    transaction: await one('SELECT id FROM payment_transactions ORDER BY created_at LIMIT 1'),
    slug: await one('SELECT slug FROM advisers ORDER BY id LIMIT 1'),
    job: await one(`SELECT id FROM client_import_jobs WHERE brand_id = 'starfolio' ORDER BY created_at LIMIT 1`),
    brokerId: 'sec',
    name: 'clients',
  };
}, 60_000);
afterAll(() => t.db.close());

/** One API route: its path under the brand's API, and the inputs its validators declare. */
interface Route {
  method: string;
  path: string;
  inputs: { target: string; schema: z.ZodType }[];
}

function apiRoutes(method: 'GET' | 'POST'): Route[] {
  const byPath = new Map<string, Route>();
  for (const r of t.app.routes) {
    if (r.method !== method || !r.path.startsWith(PREFIX)) continue;
    const path = r.path.slice(PREFIX.length);
    const route = byPath.get(path) ?? { method, path, inputs: [] };
    const input = declaredInput(r.handler);
    if (input) route.inputs.push(input);
    byPath.set(path, route);
  }
  return [...byPath.values()].filter((r) => !r.path.startsWith('__test__/'));
}

/** The keys of an object schema, through optional, default, pipe and preprocess. */
function keysOf(schema: z.ZodType): string[] {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  if (def.type === 'object') return Object.keys(def.shape as object);
  if (def.type === 'pipe') return [...keysOf(def.in as z.ZodType), ...keysOf(def.out as z.ZodType)];
  if (def.innerType) return keysOf(def.innerType as z.ZodType);
  return [];
}

const pathParams = (path: string) => [...path.matchAll(/:([A-Za-z]+)(\{[^}]*\})?/g)].map((m) => m[1]!);
const fill = (path: string, values: Record<string, string>) =>
  path.replace(/:([A-Za-z]+)(\{[^}]*\})?/g, (_, name: string) => values[name] ?? samples[name] ?? '1');

async function call(caller: Caller, method: string, path: string, body?: string) {
  const headers: Record<string, string> = { cookie: `csrftoken=${caller.csrf}`, 'X-CSRFToken': caller.csrf };
  if (caller.key) headers.KEY = caller.key;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await t.request(starfolio, PREFIX + path, { method, headers, body });
  const text = await res.text();
  let message = text.slice(0, 200);
  try {
    message = (JSON.parse(text) as { head?: { message?: string } }).head?.message ?? message;
  } catch {
    // not the envelope: a file, a page or a redirect
  }
  return { status: res.status, message };
}

/** A guard's refusal: no session (401), or a role, right or feature the caller lacks (404 'Not found.'). */
const refusedByGuard = (a: { status: number; message: string }) =>
  a.status === 401 || (a.status === 404 && a.message === AUTH.notFound);

/**
 * Routes whose handler answers 'Not found.' to everyone without a row to show (the seed has no
 * complaint files): the role their guards admit.
 */
const ADMITTED: Record<string, string> = {
  [API.complaints.file(':reference', 0).replace('/0/', '/:id/')]: 'investor',
  [API.complaints.adminFile(':reference', 0).replace('/0/', '/:id/')]: 'admin',
};

/** The first caller, visitor to admin, whom the route's guards let through to its handler. */
async function reaching(route: Route, body?: string): Promise<Caller> {
  for (const caller of callers) {
    if (!refusedByGuard(await call(caller, route.method, fill(route.path, {}), body))) return caller;
  }
  const admitted = callers.find((c) => c.name === ADMITTED[route.path]);
  if (!admitted) throw new Error(`no role reaches ${route.method} ${route.path}`);
  return admitted;
}

describe('a NUL in any parameter', () => {
  it('is refused with HTTP 400 on every GET route, as the role that reaches it', async () => {
    const routes = apiRoutes('GET');
    expect(routes.length).toBeGreaterThan(80);
    const wrong: string[] = [];
    for (const route of routes) {
      const caller = await reaching(route);
      const query = new Set([
        ...route.inputs.filter((i) => i.target === 'query').flatMap((i) => keysOf(i.schema)),
        ...(READ_DIRECTLY[route.path] ?? []),
      ]);
      const attempts = [
        ...[...query].map((name) => fill(route.path, {}) + `?${name}=%00`),
        ...pathParams(route.path).map((name) => fill(route.path, { [name]: '%00' })),
      ];
      for (const path of attempts) {
        const a = await call(caller, 'GET', path);
        if (a.status !== 400 || a.message !== INPUT_MESSAGES.nul)
          wrong.push(`${caller.name} GET ${path} → ${a.status} ${a.message}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('in a JSON body, a form or an address no route answers is refused before any route reads it', async () => {
    const [visitor, investor] = callers as [Caller, Caller];
    // A route that validates its JSON answers in its own words where its schema refuses the value
    // (a comment's 'Please enter valid comment', an id's range), and with the NUL message where the
    // schema would have let it through.
    const cases: [Caller, string, string, string][] = [
      [investor, API.payments.cancel, '{"subscription":"1\\u0000"}', 'Ids are whole numbers from 1 to 2147483647.'],
      [investor, API.account.profile, '{"name":"Asha\\u0000"}', INPUT_MESSAGES.nul],
      [visitor, API.auth.login, '{"email":"a@b.co","password":"x\\u0000"}', INPUT_MESSAGES.nul],
      [visitor, API.auth.login, '{"\\u0000":1}', 'Please correct the highlighted fields.'],
      [visitor, API.auth.login, '{"email":"a@b.co","password":"x","\\u0000":1}', INPUT_MESSAGES.nul],
    ];
    for (const [caller, path, body, message] of cases) {
      expect(await call(caller, 'POST', path, body), body).toEqual({ status: 400, message });
    }
    // An escaped backslash before 'u0000' is text, not a NUL: the route's own rules answer it.
    const text = await call(visitor, 'POST', API.auth.login, '{"email":"a@b.co","password":"x\\\\u0000"}');
    expect(text.message).not.toBe(INPUT_MESSAGES.nul);
    const form = new FormData();
    form.set('description', 'a\0b');
    const res = await t.request(starfolio, PREFIX + API.complaints.create, {
      method: 'POST',
      body: form,
      headers: { KEY: investor.key!, cookie: `csrftoken=${investor.csrf}`, 'X-CSRFToken': investor.csrf },
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(INPUT_MESSAGES.nul);
    // An address no route answers is refused the same way, and so is the broker sign-in page's form.
    expect(await call(visitor, 'GET', 'no-such-route/%00/')).toEqual({ status: 400, message: INPUT_MESSAGES.nul });
    const broker = starfolio.brokers[0]!;
    const signIn = await t.request(starfolio, `/${starfolio.segment}${broker.loginPath}`, {
      method: 'POST',
      body: new URLSearchParams({ clientCode: 'AB\0CD', password: 'x' }),
    });
    expect(signIn.status).toBe(400);
    expect(await signIn.text()).toBe(INPUT_MESSAGES.nul);
  });
});

describe('a GET naming a content type', () => {
  it('is answered as any GET: it has no body to read, never a 500', async () => {
    const res = await t.request(starfolio, `${PREFIX}health/`, { headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(200);
  });
});

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
