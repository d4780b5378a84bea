import type { BrandConfig } from '../../brands/schema';
import { brokerDevHost } from '#contract/broker/dev-host';
import { isLoopbackHost } from '#contract/site/site-origin';
import type { FetchLike } from '../http/fetch-like';
import { merchantCredentials, type MerchantCredentials } from './merchant-credentials';
import {
  PaymentSignatureInvalid,
  type PaymentProvider,
  type ProviderPayment,
  type WebhookEvent,
} from './payment-provider';
import { hexSignatureMatches, signReturn, signWebhook, WEBHOOK_SIGNATURE_HEADER } from './payment-signatures';
import { payGateWebhook, type PayGateOrder, type PayGateOrderRequest, type PayGatePayment } from './paygate-wire';

/** A webhook signed longer ago than this (or this far ahead) is refused, however good its signature. */
export const WEBHOOK_MAX_AGE_SECONDS = 300;

const RETURN_STATUSES = new Set(['success', 'failed', 'pending']);

export interface SimulatedPaymentProviderOptions {
  brand: Pick<BrandConfig, 'id' | 'paymentHosts'>;
  /** How requests reach the provider's API: the app's own fetch in one process. */
  fetch: FetchLike;
  /** The brand's merchant credentials (server/payments/merchant-credentials.ts). */
  credentials: MerchantCredentials;
  /** The clock webhooks' sent_at is checked against. */
  now?: () => Date;
}

/**
 * The PaymentProvider over the simulated checkout "PayGate Demo" (server/pay-sim/), shaped as
 * Razorpay's: an order made with the merchant's key, a hosted page, a signed return and signed
 * webhooks. One per brand: each brand is its own merchant (server/payments/merchant-credentials.ts).
 */
export function createSimulatedPaymentProvider({
  brand,
  fetch,
  credentials,
  now = () => new Date(),
}: SimulatedPaymentProviderOptions): PaymentProvider {
  const host = brand.paymentHosts[0]!.toLowerCase();
  const devHost = brokerDevHost(host) ?? host;

  const auth = `Basic ${Buffer.from(`${credentials.keyId}:${credentials.keySecret}`).toString('base64')}`;

  return {
    id: 'simulated',

    async createCheckout(request) {
      const body: PayGateOrderRequest = {
        amount: request.amountPaise,
        currency: request.currency,
        receipt: request.transaction,
        description: request.description,
        merchant_name: request.merchantName,
        callback_url: request.returnUrl,
        webhook_url: request.webhookUrl,
        customer: { name: request.customer.name, email: request.customer.email, contact: request.customer.mobile },
      };
      const res = await fetch(
        new Request(`http://${host}/v1/orders`, {
          method: 'POST',
          headers: { host, authorization: auth, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      );
      const answer = (await res.json().catch(() => null)) as PayGateOrder | { error?: { description?: string } } | null;
      if (!res.ok || !answer || !('id' in answer)) {
        const why = answer && 'error' in answer ? answer.error?.description : undefined;
        throw new Error(`The payment provider refused the order (${res.status}): ${why ?? 'no answer'}`);
      }
      // In development the checkout is on the .localhost twin, with the app's scheme and port.
      const back = new URL(request.returnUrl);
      const origin = isLoopbackHost(back.hostname)
        ? `${back.protocol}//${devHost}${back.port ? `:${back.port}` : ''}`
        : `https://${host}`;
      return { orderId: answer.id, redirectUrl: `${origin}/pay/${answer.id}` };
    },

    verifyReturn(ret, orderId) {
      const expected = signReturn(orderId, String(ret.payment_id), String(ret.status), credentials.keySecret);
      if (!RETURN_STATUSES.has(ret.status) || !hexSignatureMatches(expected, ret.signature)) {
        throw new PaymentSignatureInvalid('return');
      }
      return { transaction: ret.transaction, orderId, paymentId: ret.payment_id, status: ret.status };
    },

    async fetchPayment(paymentId): Promise<ProviderPayment | undefined> {
      const res = await fetch(
        new Request(`http://${host}/v1/payments/${encodeURIComponent(paymentId)}`, {
          headers: { host, authorization: auth },
        }),
      );
      if (res.status === 404) {
        await res.body?.cancel();
        return undefined;
      }
      const p = (await res.json().catch(() => null)) as PayGatePayment | null;
      if (!res.ok || !p || p.entity !== 'payment') {
        throw new Error(`The payment provider did not answer for payment ${paymentId} (${res.status})`);
      }
      return {
        orderId: p.order_id,
        paymentId: p.id,
        status: p.status === 'captured' ? 'success' : p.status === 'failed' ? 'failed' : 'pending',
        amountPaise: p.amount,
        currency: p.currency,
        ...(p.error_description ? { failureReason: p.error_description } : {}),
      };
    },

    parseWebhook(rawBody, headers): WebhookEvent {
      const signature = headers.get(WEBHOOK_SIGNATURE_HEADER) ?? undefined;
      if (!hexSignatureMatches(signWebhook(rawBody, credentials.webhookSecret), signature)) {
        throw new PaymentSignatureInvalid('webhook');
      }
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        throw new PaymentSignatureInvalid('webhook body');
      }
      const parsed = payGateWebhook.safeParse(json);
      if (!parsed.success) throw new PaymentSignatureInvalid('webhook body');
      const event = parsed.data;
      if (Math.abs(now().getTime() / 1000 - event.sent_at) > WEBHOOK_MAX_AGE_SECONDS) {
        throw new PaymentSignatureInvalid('webhook too old');
      }
      const p = event.payload.payment;
      return {
        eventId: event.id,
        transaction: p.receipt,
        orderId: p.order_id,
        paymentId: p.id,
        status: p.status === 'captured' ? 'success' : 'failed',
        amountPaise: p.amount,
        currency: p.currency,
        ...(p.error_description ? { failureReason: p.error_description } : {}),
      };
    },
  };
}

/** Every brand's provider, made once: the simulated checkout for each, with the brand's merchant credentials. */
export function createPaymentProviders({
  fetch,
  brands,
  paygateRoot,
}: {
  fetch: FetchLike;
  brands: readonly BrandConfig[];
  /** The installation's root of development merchant secrets (server/security/installation-secrets.ts). */
  paygateRoot: string;
}) {
  const byBrand = new Map(
    brands.map((brand) => [
      brand.id,
      createSimulatedPaymentProvider({ brand, fetch, credentials: merchantCredentials(brand, paygateRoot) }),
    ]),
  );
  return (brandId: string) => byBrand.get(brandId)!;
}
