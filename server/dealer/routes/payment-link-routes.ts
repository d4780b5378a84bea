import { Hono } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import { HEAD_STATUS } from '#contract/http/envelope';
import { paymentLinkCheckQuery, paymentLinkPayRequest, type PaymentLinkBody } from '#contract/dealer/types';
import type { CheckoutRedirectBody } from '#contract/subscriptions/payments';
import { requireUser, type UserEnv } from '../../auth/guards';
import { testHooksEnabled } from '../../auth/test-hooks';
import { cacheScope } from '../../cache/cache-marks';
import { mountDealerTestHooks } from '../dealer-test-hooks';
import { linkBody, openLink, payLink } from '../payment-link-pay';
import { ok, withHeadStatus } from '../../http/envelope';
import { originOf, paymentRefusal, providerOf } from '../../payments/payment-answers';
import { validate } from '../../http/validate';

/**
 * The client's side of a dealer's payment link (docs/dealer.md): any signed-in user may ask, but a
 * link answers only the client it was sent to. Paying goes through the ordinary checkout.
 */
export function paymentLinkRoutes() {
  const r = new Hono<UserEnv>();
  r.use(at(API.dealer.paymentLinkCheck), requireUser);
  r.use(at(API.dealer.paymentLinkPay), requireUser);

  r.get(at(API.dealer.paymentLinkCheck), validate('query', paymentLinkCheckQuery), async (c) => {
    cacheScope(c, 'private');
    try {
      const link = await openLink(c.var.db, c.req.valid('query').token, c.var.user.id, c.var.brand.id, new Date());
      return ok<PaymentLinkBody>(c, linkBody(link));
    } catch (e) {
      return paymentRefusal(c, e);
    }
  });

  r.post(at(API.dealer.paymentLinkPay), validate('json', paymentLinkPayRequest), async (c) => {
    cacheScope(c, 'private');
    const { token, client_key } = c.req.valid('json');
    try {
      const created = await payLink(
        { db: c.var.db, provider: providerOf(c), brand: c.var.brand, origin: originOf(c) },
        { token, clientKey: client_key, userId: c.var.user.id, now: new Date() },
      );
      return withHeadStatus<CheckoutRedirectBody>(c, HEAD_STATUS.redirect, {
        redirect_url: created.redirectUrl,
        transaction: created.transaction,
      });
    } catch (e) {
      return paymentRefusal(c, e);
    }
  });

  if (testHooksEnabled()) mountDealerTestHooks(r);
  return r;
}
