import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { BrandConfig } from '../../../brands/schema';
import { createSession } from '../../auth/session';
import { latestAgreementVersion } from '../../customers/agreement-versions';
import type { Queryable } from '../../db/database';
import {
  PaymentSignatureInvalid,
  type CheckoutRequest,
  type PaymentLinkRequest,
  type PaymentProvider,
  type ProviderPayment,
  type RefundRequest,
  type SignedReturn,
  type VerifiedReturn,
  type WebhookEvent,
} from '../../payments/payment-provider';
import type { TestServer } from '../../test-support';

const sign = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');
const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
export const WEBHOOK_SIGNATURE_HEADER = 'x-test-signature';

/**
 * A provider for the payment tests: HMAC-signed returns and webhooks under a secret of its own, so a
 * tampered field fails as with a real provider; `checkouts` counts the checkouts opened. Its payments
 * API (fetchPayment) answers the payments its signed returns made: of the order's amount unless a
 * test says otherwise.
 */
export class SignedTestProvider implements PaymentProvider {
  readonly id = 'test';
  readonly checkoutKey = 'rzp_test_signedtest';
  checkoutScript = (pageOrigin: string) => `${new URL(pageOrigin).origin}/checkout.js`;
  readonly secret = randomBytes(16).toString('hex');
  readonly checkouts: CheckoutRequest[] = [];
  readonly orders = new Map<string, CheckoutRequest>();
  readonly payments = new Map<string, ProviderPayment>();

  async createCheckout(request: CheckoutRequest) {
    this.checkouts.push(request);
    const orderId = `order_${randomBytes(6).toString('hex')}`;
    this.orders.set(orderId, request);
    return { orderId, redirectUrl: `https://checkout.paygate-demo.example/pay/${orderId}` };
  }

  /** The order's amount in paise, as the provider was asked to charge it. */
  amountOf(orderId: string): number {
    return (
      this.orders.get(orderId)?.amountPaise ?? this.links.find((_, i) => `plink_${i + 1}` === orderId)?.amountPaise ?? 0
    );
  }

  /** The return of a payment the provider now holds (`paid` for another amount or currency than the order's). */
  signedReturn(
    transaction: string,
    orderId: string,
    status: SignedReturn['status'],
    paymentId = 'pay_1',
    paid: { amountPaise?: number; currency?: string } = {},
  ): SignedReturn {
    this.payments.set(paymentId, {
      orderId,
      paymentId,
      status,
      amountPaise: paid.amountPaise ?? this.amountOf(orderId),
      currency: paid.currency ?? 'INR',
    });
    return {
      transaction,
      payment_id: paymentId,
      status,
      signature: sign(this.secret, `${orderId}|${paymentId}|${status}`),
    };
  }

  verifyReturn(ret: SignedReturn, orderId: string): VerifiedReturn {
    if (!same(ret.signature, sign(this.secret, `${orderId}|${ret.payment_id}|${ret.status}`))) {
      throw new PaymentSignatureInvalid('return');
    }
    return { transaction: ret.transaction, orderId, paymentId: ret.payment_id, status: ret.status };
  }

  async fetchPayment(paymentId: string) {
    return this.payments.get(paymentId);
  }

  /** A payment event for the order: its amount in INR unless a test says otherwise. */
  event(
    transaction: string,
    orderId: string,
    status: 'success' | 'failed',
    over: Partial<Omit<WebhookEvent, 'transaction' | 'orderId' | 'status'>> = {},
  ): WebhookEvent {
    return {
      eventId: `evt_${randomBytes(7).toString('hex')}`,
      transaction,
      orderId,
      paymentId: `pay_${randomBytes(7).toString('hex')}`,
      status,
      amountPaise: this.amountOf(orderId),
      currency: 'INR',
      ...over,
    };
  }

  webhook(event: WebhookEvent): { body: string; headers: Record<string, string> } {
    const body = JSON.stringify(event);
    return {
      body,
      headers: { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: sign(this.secret, body) },
    };
  }

  parseWebhook(rawBody: string, headers: Headers): WebhookEvent {
    if (!same(headers.get(WEBHOOK_SIGNATURE_HEADER) ?? '', sign(this.secret, rawBody))) {
      throw new PaymentSignatureInvalid('webhook');
    }
    return JSON.parse(rawBody) as WebhookEvent;
  }

  readonly refunds: RefundRequest[] = [];
  readonly links: PaymentLinkRequest[] = [];

  async refund(request: RefundRequest) {
    this.refunds.push(request);
    return { refundId: `rfnd_${this.refunds.length}`, ...request, status: 'processed' as const };
  }

  async createPaymentLink(request: PaymentLinkRequest) {
    this.links.push(request);
    return { linkId: `plink_${this.links.length}`, url: `https://rzp.io/rzp/test${this.links.length}` };
  }
}

/** A plan of the adviser's for the tests: ₹1,000 a month, renewing at ₹900. */
export async function testPlan(
  db: Queryable,
  adviserSlug = 'meera-iyer',
  extra: { active?: boolean; needsRisk?: boolean } = {},
) {
  const { rows } = await db.query<{ id: number; adviser_id: number }>(
    `INSERT INTO plans (adviser_id, name, interval, interval_count, amount, recurring_amount, active, needs_risk_profile)
     SELECT id, 'Payment test plan', 'month', 1, 1000, 900, $2, $3 FROM advisers WHERE slug = $1 RETURNING id, adviser_id`,
    [adviserSlug, extra.active ?? true, extra.needsRisk ?? true],
  );
  return rows[0]!;
}

export interface BuyerSetup {
  customer?: boolean;
  riskProfile?: boolean;
  agreement?: boolean;
  /** The customer's state; the adviser's own by default, which gives CGST + SGST. */
  state?: string;
}

/** A signed-in investor with customer details, a current risk profile and the adviser's agreement signed. */
export async function testBuyer(
  t: Pick<TestServer, 'db' | 'jwtSecret'>,
  brand: BrandConfig,
  adviserId: number,
  setup: BuyerSetup = {},
) {
  const { customer = true, riskProfile = true, agreement = true } = setup;
  const state =
    setup.state ??
    (await t.db.query<{ state_code: string }>('SELECT state_code FROM advisers WHERE id = $1', [adviserId])).rows[0]!
      .state_code;
  const email = `buyer-${randomUUID()}@example.com`;
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO users (email, name) VALUES ($1, 'Test Buyer') RETURNING id`,
    [email],
  );
  const id = rows[0]!.id;
  if (customer) {
    await t.db.query(
      `INSERT INTO customers (user_id, name, email, mobile, dob, pan, state_code)
       VALUES ($1, 'Test Buyer', $2, '9876501234', '1990-01-01', 'ABCDE1234F', $3)`,
      [id, email, state],
    );
  }
  if (riskProfile) {
    await t.db.query(
      `INSERT INTO risk_profiles (user_id, questionnaire_version, answers, score, profile) VALUES ($1, 1, '{}', 10, 'moderate')`,
      [id],
    );
  }
  if (agreement) await signAgreement(t.db, id, adviserId);
  const { token } = await createSession(t.db, t.jwtSecret, { userId: id, brand: brand.id, ttlSeconds: 3600 });
  return { id, token };
}

/** The agreement the adviser asks for now (customers/agreement-versions.ts), signed by the user. */
export async function signAgreement(db: Queryable, userId: number, adviserId: number) {
  const version = await latestAgreementVersion(db, adviserId);
  await db.query(
    `INSERT INTO agreements (id, user_id, adviser_id, plan_id, version_id, status, signed_at)
     SELECT $1, $2, $3, (SELECT id FROM plans WHERE adviser_id = $3 LIMIT 1), $4, 'signed', now()`,
    [`agr_${randomBytes(6).toString('hex')}`, userId, adviserId, version!.id],
  );
}
