/**
 * A payment provider behind one interface (docs/payments.md). The default is the simulated hosted
 * checkout that ships with the server as its own site (server/pay-sim/); a real provider (Razorpay's
 * orders, checkout and webhook signatures) implements the same four methods.
 */

export interface CheckoutRequest {
  /** Our transaction id: the provider's receipt, and what its return and webhook name. */
  transaction: string;
  /** In paise, GST included. */
  amountPaise: number;
  currency: 'INR';
  /** Shown on the checkout page: the brand and the plan. */
  description: string;
  merchantName: string;
  /** Where the payer's browser comes back to (the brand's origin + /payment/status/). */
  returnUrl: string;
  /** Where the provider posts its server-to-server events (the brand's webhook path). */
  webhookUrl: string;
  customer: { name: string; email: string | null; mobile: string | null };
}

export interface CheckoutSession {
  /** The provider's order id. */
  orderId: string;
  /** The hosted checkout page: an allow-listed redirect host (the brand's paymentHosts). */
  redirectUrl: string;
}

/** The outcome of a payment as the provider reports it. */
export interface PaymentOutcome {
  transaction: string;
  orderId: string;
  paymentId: string;
  status: 'success' | 'failed' | 'pending';
  failureReason?: string;
}

/** The browser's return, as the query string brought it. */
export interface SignedReturn {
  transaction: string;
  payment_id: string;
  status: 'success' | 'failed' | 'pending';
  signature: string;
}

export interface WebhookEvent extends PaymentOutcome {
  /** The provider's event id: each is applied once; a second delivery is a replay. */
  eventId: string;
}

export class PaymentSignatureInvalid extends Error {
  constructor(what: string) {
    super(`payment signature invalid: ${what}`);
    this.name = 'PaymentSignatureInvalid';
  }
}

export interface PaymentProvider {
  /** 'simulated', 'razorpay': stored with each transaction. */
  readonly id: string;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Verifies the return's HMAC; throws PaymentSignatureInvalid. */
  verifyReturn(ret: SignedReturn, orderId: string): PaymentOutcome;
  /** Verifies a webhook's signature over its raw body; throws PaymentSignatureInvalid. */
  parseWebhook(rawBody: string, headers: Headers): WebhookEvent;
}
