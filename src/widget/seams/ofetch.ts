import type { FetchContext, FetchOptions, FetchResponse } from 'ofetch';

/**
 * `ofetch` in the widget build (vite.widget.config.ts, decision 0083): `ofetch.create()` as the
 * request client (lib/http/api-client.ts) uses it, on the browser's fetch, without ofetch's retries,
 * timeouts, streams and URL toolkit (ufo, destr: about 3 KB gzip of the widget). Each step follows
 * ofetch 1.5: the same URL (base, then query, encoded as ufo encodes it), headers, JSON body, hooks
 * in the same order, parsed answer and FetchError; `ofetch.test.ts` makes the same calls on both and
 * compares what reaches fetch and what comes back. An option it does not implement throws.
 */

type Options = FetchOptions;
type Context = FetchContext;
type Hook = (ctx: Context) => void | Promise<void>;

/**
 * Options it reads, or hands to fetch as they are. `retry` only as 0 or false: it never retries.
 * `sfPreload` marks a router preload's call for the status hooks (lib/http/api-client.ts); fetch ignores it.
 */
const KNOWN = new Set(
  'baseURL query body method headers signal credentials ignoreResponseError onRequest onRequestError onResponse onResponseError sfPreload'.split(
    ' ',
  ),
);

function checkOptions(options: Options): void {
  // It never retries; ofetch retries a GET once when `retry` is left out.
  const unknown = Object.keys(options).filter((key) => !KNOWN.has(key) && key !== 'retry');
  if (options.retry !== 0 && options.retry !== false) unknown.push('retry');
  if (unknown.length) throw new Error(`The widget's request client does not implement ${unknown.join(', ')}.`);
}

// ufo's encodeQueryValue and encodeQueryKey.
const encodeValue = (value: unknown) =>
  encodeURI(typeof value === 'string' ? value : JSON.stringify(value))
    .replace(/%7c/gi, '|')
    .replace(/\+/g, '%2B')
    .replace(/%20/gi, '+')
    .replace(/#/g, '%23')
    .replace(/&/g, '%26')
    .replace(/%60/gi, '`')
    .replace(/%5e/gi, '^')
    .replace(/\//g, '%2F');
const encodeKey = (key: string) => encodeValue(key).replace(/=/g, '%3D');

/** ufo's stringifyQuery: undefined left out, an empty value as the bare key, arrays repeated. */
function queryString(query: Record<string, unknown>): string {
  const item = (key: string, value: unknown): string => {
    if (typeof value === 'number' || typeof value === 'boolean') value = String(value);
    if (!value) return encodeKey(key);
    const values: unknown[] = Array.isArray(value) ? value : [value];
    return values.map((v) => `${encodeKey(key)}=${encodeValue(v)}`).join('&');
  };
  return Object.keys(query)
    .filter((k) => query[k] !== undefined)
    .map((k) => item(k, query[k]))
    .filter(Boolean)
    .join('&');
}

/** ufo's withBase (and joinURL) for a path. */
function withBase(path: string, base: string | undefined): string {
  if (!base || base === '/' || /^[\s\w\0+.-]{2,}:([/\\]{2})?/.test(path)) return path;
  const trimmed = (base.endsWith('/') ? base.slice(0, -1) : base) || '/';
  if (path.startsWith(trimmed) && [undefined, '/', '?'].includes(path[trimmed.length])) return path;
  if (!path || path === '/') return trimmed;
  return (trimmed.endsWith('/') ? trimmed : `${trimmed}/`) + path.replace(/^\.?\//, '');
}

/** ofetch's isJSONSerializable. */
const isJsonBody = (v: unknown): boolean =>
  ['string', 'number', 'boolean'].includes(typeof v) ||
  Array.isArray(v) ||
  (!!v &&
    typeof v === 'object' &&
    !(v as { buffer?: unknown }).buffer &&
    !(v instanceof FormData || v instanceof URLSearchParams) &&
    (v.constructor?.name === 'Object' || typeof (v as { toJSON?: unknown }).toJSON === 'function'));

/** destr, for what an API answers: JSON when it parses (without prototype keys), else the text. */
function parse(body: string): unknown {
  try {
    return JSON.parse(body, (key, value: unknown) =>
      key === '__proto__' || (key === 'constructor' && !!value && typeof value === 'object' && 'prototype' in value)
        ? undefined
        : value,
    );
  } catch {
    return body;
  }
}

const TEXT_TYPES = ['image/svg', 'application/xml', 'application/xhtml', 'application/html'];

/** ofetch's detectResponseType, then the read. */
async function readBody(response: Response): Promise<unknown> {
  const type = (response.headers.get('content-type') ?? '').split(';')[0]!;
  if (!type || /^application\/(?:[\w!#$%&*.^`~-]*\+)?json$/i.test(type)) return parse(await response.text());
  if (type === 'text/event-stream') return response.body;
  return type.startsWith('text/') || TEXT_TYPES.includes(type) ? response.text() : response.blob();
}

/** ofetch's FetchError: the request, the answer's status and parsed body, and what went wrong. */
function fetchError({ request, options, response, error }: Context): Error {
  const method = options.method || 'GET';
  const status = response ? `${response.status} ${response.statusText}` : '<no response>';
  const detail = error?.message || error?.toString() || '';
  const message = `[${method}] ${JSON.stringify(String(request))}: ${status}${detail ? ` ${detail}` : ''}`;
  return Object.assign(new Error(message, error ? { cause: error } : undefined), {
    name: 'FetchError',
    request,
    options,
    response,
    data: response?._data,
    status: response?.status,
    statusCode: response?.status,
    statusText: response?.statusText,
    statusMessage: response?.statusText,
  });
}

async function callHooks(ctx: Context, hooks: unknown): Promise<void> {
  for (const hook of ([] as unknown[]).concat(hooks)) if (hook) await (hook as Hook)(ctx);
}

function create(defaults: Options = {}) {
  checkOptions(defaults);
  return async function fetcher<T>(request: string, input: Options = {}): Promise<T> {
    checkOptions({ ...defaults, ...input });
    const headers = new Headers(defaults.headers);
    for (const [k, v] of new Headers(input.headers)) headers.set(k, v);
    const query = defaults.query || input.query ? { ...defaults.query, ...input.query } : undefined;
    const options = { ...defaults, ...input, query, headers } as Context['options'];
    const ctx = { request, options } as Context;
    if (options.method) options.method = options.method.toUpperCase();
    if (options.onRequest) {
      await callHooks(ctx, options.onRequest);
      if (!(options.headers instanceof Headers)) options.headers = new Headers(options.headers || {});
    }
    let url = withBase(request, options.baseURL);
    if (query) {
      if (/[?#]/.test(url)) throw new Error("The widget's request client takes the query apart from the path.");
      const search = queryString(query);
      if (search) url += `?${search}`;
    }
    ctx.request = url;
    delete options.query;
    const body = options.body as unknown;
    if (body && ['PATCH', 'POST', 'PUT', 'DELETE'].includes(options.method ?? 'GET') && isJsonBody(body)) {
      const type = options.headers.get('content-type');
      if (typeof body !== 'string') {
        options.body =
          type === 'application/x-www-form-urlencoded'
            ? new URLSearchParams(body as Record<string, string>).toString()
            : JSON.stringify(body);
      }
      if (!type) options.headers.set('content-type', 'application/json');
      if (!options.headers.has('accept')) options.headers.set('accept', 'application/json');
    }
    try {
      ctx.response = await fetch(url, options as RequestInit);
    } catch (error) {
      ctx.error = error as Error;
      await callHooks(ctx, options.onRequestError);
      throw fetchError(ctx);
    }
    const response: FetchResponse<unknown> = ctx.response;
    if (response.body && ![101, 204, 205, 304].includes(response.status) && options.method !== 'HEAD') {
      response._data = await readBody(response);
    }
    await callHooks(ctx, options.onResponse);
    if (!options.ignoreResponseError && response.status >= 400 && response.status < 600) {
      await callHooks(ctx, options.onResponseError);
      throw fetchError(ctx);
    }
    return response._data as T;
  };
}

export const ofetch = { create };
