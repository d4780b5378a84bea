import { BrokerRefused, BrokerSessionEnded } from './broker';
import type { SimAnswer, SimErrorType } from './sim-wire';

export type FetchLike = (request: Request) => Response | Promise<Response>;

const REFUSAL_CODES: Record<Exclude<SimErrorType, 'TokenException'>, BrokerRefused['code']> = {
  InputException: 'input',
  OrderException: 'state',
  DataException: 'not-found',
};

/**
 * One call to the simulated broker's API: form-encoded as Kite Connect's, JSON back. A
 * TokenException (HTTP 403) throws BrokerSessionEnded; any other refusal BrokerRefused with the
 * broker's own message. An answer that is not the broker's JSON is an Error (a 5xx for the caller).
 */
export async function simCall<T>(
  fetch: FetchLike,
  args: { origin: string; host: string; method: string; path: string; auth?: string; form?: Record<string, string> },
): Promise<T> {
  const headers = new Headers({ host: args.host, 'x-kite-version': '3', accept: 'application/json' });
  if (args.auth) headers.set('authorization', `token ${args.auth}`);
  let body: string | undefined;
  if (args.form) {
    headers.set('content-type', 'application/x-www-form-urlencoded');
    body = new URLSearchParams(args.form).toString();
  }
  const res = await fetch(new Request(`${args.origin}${args.path}`, { method: args.method, headers, body }));
  let answer: SimAnswer<T>;
  try {
    answer = (await res.json()) as SimAnswer<T>;
  } catch {
    throw new Error(`The broker answered ${res.status} without JSON for ${args.method} ${args.path}.`);
  }
  if (answer.status === 'success') return answer.data;
  if (answer.error_type === 'TokenException') throw new BrokerSessionEnded(answer.message);
  const code = REFUSAL_CODES[answer.error_type];
  if (!code) throw new Error(`The broker answered ${res.status}: ${answer.message}`);
  throw new BrokerRefused(answer.message, code);
}
