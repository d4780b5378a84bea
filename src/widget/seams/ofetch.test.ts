import { ofetch as realOfetch, type FetchContext, type FetchOptions } from 'ofetch';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ofetch as widgetOfetch } from './ofetch';

/**
 * The widget's ofetch stand-in (decision 0083) against ofetch itself: the same calls, through the
 * same hooks, must put the same request on the wire and give back the same answer or error.
 */

interface Answer {
  status?: number;
  body?: string | null;
  type?: string | null;
  fail?: Error;
}

type Create = (defaults: FetchOptions) => (request: string, options?: FetchOptions) => Promise<unknown>;
const real: Create = (defaults) => realOfetch.create(defaults);
const ours: Create = (defaults) => widgetOfetch.create(defaults);

/** Runs one call with `fetch` answering `answer`; returns everything either side can observe. */
async function observe(create: Create, defaults: FetchOptions, path: string, options: FetchOptions, answer: Answer) {
  const log: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      log.push({
        url,
        method: init.method,
        body: init.body instanceof URLSearchParams ? `params:${init.body}` : init.body,
        credentials: init.credentials,
        signal: init.signal === options.signal,
        headers: [...new Headers(init.headers)],
      });
      if (answer.fail) throw answer.fail;
      const headers: Record<string, string> =
        answer.type === null ? {} : { 'content-type': answer.type ?? 'application/json' };
      return new Response(answer.body ?? null, { status: answer.status ?? 200, headers });
    }),
  );
  const hook = (name: string) => (ctx: FetchContext) => {
    log.push([name, String(ctx.request), ctx.response?.status, ctx.response?._data, ctx.error?.message]);
  };
  const client = create({
    retry: 0,
    ...defaults,
    onRequest(ctx) {
      // As the request client does: a fresh Headers with its own additions.
      const headers = new Headers(ctx.options.headers);
      headers.set('X-Request-Code', 'web-pwa');
      ctx.options.headers = headers;
      hook('onRequest')(ctx);
    },
    onResponse: [hook('onResponse')],
    onResponseError: hook('onResponseError'),
    onRequestError: hook('onRequestError'),
  });
  try {
    log.push({ data: await client(path, options) });
  } catch (err) {
    const e = err as Error & Record<string, unknown>;
    const cause = e.cause as Error | undefined;
    log.push({ name: e.name, message: e.message, status: e.status, statusCode: e.statusCode, data: e.data });
    log.push({ statusText: e.statusText, hasCause: 'cause' in e, cause: cause && [cause.name, cause.message] });
  }
  return log;
}

const ENVELOPE = JSON.stringify({ head: { status: 0 }, body: { posts: [{ postId: 1 }] } });
const signal = new AbortController().signal;

const CASES: Array<[string, FetchOptions, string, FetchOptions, Answer]> = [
  [
    'a GET with a query',
    { baseURL: 'https://b.example' },
    '/arrowline/api/post/list/',
    { query: { pageNumber: 2, perPageCount: 10 } },
    { body: ENVELOPE },
  ],
  ['the same origin', {}, '/arrowline/api/post/details/', { query: { postId: 7 }, signal }, { body: ENVELOPE }],
  ['a base with a slash', { baseURL: 'https://b.example/' }, 'post/list/', {}, { body: ENVELOPE }],
  ['a base with a path', { baseURL: 'https://b.example/api' }, '/api/x/', {}, { body: ENVELOPE }],
  ['a base and a relative path', { baseURL: 'https://b.example/api' }, './x/', {}, { body: ENVELOPE }],
  ['a base of /', { baseURL: '/' }, '/x/', {}, { body: ENVELOPE }],
  ['an absolute path', { baseURL: 'https://b.example' }, 'https://c.example/x/', {}, { body: ENVELOPE }],
  ['the base itself', { baseURL: 'https://b.example' }, 'https://b.example', {}, { body: ENVELOPE }],
  ['the root path', { baseURL: 'https://b.example' }, '/', {}, { body: ENVELOPE }],
  ['query values', {}, '/q/', { query: { ids: '1,2,3', q: 'a b+c/d#e&f=g`h^i|j~ā₹', 'k=y': 'v' } }, { body: '{}' }],
  [
    'query types',
    {},
    '/q/',
    { query: { e: '', u: undefined, t: true, f: false, z: 0, a: ['x', 'y z'], o: { x: 1 } } },
    { body: '{}' },
  ],
  ['an empty query', {}, '/q/', { query: { u: undefined } }, { body: '{}' }],
  [
    'a POST with an object',
    { credentials: 'omit' },
    '/p/',
    { method: 'post', body: { postId: 4 } },
    { body: ENVELOPE },
  ],
  ['a POST with a string', {}, '/p/', { method: 'POST', body: 'raw' }, { body: ENVELOPE }],
  [
    'a POST as a form',
    {},
    '/p/',
    { method: 'POST', body: { a: '1 2' }, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
    { body: '{}' },
  ],
  ['a POST with URLSearchParams', {}, '/p/', { method: 'POST', body: new URLSearchParams({ a: 'b' }) }, { body: '{}' }],
  [
    'a POST with an accept header',
    {},
    '/p/',
    { method: 'POST', body: [1, 2], headers: { Accept: 'text/plain' } },
    { body: '{}' },
  ],
  ['a GET with a body', {}, '/g/', { body: { a: 1 } as never }, { body: '{}' }],
  ['headers', { credentials: 'include' }, '/h/', { headers: { KEY: 'jwt', 'x-broker': 'b' } }, { body: '{}' }],
  [
    'an error with an envelope',
    {},
    '/e/',
    {},
    { status: 400, body: JSON.stringify({ head: { status: 6, message: 'No' }, body: { errors: {} } }) },
  ],
  [
    'a server error page',
    {},
    '/e/',
    {},
    { status: 502, body: '<h1>Bad gateway</h1>', type: 'text/html; charset=utf-8' },
  ],
  ['a 404 without a type', {}, '/e/', {}, { status: 404, body: 'nope', type: null }],
  ['no content', {}, '/n/', { method: 'POST' }, { status: 204 }],
  ['plain text', {}, '/t/', {}, { body: 'hello', type: 'text/plain' }],
  ['broken JSON', {}, '/j/', {}, { body: '{"head":', type: 'application/json' }],
  ['JSON with a problem+json type', {}, '/j/', {}, { body: '{"a":1}', type: 'application/problem+json' }],
  [
    'prototype keys',
    {},
    '/j/',
    {},
    { body: '{"__proto__":{"polluted":1},"a":{"constructor":{"prototype":{}}},"b":2}' },
  ],
  ['JSON scalars', {}, '/j/', {}, { body: ' true ' }],
  ['a network failure', {}, '/f/', {}, { fail: new TypeError('Failed to fetch') }],
  ['an abort', {}, '/f/', { signal }, { fail: new DOMException('The operation was aborted.', 'AbortError') }],
];

afterEach(() => vi.unstubAllGlobals());

describe('the stand-in makes the calls ofetch makes', () => {
  it.each(CASES)('%s', async (_, defaults, path, options, answer) => {
    const expected = await observe(real, defaults, path, { ...options }, answer);
    expect(await observe(ours, defaults, path, { ...options }, answer)).toEqual(expected);
  });

  it('lets an error a hook throws through, as it is', async () => {
    const thrown = new Error('rule');
    for (const create of [real, ours]) {
      vi.stubGlobal('fetch', async () => new Response('{}'));
      const client = create({ retry: 0, onResponse: () => Promise.reject(thrown) });
      await expect(client('/x/')).rejects.toBe(thrown);
    }
  });
});

describe('what the stand-in does not implement', () => {
  it.each<FetchOptions>([{}, { retry: 1 }, { retry: 0, timeout: 1000 }, { retry: 0, parseResponse: JSON.parse }])(
    'throws rather than guess: %o',
    (defaults) => {
      expect(() => widgetOfetch.create(defaults as never)).toThrow(/widget's request client does not implement/);
    },
  );

  it('takes no query inside the path', async () => {
    vi.stubGlobal('fetch', async () => new Response('{}'));
    const client = widgetOfetch.create({ retry: 0 });
    await expect(client('/x/?a=1', { query: { b: 2 } })).rejects.toThrow(/query apart from the path/);
  });
});
