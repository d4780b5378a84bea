import { Hono } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import { type InAppNotice, type InAppNoticesBody } from '#contract/studio/types';
import { noticesReadRequest } from '#contract/studio/requests';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth/guards';
import { cacheScope } from '../../cache/cache-marks';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';

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
    const { rows } = await c.var.db.query<InAppNotice>(
      `SELECT id, kind, title, body, url, created_at FROM in_app_notices
        WHERE user_id = $1 AND read_at IS NULL ORDER BY created_at DESC, id DESC LIMIT $2`,
      [c.var.user.id, NOTICES_MAX],
    );
    cacheScope(c, 'private');
    const notices = rows.map((n) => ({ ...n, created_at: new Date(n.created_at).toISOString() }));
    return ok<InAppNoticesBody>(c, { notices });
  });

  r.post(at(API.studio.noticesRead), requireUser, validate('json', noticesReadRequest), async (c) => {
    await c.var.db.query(
      'UPDATE in_app_notices SET read_at = now() WHERE user_id = $1 AND id = ANY($2::int[]) AND read_at IS NULL',
      [c.var.user.id, c.req.valid('json').ids],
    );
    cacheScope(c, 'private');
    return ok(c, {});
  });

  return r;
}
