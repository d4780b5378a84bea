import type { FetchContext } from 'ofetch';
import type { BrandConfig } from '../brand';
import { readCookie } from '../cookies';

import { apiPath as segmentPath } from '#contract/http/api-path';
import type { Envelope } from '#contract/http/envelope';
import {
  BROKER_HEADER,
  CSRF_COOKIE,
  CSRF_HEADER,
  JWT_COOKIE,
  KEY_HEADER,
  REQUEST_CODE,
  REQUEST_CODE_HEADER,
} from '#contract/http/headers';

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * The call is made for a preload (the router loading a page the pointer or focus only rests on):
   * the status rules do not act, and the error they reject with holds what they would have done, for
   * the screen that shows it (`ApiError.runDeferredRule`, docs/session.md).
   */
  preload?: boolean;
}

/**
 * The app's request client (made by ofetch-client.ts; in the browser, loaded on the first call:
 * src/app/browser-api.ts). A call resolves with the answer's body once the status rules have read
 * its head (docs/session.md); features never see the envelope. Every failure rejects with an ApiError.
 */
export interface ApiClient {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  /** Absolute URL of an API path for this brand (for <link rel=preload>, fragments, the widget). */
  url(path: string): string;
}

/** The same calls one layer down: the whole envelope, as the status rules see it. */
export interface EnvelopeClient {
  get<T>(path: string, options?: RequestOptions): Promise<Envelope<T>>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<Envelope<T>>;
}

type Hook = (ctx: FetchContext) => void | Promise<void>;

export interface ApiClientConfig {
  brand: BrandConfig;
  /** Origin of the API; '' (same origin) except in the embedded widget. */
  origin?: string;
  /** The status rules plug in here (createStatusHooks), and the widget's header filter. */
  hooks?: { onRequest?: Hook; onResponse?: Hook; onResponseError?: Hook };
  credentials?: RequestCredentials;
  /**
   * Where the calls go: the browser's fetch by default; in the server bundle, the server's own API
   * in-process (decision 0070).
   */
  fetch?: typeof fetch;
  /** The cookies the KEY and CSRF headers are read from: document.cookie by default (lib/cookies.ts). */
  cookies?: string;
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

/** The key a preload's call carries in ofetch's options, for the hooks to read. */
export const PRELOAD_OPTION = 'sfPreload';

/** True when the call answering in this hook context was made for a preload (RequestOptions.preload). */
export const isPreloadCall = (ctx: FetchContext): boolean =>
  (ctx.options as unknown as Record<string, unknown>)[PRELOAD_OPTION] === true;

const PRELOADING = Symbol('preloading');

/**
 * The same client for a router preload: every call is marked `preload`, so no status rule acts on
 * what the user has not asked for yet (the root route hands it to the loaders of a preload).
 */
export function preloadingClient(api: ApiClient): ApiClient {
  if (PRELOADING in api) return api;
  return {
    [PRELOADING]: true,
    get: (path, options) => api.get(path, { ...options, preload: true }),
    post: (path, body, options) => api.post(path, body, { ...options, preload: true }),
    url: (path) => api.url(path),
  } as ApiClient;
}
