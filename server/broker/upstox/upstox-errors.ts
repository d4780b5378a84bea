import { BrokerRefused, BrokerSessionEnded } from '../broker';

/** One entry of Upstox's error envelope `{ status: 'error', errors: [...] }` (both spellings are sent). */
export interface UpstoxErrorEntry {
  errorCode?: string;
  error_code?: string;
  message: string;
  propertyPath?: string | null;
  property_path?: string | null;
  invalidValue?: unknown;
  invalid_value?: unknown;
}

/** Upstox's codes the product tells apart (upstox.com/developer/api-documentation/error-codes). */
export const UPSTOX_ERRORS = {
  invalidToken: 'UDAPI100050',
  invalidCredentials: 'UDAPI100016',
  clientOrRedirect: 'UDAPI100068',
  invalidInput: 'UDAPI100036',
  orderNotFound: 'UDAPI100010',
  tooManyRequests: 'UDAPI10005',
  apiVersion: 'UDAPI100015',
  unexpected: 'UDAPI100500',
} as const;

interface Failure {
  status?: number;
  response?: { status?: number; body?: unknown; text?: string };
}

const firstError = (e: Failure): UpstoxErrorEntry | undefined => {
  const body = e.response?.body as { errors?: UpstoxErrorEntry[] } | undefined;
  return Array.isArray(body?.errors) ? body.errors[0] : undefined;
};

/**
 * What the official client failed with (its HTTP library's error, the answer attached), as the
 * product's errors: an invalid token (UDAPI100050, HTTP 401: the session ended at 03:30 IST or was
 * revoked) is BrokerSessionEnded, answered head.status '110' as Kite's TokenException is; a 4xx
 * Upstox explains (its envelope) is BrokerRefused with its message; the rest (429, 5xx, no answer) an
 * Error for the operator.
 */
function fromUpstoxError(e: unknown): Error {
  const failure = (e ?? {}) as Failure;
  const status = failure.response?.status ?? failure.status;
  const entry = firstError(failure);
  const code = entry?.error_code ?? entry?.errorCode;
  if (code === UPSTOX_ERRORS.invalidToken || (status === 401 && !code)) {
    return new BrokerSessionEnded(entry?.message ?? 'Invalid token used to access API');
  }
  // A refused sign-in code or secret (UDAPI100016, 401) is a refusal, not an ended session.
  if (entry && status !== undefined && status >= 400 && status < 500 && status !== 429) {
    return new BrokerRefused(entry.message, code === UPSTOX_ERRORS.orderNotFound ? 'not-found' : 'input');
  }
  if (entry) return new Error(`Upstox answered ${code ?? status}: ${entry.message}`);
  return e instanceof Error ? e : new Error(String(e));
}

/** Runs a call of the official client, its refusals thrown as the product's errors. */
export async function upstoxCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (e) {
    throw fromUpstoxError(e);
  }
}
