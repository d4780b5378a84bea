import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { cacheScope } from '../../cache/cache-marks';
import { DEV_MAILBOX_PATH, devMailboxPage } from '../dev-mailbox-page';
import { recentMessages } from '../message-outbox';

/** GET /dev/mailbox/: development's mailbox page (server/app.ts mounts it only outside production). */
export function devMailboxRoutes() {
  const r = new Hono<AppEnv>();
  r.get(`${DEV_MAILBOX_PATH}/`, async (c) => {
    cacheScope(c, 'private');
    return c.html(devMailboxPage(await recentMessages(c.var.db)));
  });
  return r;
}
