import { KiteConnect, type Connect } from 'kiteconnect';
import type { FetchLike } from '../../http/fetch-like';

export interface KiteEndpoint {
  apiKey: string;
  /** The API's root: https://api.kite.trade, or the simulated broker's host (kite-settings.ts). */
  root: string;
  /**
   * Development and tests only: the simulated broker runs in this process and is reached through the
   * app's own fetch, with no socket. Unset in production, where the client speaks HTTPS itself.
   */
  inProcess?: FetchLike;
}

/** The official client's axios instance, private in its types: the one place its transport is set. */
interface AxiosInside {
  requestInstance?: { defaults: { adapter?: unknown; env?: Record<string, unknown> } };
}

/**
 * One official client for one call: the client keeps a single access token, and the app speaks for
 * many investors at once, so each call gets its own (making one costs an axios instance).
 */
export function kiteClient({ apiKey, root, inProcess }: KiteEndpoint, accessToken?: string): Connect {
  const kc = new KiteConnect({ api_key: apiKey, root, ...(accessToken ? { access_token: accessToken } : {}) });
  if (inProcess) {
    const axios = (kc as unknown as AxiosInside).requestInstance;
    if (!axios) throw new Error('kiteconnect no longer keeps requestInstance: see docs/decisions/0260.');
    // axios's own fetch adapter over the app's fetch: the client's requests, headers and answers unchanged.
    axios.defaults.adapter = 'fetch';
    axios.defaults.env = {
      ...axios.defaults.env,
      fetch: (input: RequestInfo | URL, init?: RequestInit) => inProcess(new Request(input, init)),
    };
  }
  return kc;
}
