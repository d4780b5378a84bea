import { Hono } from 'hono';
import { z } from 'zod';
import { API, routePath as at } from '#contract/api-paths';
import { HEAD_STATUS } from '#contract/envelope';
import { paymentLinkCheckQuery, paymentLinkPayRequest, type PaymentLinkBody } from '#contract/dealer';
import type { CheckoutRedirectBody } from '#contract/payments';
import { requireUser, type UserEnv } from '../auth/guards';
import { testHooksEnabled } from '../auth/test-hooks';
import { cacheScope } from '../cache/cache-marks';
import { lastPaymentLink } from '../dealer/notifier';
import { linkBody, openLink, payLink } from '../dealer/payment-link-pay';
import { fail, ok, withHeadStatus } from './envelope';
import { originOf, paymentRefusal, providerOf } from './payment-answers';
import { validate } from './validate';

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

  if (testHooksEnabled()) mountTestHooks(r);
  return r;
}

const linkClientRequest = z.object({ dealer: z.email().max(254), client: z.email().max(254) });
const lastLinkQuery = z.object({ to: z.string().trim().min(3).max(254) });

/** ENABLE_TEST_HOOKS=1 only: make a user a dealer's client, and read the last payment link sent. */
function mountTestHooks(r: Hono<UserEnv>) {
  r.post('/__test__/dealer/link-client/', validate('json', linkClientRequest), async (c) => {
    const { dealer, client } = c.req.valid('json');
    const { rows } = await c.var.db.query(
      `INSERT INTO client_links (staff_user_id, client_user_id, relation, brand_id, source)
       SELECT d.id, u.id, 'dealer', $3, 'admin' FROM users d, users u WHERE d.email = $1 AND u.email = $2
       ON CONFLICT DO NOTHING RETURNING client_user_id`,
      [dealer.toLowerCase(), client.toLowerCase(), c.var.brand.id],
    );
    return ok(c, { linked: rows.length > 0 });
  });
  r.get('/__test__/dealer/last-payment-link/', validate('query', lastLinkQuery), (c) => {
    c.header('Cache-Control', 'private, no-store');
    const m = lastPaymentLink(c.var.db, c.req.valid('query').to);
    return m
      ? ok(c, { url: m.url, email: m.email, mobile: m.mobile })
      : fail(c, 404, 'No payment link was sent there.');
  });
}
