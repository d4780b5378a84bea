import { createMiddleware } from 'hono/factory';
import { LAC_MESSAGES } from '#contract/impersonation/rules';
import type { AppEnv } from '../app-env';
import { fail } from '../http/envelope';
import { allowedInClientView } from './impersonation-policy';
import { impersonationIdOf, recordCall } from './impersonation-session';

/**
 * The one gate of a client's view (docs/login-as-client.md): a write the policy does not allow is
 * answered HTTP 409 'Not allowed while viewing as a client.' (never 403, which signs the client out),
 * and every call made in the view goes to its audit log. Other sessions pass untouched.
 */
export const impersonationGuard = createMiddleware<AppEnv>(async (c, next) => {
  const impersonationId = await impersonationIdOf(c);
  if (impersonationId === undefined) return next();
  const { method } = c.req;
  const path = new URL(c.req.url).pathname.replace(`/${c.var.brand.segment}/api/`, '');
  if (!allowedInClientView(method, path)) {
    await recordCall(c.var.db, impersonationId, method, path, 409);
    return fail(c, 409, LAC_MESSAGES.refused);
  }
  await next();
  await recordCall(c.var.db, impersonationId, method, path, c.res.status);
});
