import type { Agent } from 'node:http';
import Upstox, { type ApiClient } from 'upstox-js-sdk';
import type { FetchLike } from '../../http/fetch-like';
import { inProcessAgent } from './in-process-agent';

/** Upstox's API version header, as every v2 call of the client takes it. */
export const API_VERSION = '2.0';

export interface UpstoxEndpoint {
  /** https://api.upstox.com, or the simulated broker's host (upstox-settings.ts). */
  root: string;
  /** place, modify and cancel: https://api-hft.upstox.com at Upstox, the same host as the rest at the simulator. */
  orderRoot: string;
  /**
   * Development and tests only: the simulated broker runs in this process and is reached through the
   * app's own fetch (in-process-agent.ts). Unset in production, where the client speaks HTTPS itself.
   */
  inProcess?: FetchLike;
}

const agents = new WeakMap<FetchLike, Agent>();

/**
 * The official client's ApiClient for one call: it holds one access token, and the app speaks for
 * many investors at once, so each call gets its own. (Its constructor also makes itself the
 * package's default instance; the product never uses that default.)
 */
export function upstoxClient({ root, orderRoot, inProcess }: UpstoxEndpoint, accessToken?: string): ApiClient {
  const client = new Upstox.ApiClient();
  client.basePath = root;
  client.orderBasePath = orderRoot;
  client.timeout = 15_000;
  if (accessToken) client.authentications.OAUTH2.accessToken = accessToken;
  if (inProcess) {
    let agent = agents.get(inProcess);
    if (!agent) agents.set(inProcess, (agent = inProcessAgent(inProcess)));
    client.requestAgent = agent;
  }
  return client;
}

/** The client's callback style as a promise: its data, or what it failed with (upstox-errors.ts reads it). */
export const settle = <T>(call: (done: (error: unknown, data: T) => void) => void) =>
  new Promise<T>((resolve, reject) => call((error, data) => (error ? reject(error) : resolve(data))));
