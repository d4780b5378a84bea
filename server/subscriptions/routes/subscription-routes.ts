import { Hono } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import { HEAD_STATUS } from '#contract/http/envelope';
import {
  renewRequest,
  subscriptionRequest,
  type CancelPreviewBody,
  type CheckoutRedirectBody,
  type Subscription,
  type SubscriptionsBody,
} from '#contract/subscriptions/payments';
import type { AppEnv } from '../../app-env';
import { requireUser, type UserEnv } from '../../auth/guards';
import { cacheScope } from '../../cache/cache-marks';
import { cancelPreview, cancelSubscription, CANCEL_REFUSALS } from '../cancel-subscription';
import { refundOnCancel } from '../refund-on-cancel';
import { createTransaction } from '../create-transaction';
import { PaymentRefused } from '../payment-refused';
import { listSubscriptions, subscriptionRows, toSubscription } from '../subscription-store';
import { ok, withHeadStatus } from '../../http/envelope';
import { originOf, paymentRefusal, providerOf } from '../../payments/payment-answers';
import { validate } from '../../http/validate';

/**
 * The signed-in user's subscriptions (docs/payments.md, "Subscription states", "Cancel and refund",
 * "Renewal"): the list with states and fees, the refund a cancel would give, the cancel itself, and a
 * renewal at the recurring amount (head.status 6 to the hosted checkout, as a first payment).
 */
export function subscriptionRoutes() {
  const r = new Hono<UserEnv>();
  for (const path of [
    API.payments.subscriptions,
    API.payments.cancelPreview,
    API.payments.cancel,
    API.payments.renew,
  ]) {
    r.use(at(path), requireUser);
  }

  r.get(at(API.payments.subscriptions), async (c) => {
    cacheScope(c, 'private');
    return ok<SubscriptionsBody>(c, await listSubscriptions(c.var.db, c.var.market, c.var.user.id, new Date()));
  });

  r.get(at(API.payments.cancelPreview), validate('query', subscriptionRequest), async (c) => {
    cacheScope(c, 'private');
    try {
      const preview = await cancelPreview(c.var.db, c.var.user.id, c.req.valid('query').subscription, new Date());
      return ok<CancelPreviewBody>(c, preview);
    } catch (e) {
      return paymentRefusal(c, e);
    }
  });

  r.post(at(API.payments.cancel), validate('json', subscriptionRequest), async (c) => {
    const id = c.req.valid('json').subscription;
    const now = new Date();
    cacheScope(c, 'private');
    try {
      await cancelSubscription(c.var.db, c.var.user.id, id, now);
    } catch (e) {
      return paymentRefusal(c, e);
    }
    await refundOnCancel(c.var.db, providerOf(c), id);
    const row = (await subscriptionRows(c.var.db, c.var.user.id, id))[0]!;
    return ok<Subscription>(c, await toSubscription(c.var.db, c.var.market, row, now));
  });

  r.post(at(API.payments.renew), validate('json', renewRequest), async (c) => {
    const { subscription, client_key } = c.req.valid('json');
    cacheScope(c, 'private');
    try {
      const row = (await subscriptionRows(c.var.db, c.var.user.id, subscription))[0];
      if (!row) throw new PaymentRefused(CANCEL_REFUSALS.missing, 404);
      if (row.cancelled_at !== null) throw new PaymentRefused(CANCEL_REFUSALS.cancelled);
      const created = await createTransaction(
        { db: c.var.db, provider: providerOf(c), brand: c.var.brand, origin: originOf(c) },
        {
          userId: c.var.user.id,
          planId: row.plan_id,
          clientKey: client_key,
          now: new Date(),
          marketNow: c.var.market.now(),
          renews: row.id,
        },
      );
      return withHeadStatus<CheckoutRedirectBody>(c, HEAD_STATUS.redirect, {
        redirect_url: created.redirectUrl,
        transaction: created.transaction,
      });
    } catch (e) {
      return paymentRefusal(c, e);
    }
  });
  return r as unknown as Hono<AppEnv>;
}
