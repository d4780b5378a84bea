import { createMiddleware } from 'hono/factory';
import { AUTH } from '#contract/auth/messages';
import type { AppEnv } from '../app-env';
import { fail } from '../http/envelope';
import { requireRole, requireUser } from '../auth/guards';
import { adviserOfUser } from '../billing/plan-save';
import { cacheScope } from '../cache/cache-marks';
import type { SessionUser } from '../auth/session';

/** The env of a CMS route: the signed-in user and the adviser they act for. */
export type CmsEnv = AppEnv & { Variables: { user: SessionUser; adviserId: number } };

/** An adviser role without an adviser row is treated as no adviser: 404. Every CMS answer is private. */
const withAdviser = createMiddleware<CmsEnv>(async (c, next) => {
  const adviser = await adviserOfUser(c.var.db, c.var.user.id);
  if (!adviser) return fail(c, 404, AUTH.notFound);
  c.set('adviserId', adviser.id);
  cacheScope(c, 'private');
  await next();
});

/**
 * Every blog CMS route (docs/blog-cms.md, "Who"): a visitor gets 401, a signed-in user who is no
 * adviser 404 (never 403, which logs the client out).
 */
export const cmsOnly = [requireUser, requireRole('adviser'), withAdviser] as const;
