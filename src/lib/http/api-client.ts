import { ofetch, type FetchOptions } from 'ofetch';
import type { BrandConfig } from '../brand';
import { ApiError } from './api-error';
import { readCookie } from '../cookies';

import { apiPath as segmentPath } from '#contract/api-paths';
import type { Envelope } from '#contract/envelope';
import {
  BROKER_HEADER,
  CSRF_COOKIE,
  CSRF_HEADER,
  JWT_COOKIE,
  KEY_HEADER,
  REQUEST_CODE,
  REQUEST_CODE_HEADER,
} from '#contract/http';

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface ApiClient {
  get<T>(path: string, options?: RequestOptions): Promise<Envelope<T>>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<Envelope<T>>;
  /** Absolute URL of an API path for this brand (for <link rel=preload>, fragments, the widget). */
  url(path: string): string;
}

export interface ApiClientConfig {
  brand: BrandConfig;
  /** Origin of the API; '' (same origin) except in the embedded widget. */
  origin?: string;
  /** Extra ofetch hooks; the status rules plug in here. */
  hooks?: Pick<FetchOptions, 'onRequest' | 'onResponse' | 'onResponseError'>;
  credentials?: RequestCredentials;
}

/** Request headers every call carries: CSRF from its cookie, the JWT as KEY, request code, broker. */
export function commonHeaders(brand: BrandConfig, cookieSource?: string): Record<string, string> {
  const headers: Record<string, string> = {
    [REQUEST_CODE_HEADER]: REQUEST_CODE,
    [BROKER_HEADER]: brand.brokerHeader,
  };
  const csrf = readCookie(CSRF_COOKIE, cookieSource);
  if (csrf) headers[CSRF_HEADER] = csrf;
  const jwt = readCookie(JWT_COOKIE, cookieSource);
  if (jwt) headers[KEY_HEADER] = jwt;
  return headers;
}

/** Normalises an API path ('/api/post/list/' or 'post/list/') under the brand segment. */
export const apiPath = (brand: BrandConfig, path: string): string => segmentPath(brand.segment, path);

export function createApiClient({ brand, origin = '', hooks, credentials = 'include' }: ApiClientConfig): ApiClient {
  const fetcher = ofetch.create({
    baseURL: origin,
    retry: 0,
    credentials,
    onRequest(ctx) {
      const headers = new Headers(ctx.options.headers);
      for (const [k, v] of Object.entries(commonHeaders(brand))) if (!headers.has(k)) headers.set(k, v);
      ctx.options.headers = headers;
      return hooks?.onRequest ? callHooks(hooks.onRequest, ctx) : undefined;
    },
    onResponse: hooks?.onResponse,
    onResponseError: hooks?.onResponseError,
  });

  const run = async <T>(method: 'GET' | 'POST', path: string, body: unknown, options: RequestOptions = {}) => {
    try {
      return await fetcher<Envelope<T>>(apiPath(brand, path), {
        method,
        body: method === 'POST' ? ((body ?? {}) as Record<string, unknown>) : undefined,
        query: options.query,
        signal: options.signal,
        headers: options.headers,
      });
    } catch (err) {
      throw toApiError(err);
    }
  };

  return {
    get: (path, options) => run('GET', path, undefined, options),
    post: (path, body, options) => run('POST', path, body, options),
    url: (path) => `${origin}${apiPath(brand, path)}`,
  };
}

type Hook<C> = ((ctx: C) => void | Promise<void>) | Array<(ctx: C) => void | Promise<void>>;
async function callHooks<C>(hook: Hook<C>, ctx: C) {
  for (const h of Array.isArray(hook) ? hook : [hook]) await h(ctx);
}

/** Whatever failed, the caller gets one typed ApiError. */
export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  const e = err as { name?: string; status?: number; data?: unknown; message?: string; cause?: unknown };
  if (e?.cause instanceof ApiError) return e.cause;
  if (e?.name === 'AbortError') return new ApiError('The request was cancelled.', 0, undefined, true);
  const envelope = e?.data as Partial<Envelope<unknown>> | undefined;
  const status = e?.status ?? 0;
  const message =
    envelope?.head?.message ??
    (status === 0 ? 'You appear to be offline, or the server cannot be reached.' : `The server answered ${status}.`);
  return new ApiError(message, status, envelope?.head?.status, false, envelope?.body);
}
