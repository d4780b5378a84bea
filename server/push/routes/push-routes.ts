import { Hono } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import {
  notificationPrefsRequest,
  pushSubscriptionRequest,
  pushUnsubscribeRequest,
  PUSH_MESSAGES,
  type NotificationPrefs,
  type PushKeyBody,
} from '#contract/account/settings';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth/guards';
import { testHooksEnabled } from '../../auth/test-hooks';
import { cacheScope } from '../../cache/cache-marks';
import { pushEndpointAllowed } from '../push-endpoint';
import { deleteSubscription, notificationPrefs, saveNotificationPrefs, saveSubscription } from '../push-store';
import { vapidKeysOf } from '../vapid-keys';
import { notificationChannelRoutes } from '../../notices/routes/notification-channels-routes';
import { priceAlertRoutes } from '../../notices/routes/price-alerts-routes';
import { fail, ok } from '../../http/envelope';
import { jsonBodyNeeded, validate } from '../../http/validate';

const SUBSCRIPTION_EXAMPLE = '{"endpoint": "https://push.example/…", "keys": {"p256dh": "…", "auth": "…"}}';

/**
 * Web Push (docs/push.md): the VAPID public key, this browser's subscription for the signed-in user
 * on this brand, its removal; and the investor's notification preferences (API.account.notifications).
 */
export function pushRoutes() {
  const r = new Hono<AppEnv>();

  r.get(at(API.push.key), async (c) => {
    const { publicKey } = await vapidKeysOf(c.var.db)();
    cacheScope(c, 'public');
    return ok<PushKeyBody>(c, { public_key: publicKey });
  });

  r.post(
    at(API.push.subscribe),
    requireUser,
    validate('json', pushSubscriptionRequest, { badBody: jsonBodyNeeded(SUBSCRIPTION_EXAMPLE) }),
    async (c) => {
      const { endpoint, keys } = c.req.valid('json');
      if (!pushEndpointAllowed(endpoint, { allowLoopbackHttp: testHooksEnabled() })) {
        return fail(c, 400, 'This is not a push service address.', { endpoint: 'Not a push service address.' });
      }
      await saveSubscription(c.var.db, {
        userId: c.var.user.id,
        brandId: c.var.brand.id,
        endpoint,
        p256dh: keys.p256dh,
        auth: keys.auth,
      });
      cacheScope(c, 'private');
      return ok(c, { subscribed: true });
    },
  );

  // Only the subscription's owner, signed in, removes it (decision 0237): the app does so at logout
  // while the session still holds; a browser whose session ended otherwise is dropped on the push
  // service's next 410. Another user's endpoint, or one unknown, is the same 404: nothing to tell.
  r.post(
    at(API.push.unsubscribe),
    requireUser,
    validate('json', pushUnsubscribeRequest, { badBody: jsonBodyNeeded('{"endpoint": "https://push.example/…"}') }),
    async (c) => {
      const { endpoint } = c.req.valid('json');
      const removed = await deleteSubscription(c.var.db, { userId: c.var.user.id, brandId: c.var.brand.id, endpoint });
      cacheScope(c, 'private');
      if (removed === 0) return fail(c, 404, PUSH_MESSAGES.notYours, { endpoint: PUSH_MESSAGES.notYours });
      return ok(c, { removed });
    },
  );

  r.get(at(API.account.notifications), requireUser, async (c) => {
    cacheScope(c, 'private');
    return ok<NotificationPrefs>(c, await notificationPrefs(c.var.db, c.var.user.id));
  });

  r.post(
    at(API.account.notifications),
    requireUser,
    validate('json', notificationPrefsRequest, {
      badBody: jsonBodyNeeded('{"payments": true, "orders": true, "rebalances": false, "investments": true}'),
    }),
    async (c) => {
      await saveNotificationPrefs(c.var.db, c.var.user.id, c.req.valid('json'));
      cacheScope(c, 'private');
      return ok<NotificationPrefs>(c, await notificationPrefs(c.var.db, c.var.user.id));
    },
  );

  // The grid of kinds × channels (push, e-mail, SMS) and the price alerts the settings screen shows (decision 0302).
  r.route('/', notificationChannelRoutes());
  r.route('/', priceAlertRoutes());

  return r;
}
