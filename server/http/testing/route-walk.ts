import { afterAll, beforeAll, expect } from 'vitest';
import type { z } from 'zod';
import { brands } from '../../../brands/registry';
import { API } from '#contract/http/api-paths';
import { AUTH } from '#contract/auth/messages';
import { apiCaller } from '../../auth/testing/auth-test-client';
import { createTestServer, type TestServer } from '../../test-support';
import { declaredInput } from '../validate';

/** The server, the callers (visitor to admin) and the seeded samples the route walk calls with. */
export const starfolio = brands.find((b) => b.id === 'starfolio')!;
export const PREFIX = `/${starfolio.segment}/api/`;

const ACCOUNTS = [
  ['investor', 'investor@example.com', 'Investor@123'],
  ['subscriber', 'subscriber@example.com', 'Subscriber@123'],
  ['adviser', 'adviser@example.com', 'Adviser@123'],
  ['dealer', 'dealer@example.com', 'Dealer@123'],
  ['admin', 'admin@example.com', 'Admin@123'],
] as const;
export interface Caller {
  name: string;
  key?: string;
  csrf: string;
}

/** Numbers no id, count or amount of the API may take (int4 + 1, negative, JSON's infinity, past 2^53). */
/** Numbers no id, count or amount of the API may take (int4 + 1, negative, JSON's infinity, past 2^53). */
export const BAD_NUMBERS = ['2147483648', '-1', '1e309', '9007199254740993'];

/** Query parameters routes read without a declared schema. */
export const READ_DIRECTLY: Record<string, string[]> = {
  [API.broker.callback(':brokerId')]: ['state', 'status', 'request_token'],
  [API.ria.uploadClients]: ['page'],
  [API.payments.callback]: ['transaction', 'razorpay_payment_id', 'razorpay_order_id', 'razorpay_signature'],
};

export let t: TestServer;
export let callers: Caller[];
export let samples: Record<string, string>;

/** Starts the server and signs each account in once for the file that calls it. */
export function startRouteWalkServer() {
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
}

/** One API route: its path under the brand's API, and the inputs its validators declare. */
export interface Route {
  method: string;
  path: string;
  inputs: { target: string; schema: z.ZodType }[];
}

export function apiRoutes(method: 'GET' | 'POST'): Route[] {
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
export function keysOf(schema: z.ZodType): string[] {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  if (def.type === 'object') return Object.keys(def.shape as object);
  if (def.type === 'pipe') return [...keysOf(def.in as z.ZodType), ...keysOf(def.out as z.ZodType)];
  if (def.innerType) return keysOf(def.innerType as z.ZodType);
  return [];
}

export const pathParams = (path: string) => [...path.matchAll(/:([A-Za-z]+)(\{[^}]*\})?/g)].map((m) => m[1]!);
export const fill = (path: string, values: Record<string, string>) =>
  path.replace(/:([A-Za-z]+)(\{[^}]*\})?/g, (_, name: string) => values[name] ?? samples[name] ?? '1');

export async function call(caller: Caller, method: string, path: string, body?: string) {
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
export const refusedByGuard = (a: { status: number; message: string }) =>
  a.status === 401 || (a.status === 404 && a.message === AUTH.notFound);

/**
 * Routes whose handler answers 'Not found.' to everyone without a row to show (the seed has no
 * complaint files): the role their guards admit.
 */
export const ADMITTED: Record<string, string> = {
  [API.complaints.file(':reference', 0).replace('/0/', '/:id/')]: 'investor',
  [API.complaints.adminFile(':reference', 0).replace('/0/', '/:id/')]: 'admin',
};

/** The first caller, visitor to admin, whom the route's guards let through to its handler. */
export async function reaching(route: Route, body?: string): Promise<Caller> {
  for (const caller of callers) {
    if (!refusedByGuard(await call(caller, route.method, fill(route.path, {}), body))) return caller;
  }
  const admitted = callers.find((c) => c.name === ADMITTED[route.path]);
  if (!admitted) throw new Error(`no role reaches ${route.method} ${route.path}`);
  return admitted;
}
