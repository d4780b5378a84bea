import Razorpay from 'razorpay';
import type { FetchLike } from '../../http/fetch-like';
import type { MerchantCredentials } from '../merchant-credentials';

/**
 * The part of the client's axios instance this module sets (razorpay/dist/api.js keeps it as
 * `instance.api.rq`). The package has no constructor option for its host: its constructor fixes
 * `https://api.razorpay.com`, and axios' own `defaults` are the supported place to point it elsewhere.
 */
interface AxiosDefaults {
  defaults: {
    baseURL?: string;
    adapter?: unknown;
    env?: Record<string, unknown>;
  };
}

/** An error the client throws for a non-2xx answer (razorpay/dist/api.js, normalizeError). */
export interface RazorpayApiError {
  statusCode: number;
  error?: { code?: string; description?: string; field?: string | null };
}

export const isRazorpayApiError = (e: unknown): e is RazorpayApiError =>
  typeof e === 'object' && e !== null && 'statusCode' in e;

/** What a refusal says, for logs and errors: `<status> <code>: <description>`. */
export function describeApiError(e: unknown): string {
  if (!isRazorpayApiError(e)) return e instanceof Error ? e.message : String(e);
  return `${e.statusCode} ${e.error?.code ?? ''}: ${e.error?.description ?? 'no description'}`;
}

/**
 * The official client for one merchant, sending to `apiRoot` through `fetch`: Razorpay itself with
 * the global fetch in production; the simulated checkout with the app's own fetch in one process.
 * Requests go through axios' fetch adapter, so every request is a standard Request.
 */
export function razorpayClient(credentials: MerchantCredentials, apiRoot: string, fetch: FetchLike): Razorpay {
  const client = new Razorpay({ key_id: credentials.keyId, key_secret: credentials.keySecret });
  const rq = (client.api as unknown as { rq: AxiosDefaults }).rq;
  rq.defaults.baseURL = apiRoot;
  rq.defaults.adapter = 'fetch';
  rq.defaults.env = {
    ...rq.defaults.env,
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      // In one process the app answers by its Host header, as it does behind a proxy.
      if (!request.headers.has('host')) request.headers.set('host', new URL(request.url).host);
      return fetch(request);
    },
  };
  return client;
}
