import { ofetch } from 'ofetch';
import { toApiError } from './api-error';
import {
  apiPath,
  commonHeaders,
  PRELOAD_OPTION,
  type ApiClient,
  type ApiClientConfig,
  type EnvelopeClient,
  type RequestOptions,
} from './api-client';
import type { Envelope } from '#contract/http/envelope';

/*
 * The request clients on ofetch (lib/http/api-client.ts has their types and the parts every page
 * needs). A module of its own so that the browser's first load does not carry ofetch: the app asks
 * for it with its first call (src/app/browser-api.ts, decision 0305).
 */

export function createEnvelopeClient({
  brand,
  origin = '',
  hooks,
  credentials = 'include',
  fetch: fetchImpl,
  cookies,
}: ApiClientConfig): EnvelopeClient {
  const fetcher = ofetch.create(
    {
      baseURL: origin,
      retry: 0,
      credentials,
      onRequest(ctx) {
        const headers = new Headers(ctx.options.headers);
        for (const [k, v] of Object.entries(commonHeaders(brand, cookies))) if (!headers.has(k)) headers.set(k, v);
        ctx.options.headers = headers;
        return hooks?.onRequest?.(ctx);
      },
      onResponse: hooks?.onResponse,
      onResponseError: hooks?.onResponseError,
    },
    fetchImpl ? { fetch: fetchImpl } : undefined,
  );

  const run = async <T>(method: 'GET' | 'POST', path: string, body: unknown, options: RequestOptions = {}) => {
    try {
      return await fetcher<Envelope<T>>(apiPath(brand, path), {
        method,
        body: method === 'POST' ? ((body ?? {}) as Record<string, unknown>) : undefined,
        query: options.query,
        signal: options.signal,
        headers: options.headers,
        // Read by the status hooks (isPreloadCall); fetch itself ignores it.
        ...(options.preload ? { [PRELOAD_OPTION]: true } : {}),
      });
    } catch (err) {
      throw toApiError(err);
    }
  };

  return {
    get: (path, options) => run('GET', path, undefined, options),
    post: (path, body, options) => run('POST', path, body, options),
  };
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  const envelopes = createEnvelopeClient(config);
  const bodyOf = <T>(envelope: Envelope<T> | undefined) => envelope?.body as T;
  return {
    get: async (path, options) => bodyOf(await envelopes.get(path, options)),
    post: async (path, body, options) => bodyOf(await envelopes.post(path, body, options)),
    url: (path) => `${config.origin ?? ''}${apiPath(config.brand, path)}`,
  };
}
