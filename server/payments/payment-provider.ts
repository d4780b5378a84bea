/**
 * A payment provider behind one interface (docs/payments.md, docs/payment-provider.md). Every brand's is
 * RazorpayProvider (server/payments/razorpay/), against Razorpay's API or, by default, against the
 * simulated checkout that ships with the server as its own site and speaks that API (server/pay-sim/).
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

/** What the browser's signed return proves: the provider sent it back from this order's checkout. */
export interface VerifiedReturn {
  transaction: string;
  orderId: string;
  paymentId: string;
  status: 'success' | 'failed' | 'pending';
}

/**
 * The outcome of a payment as the provider reports it, with the amount it moved: settling compares
 * amount and currency with what the transaction agreed (docs/payments.md, "Settling").
 */
export interface PaymentOutcome extends VerifiedReturn {
  /** In paise. */
  amountPaise: number;
  /** ISO 4217, as the provider names it ('INR'). */
  currency: string;
  failureReason?: string;
}

/** A payment as the provider's API answers it (Razorpay's GET /v1/payments/:id). */
export type ProviderPayment = Omit<PaymentOutcome, 'transaction'>;

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
  /** A refund the provider has processed (refund.processed): recorded, it settles nothing. */
  refund?: { refundId: string; amountPaise: number };
}

/** A refund of (part of) a captured payment. */
export interface RefundRequest {
  paymentId: string;
  /** In paise: at most what the payment has left to refund. */
  amountPaise: number;
  /** Ours: the provider keeps it with the refund. */
  receipt: string;
}

export interface ProviderRefund {
  refundId: string;
  paymentId: string;
  amountPaise: number;
  status: 'pending' | 'processed' | 'failed';
}

/** A link the payer opens on the provider's own hosted page (Razorpay's Payment Links). */
export interface PaymentLinkRequest {
  /** Ours, unique per link: the provider's reference_id. */
  reference: string;
  amountPaise: number;
  description: string;
  customer: { name: string; email: string | null; mobile: string | null };
  /** Where the payer's browser comes back to once paid. */
  callbackUrl: string;
  expiresAt: Date;
  /** The brand's name, and where the simulated checkout sends the link's events (notes, as an order's). */
  merchantName: string;
  webhookUrl: string;
}

export interface ProviderPaymentLink {
  linkId: string;
  /** The hosted page to send the payer. */
  url: string;
}

export class PaymentSignatureInvalid extends Error {
  constructor(what: string) {
    super(`payment signature invalid: ${what}`);
    this.name = 'PaymentSignatureInvalid';
  }
}

export interface PaymentProvider {
  /** 'razorpay' ('simulated' on rows from before it, and the seed's): stored with each transaction. */
  readonly id: string;
  /** The public key Standard Checkout is opened with (Razorpay's key_id; never the secret). */
  readonly checkoutKey: string;
  /** The URL of Checkout.js for a page of the brand on this origin. */
  checkoutScript(pageOrigin: string): string;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Verifies the return's HMAC; throws PaymentSignatureInvalid. The return carries no amount. */
  verifyReturn(ret: SignedReturn, orderId: string): VerifiedReturn;
  /**
   * The payment as the provider holds it, asked of its server API with the merchant's key: what a
   * return is settled by. Undefined when the provider has no such payment for this merchant.
   */
  fetchPayment(paymentId: string): Promise<ProviderPayment | undefined>;
  /** Verifies a webhook's signature over its raw body; throws PaymentSignatureInvalid. */
  parseWebhook(rawBody: string, headers: Headers): WebhookEvent;
  /** Refunds (part of) a captured payment; the provider's refusal throws. */
  refund(request: RefundRequest): Promise<ProviderRefund>;
  /** Creates a payment link on the provider's hosted page. */
  createPaymentLink(request: PaymentLinkRequest): Promise<ProviderPaymentLink>;
}
