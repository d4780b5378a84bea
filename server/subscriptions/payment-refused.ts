import type { FieldErrors } from '#contract/http/envelope';

/**
 * A payment the server will not start or change: HTTP 400 (or 404 for what is not the user's, 503
 * while the provider cannot be asked).
 */
export class PaymentRefused extends Error {
  constructor(
    message: string,
    readonly httpStatus: 400 | 404 | 503 = 400,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = 'PaymentRefused';
  }
}
