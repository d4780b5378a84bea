import { Hono } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import {
  KIND_CHANNELS,
  NOTIFICATION_CHANNEL_MESSAGES as M,
  notificationChannelRequest,
  type NotificationChannels,
} from '#contract/account/settings';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth/guards';
import { cacheScope } from '../../cache/cache-marks';
import { fail, ok } from '../../http/envelope';
import { jsonBodyNeeded, validate } from '../../http/validate';
import { mobileOf, notificationChannels, saveNotificationChannel } from '../notification-channels-store';

/**
 * The investor's notification channels per kind (docs/push.md, "Kinds and channels"): GET the grid,
 * POST one kind's channel on or off. A channel the kind does not go by, or SMS turned on without a
 * mobile number on the profile, is a 400 naming `channel`.
 */
export function notificationChannelRoutes() {
  const r = new Hono<AppEnv>();

  r.get(at(API.account.notificationChannels), requireUser, async (c) => {
    cacheScope(c, 'private');
    return ok<NotificationChannels>(c, await notificationChannels(c.var.db, c.var.user.id));
  });

  r.post(
    at(API.account.notificationChannels),
    requireUser,
    validate('json', notificationChannelRequest, {
      badBody: jsonBodyNeeded('{"kind": "investments", "channel": "sms", "enabled": true}'),
    }),
    async (c) => {
      const change = c.req.valid('json');
      cacheScope(c, 'private');
      if (!KIND_CHANNELS[change.kind].includes(change.channel)) {
        const message = M.notOffered(change.kind, change.channel);
        return fail(c, 400, message, { channel: message });
      }
      if (change.channel === 'sms' && change.enabled && !(await mobileOf(c.var.db, c.var.user.id))) {
        return fail(c, 400, M.noMobile, { channel: M.noMobile });
      }
      await saveNotificationChannel(c.var.db, c.var.user.id, change);
      return ok<NotificationChannels>(c, await notificationChannels(c.var.db, c.var.user.id));
    },
  );

  return r;
}
