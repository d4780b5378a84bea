import { createMiddleware } from 'hono/factory';
import { AUTH } from '#contract/auth/messages';
import { requireRole, requireUser, type UserEnv } from '../auth/guards';
import { fail } from '../http/envelope';
import { cacheScope } from '../cache/cache-marks';

/** The brand's 'admin' feature (off: 404, as if the area did not exist); answers are never shared. */
const adminArea = createMiddleware<UserEnv>(async (c, next) => {
  if (!c.var.brand.features.admin) return fail(c, 404, AUTH.notFound);
  cacheScope(c, 'private');
  await next();
});

/** Every admin route: visitor 401, a signed-in user who is no admin 404, a brand without the area 404. */
export const adminOnly = [requireUser, requireRole('admin'), adminArea] as const;
