import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils.js';
import type { FetchLike } from '../../http/fetch-like';
import type { MerchantCredentials } from '../merchant-credentials';
import { PaymentSignatureInvalid, type PaymentProvider, type ProviderPayment } from '../payment-provider';
import { describeApiError, isRazorpayApiError, razorpayClient } from './razorpay-client';
import { outcomeOf, parseRazorpayWebhook } from './razorpay-webhook';
import { razorpayPayment, type CheckoutNotes, type RazorpayOrder } from './razorpay-wire';

const HEX_SHA256 = /^[0-9a-f]{64}$/;
const PAYMENT_ID = /^pay_[A-Za-z0-9]{14}$/;

export interface RazorpayProviderOptions {
  credentials: MerchantCredentials;
  /** Razorpay's API root (RAZORPAY_API_ROOT), or the simulated checkout's. */
  apiRoot: string;
  /** Where the payer's browser is sent for an order: the hosted checkout page (Standard Checkout's stand-in). */
  checkoutUrl: (orderId: string, request: { transaction: string; returnUrl: string }) => string;
  /** Checkout.js for a page of the brand on this origin (server/payments/razorpay/standard-checkout.ts). */
  checkoutScript: (pageOrigin: string) => string;
  fetch: FetchLike;
}

/**
 * The PaymentProvider over Razorpay's API through the official `razorpay` client (decision 0261;
 * docs/payment-provider.md): Orders API, the hosted checkout, the payment signature checked with the
 * package's validatePaymentVerification, payments fetched, webhooks checked with validateWebhookSignature,
 * refunds and Payment Links. One per brand: each brand is its own merchant.
 */
export function createRazorpayProvider(options: RazorpayProviderOptions): PaymentProvider {
  const { credentials, checkoutUrl } = options;
  const rzp = razorpayClient(credentials, options.apiRoot, options.fetch);

  return {
    id: 'razorpay',
    checkoutKey: credentials.keyId,
    checkoutScript: options.checkoutScript,

    async createCheckout(request) {
      const notes: CheckoutNotes = {
        transaction: request.transaction,
        merchant_name: request.merchantName,
        description: request.description,
        callback_url: request.returnUrl,
        webhook_url: request.webhookUrl,
        customer_name: request.customer.name,
        customer_email: request.customer.email ?? '',
        customer_contact: request.customer.mobile ?? '',
      };
      const order = (await rzp.orders
        .create({ amount: request.amountPaise, currency: request.currency, receipt: request.transaction, notes })
        .catch((e: unknown) => {
          throw new Error(`The payment provider refused the order: ${describeApiError(e)}`);
        })) as unknown as RazorpayOrder;
      return { orderId: order.id, redirectUrl: checkoutUrl(order.id, request) };
    },

    verifyReturn(ret, orderId) {
      // HMAC-SHA256(order_id|razorpay_payment_id, key secret); the order id is ours, never the return's.
      const good =
        HEX_SHA256.test(ret.signature) &&
        PAYMENT_ID.test(ret.payment_id) &&
        validatePaymentVerification(
          { order_id: orderId, payment_id: ret.payment_id },
          ret.signature,
          credentials.keySecret,
        );
      if (!good) throw new PaymentSignatureInvalid('return');
      return { transaction: ret.transaction, orderId, paymentId: ret.payment_id, status: ret.status };
    },

    async fetchPayment(paymentId): Promise<ProviderPayment | undefined> {
      if (!PAYMENT_ID.test(paymentId)) return undefined;
      const answer: unknown = await rzp.payments.fetch(paymentId).catch((e: unknown) => {
        if (isRazorpayApiError(e) && (e.statusCode === 404 || e.statusCode === 400)) return undefined;
        throw new Error(`The payment provider did not answer for payment ${paymentId}: ${describeApiError(e)}`);
      });
      if (answer === undefined) return undefined;
      const parsed = razorpayPayment.safeParse(answer);
      if (!parsed.success) throw new Error(`The payment provider answered payment ${paymentId} in another shape`);
      const p = parsed.data;
      return {
        orderId: p.order_id,
        paymentId: p.id,
        status: outcomeOf(p.status),
        amountPaise: p.amount,
        currency: p.currency,
        ...(p.error_description ? { failureReason: p.error_description } : {}),
      };
    },

    parseWebhook: (rawBody, headers) => parseRazorpayWebhook(rawBody, headers, credentials.webhookSecret),

    async refund({ paymentId, amountPaise, receipt }) {
      const r = await rzp.payments
        .refund(paymentId, { amount: amountPaise, speed: 'normal', receipt, notes: { receipt } })
        .catch((e: unknown) => {
          throw new Error(`The payment provider refused the refund: ${describeApiError(e)}`);
        });
      return { refundId: r.id, paymentId, amountPaise: Number(r.amount), status: r.status };
    },

    async createPaymentLink(link) {
      const answer = await rzp.paymentLink
        .create({
          amount: link.amountPaise,
          currency: 'INR',
          description: link.description,
          reference_id: link.reference,
          expire_by: Math.floor(link.expiresAt.getTime() / 1000),
          customer: {
            name: link.customer.name,
            ...(link.customer.email ? { email: link.customer.email } : {}),
            ...(link.customer.mobile ? { contact: link.customer.mobile } : {}),
          },
          notify: { sms: false, email: false },
          notes: { transaction: link.reference, merchant_name: link.merchantName, webhook_url: link.webhookUrl },
          callback_url: link.callbackUrl,
          callback_method: 'get',
        })
        .catch((e: unknown) => {
          throw new Error(`The payment provider refused the payment link: ${describeApiError(e)}`);
        });
      return { linkId: answer.id, url: answer.short_url };
    },
  };
}
