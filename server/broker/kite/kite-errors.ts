import { BrokerRefused, BrokerSessionEnded } from '../broker';
import type { KiteError } from './kite-wire';

/** Refusals the investor can act on, by Kite's exception name (kite.trade/docs/connect/v3/exceptions). */
const REFUSALS: Record<string, BrokerRefused['code']> = {
  InputException: 'input',
  OrderException: 'state',
  MarginException: 'funds',
  HoldingException: 'input',
  DataException: 'not-found',
};

const isKiteError = (e: unknown): e is KiteError =>
  typeof e === 'object' && e !== null && typeof (e as KiteError).error_type === 'string';

/**
 * What the official client threw, as the product's errors: a TokenException (HTTP 403: the session
 * ended at 06:00 IST or was revoked) is BrokerSessionEnded, answered head.status '110'; a refusal the
 * investor can act on is BrokerRefused with Kite's own message; the rest (NetworkException for HTTP
 * 429 or a dead connection, PermissionException for an address not whitelisted, GeneralException) is
 * an Error: the operator's problem, a 5xx.
 */
function fromKiteError(e: unknown): Error {
  if (!isKiteError(e)) return e instanceof Error ? e : new Error(String(e));
  if (e.error_type === 'TokenException') return new BrokerSessionEnded(e.message);
  const code = REFUSALS[e.error_type];
  if (code) return new BrokerRefused(e.message, code);
  return new Error(`Kite Connect answered ${e.error_type}: ${e.message}`);
}

/** Runs a call of the official client, its refusals thrown as the product's errors. */
export async function kiteCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (e) {
    throw fromKiteError(e);
  }
}
