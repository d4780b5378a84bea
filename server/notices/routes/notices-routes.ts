import { Hono } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import type { InAppNoticesBody } from '#contract/studio/types';
import { noticesReadRequest } from '#contract/studio/requests';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth/guards';
import { cacheScope } from '../../cache/cache-marks';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { markNoticesRead, unreadNotices } from '../notice-store';

/** At most this many unread notices in one answer, newest first. */
const NOTICES_MAX = 20;

/**
 * In-app notices (docs/api.md, "In-app notices"): what the app tells a signed-in user who could not
 * be reached by push, e.g. a rebalance waiting. Any role; 401 to a visitor. Reading only marks the
 * caller's own notices: someone else's ids are ignored, never revealed.
 */
export function noticeRoutes() {
  const r = new Hono<AppEnv>();

  r.get(at(API.studio.notices), requireUser, async (c) => {
    const notices = await unreadNotices(c.var.db, c.var.user.id, NOTICES_MAX);
    cacheScope(c, 'private');
    return ok<InAppNoticesBody>(c, { notices });
  });

  r.post(at(API.studio.noticesRead), requireUser, validate('json', noticesReadRequest), async (c) => {
    await markNoticesRead(c.var.db, c.var.user.id, c.req.valid('json').ids);
    cacheScope(c, 'private');
    return ok(c, {});
  });

  return r;
}
