import type { Envelope } from '#contract/http/envelope';

/** The one error type every API call rejects with. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    /** HTTP status, or 0 when the network failed. */
    readonly httpStatus: number,
    /** The envelope's head.status, when there was an envelope. */
    readonly headStatus?: string | number,
    /** True when a status rule already told the user (snackbar or dialog). */
    readonly handled = false,
    /** The envelope body, when the server sent one (e.g. field errors). */
    readonly body?: unknown,
  ) {
    super(message);
  }
  get retryable() {
    if (this.handled) return false;
    return this.httpStatus === 0 || this.httpStatus >= 500 || this.httpStatus === 429;
  }
  get isOffline() {
    return this.httpStatus === 0;
  }

  /** A status rule's act held back because the call was a preload (status-rules.ts). */
  #deferredRule: (() => void) | undefined;

  /** Holds a status rule's act until a screen shows this error. */
  deferRule(act: () => void): void {
    this.#deferredRule = act;
  }

  /**
   * Runs the held-back rule once (the route's error screen does, when the page the preload loaded is
   * the one the user opened): the dialog, snackbar or login prompt comes with the screen, not with
   * the hover that loaded it.
   */
  runDeferredRule(): void {
    const act = this.#deferredRule;
    this.#deferredRule = undefined;
    act?.();
  }
}

/** The call was refused because its basket uses a subscriber-only screener; the dialog already says so. */
export class ScreenerError extends ApiError {
  override name = 'ScreenerError';
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
