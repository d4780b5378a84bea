import type { Context } from 'hono';
import { siteOrigin } from '#contract/site/site-origin';
import { DiscountRefused, PlanNotFound } from '../billing/discount-refused';
import { isHttps } from '../security/client-address';
import { PaymentSignatureInvalid, type PaymentProvider } from './payment-provider';
import type { PushSender } from '../push/push-sender';
import { PaymentRefused } from '../subscriptions/payment-refused';
import { fail } from '../http/envelope';

/** The app's push sender (docs/push.md): settling tells the payer's browsers. */
export const pushOf = (c: Context): PushSender => c.var.push;

export const providerOf = (c: Context): PaymentProvider => c.var.payments;

/** A refusal of the payment side as its 4xx answer; anything else is rethrown. */
export function paymentRefusal(c: Context, e: unknown): Response {
  if (e instanceof PaymentRefused) return fail(c, e.httpStatus, e.message, e.errors);
  if (e instanceof DiscountRefused) return fail(c, 400, e.message, { code: e.message });
  if (e instanceof PlanNotFound) return fail(c, 404, 'There is no such plan.');
  if (e instanceof PaymentSignatureInvalid) return fail(c, 400, 'The payment could not be verified.');
  throw e;
}

/** The brand's origin this request came on (contract/site/site-origin.ts): where the payer returns to. */
export const originOf = (c: Context): string =>
  siteOrigin(c.var.brand, `${isHttps(c) ? 'https' : 'http'}://${c.req.header('host') ?? ''}`);
