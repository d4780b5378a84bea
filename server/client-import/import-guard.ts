import { createMiddleware } from 'hono/factory';
import { AUTH } from '#contract/auth/messages';
import { requireRole, requireUser, type UserEnv } from '../auth/guards';
import { fail } from '../http/envelope';
import { cacheScope } from '../cache/cache-marks';

/** The brand's '/import-client/' feature: off, every call is a 404, as if it did not exist. */
const importFeature = createMiddleware<UserEnv>(async (c, next) => {
  if (!c.var.brand.features['/import-client/']) return fail(c, 404, AUTH.notFound);
  cacheScope(c, 'private');
  await next();
});

/** Visitor 401, a user who is no adviser 404, a brand without client import 404. */
export const adviserImportOnly = [requireUser, requireRole('adviser'), importFeature] as const;
