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
}
