import { Hono, type Context } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import { AUTH } from '#contract/auth/messages';
import { lacAuditQuery, lacClientsQuery, lacStartRequest } from '../impersonation-types';
import { LAC_MESSAGES as M, LAC_PAGE_SIZE } from '#contract/impersonation/rules';
import type { AppEnv } from '../../app-env';
import { requireRole, requireUser, type UserEnv } from '../../auth/guards';
import { clearSessionCookie } from '../../auth/session-cookie';
import { findUserById, toUserInfo } from '../../auth/users';
import { auditPage, impersonationInfo } from '../audit-store';
import { mayOpenClientViews, openableClients } from '../client-store';
import { exitClientView, impersonationIdOf, startClientView } from '../impersonation-session';
import { fail, ok } from '../../http/envelope';
import { validate } from '../../http/validate';

/** Login as client (docs/login-as-client.md): the client list, start, exit, and the admins' audit log. */
export function loginAsClientRoutes() {
  const r = new Hono<UserEnv>();
  const { loginAsClient: lac } = API;

  // Without the right (or inside a client's view) these calls do not exist: 404, never 403.
  for (const path of [lac.clients, lac.start]) {
    r.use(at(path), requireUser, async (c, next) => {
      if (!(await mayOpenClientViews(c.var.db, c.var.user))) return fail(c, 404, AUTH.notFound);
      await next();
    });
  }

  r.get(at(lac.clients), validate('query', lacClientsQuery), async (c) => {
    const { q, page } = c.req.valid('query');
    const found = await openableClients(c.var.db, c.var.user.id, c.var.brand.id, { q, page });
    return ok(c, { ...found, page, pageSize: LAC_PAGE_SIZE });
  });

  r.post(at(lac.start), validate('json', lacStartRequest), async (c) => {
    const { client, reason } = c.req.valid('json');
    const staff = c.var.user;
    const found = await openableClients(c.var.db, staff.id, c.var.brand.id, { clientId: client });
    if (found.total === 0) return fail(c, 404, M.noSuchClient);
    const view = { staffSessionId: staff.sessionId, staffUserId: staff.id, clientUserId: client, reason };
    const started = await startClientView(c, view);
    const user = await findUserById(c.var.db, client);
    return ok(c, { user: toUserInfo(user!), impersonation: await impersonationInfo(c.var.db, started.sessionId) });
  });

  // Exit works with an expired view too (its TTL passed): the staff member's own session comes back.
  r.post(at(lac.exit), async (c) => {
    const impersonationId = await impersonationIdOf(c);
    if (impersonationId === undefined) {
      return c.req.header('KEY') ? fail(c, 400, M.notImpersonating) : fail(c, 401, AUTH.loginRequired);
    }
    const result = await exitClientView(c, impersonationId);
    if (result.kind !== 'restored') {
      clearSessionCookie(c as unknown as Context<AppEnv>);
      return fail(c, 401, M.staffSessionEnded);
    }
    const staff = await findUserById(c.var.db, result.staffUserId);
    return ok(c, { user: toUserInfo(staff!) });
  });

  r.get(at(lac.audit), requireUser, requireRole('admin'), validate('query', lacAuditQuery), async (c) => {
    const query = c.req.valid('query');
    const found = await auditPage(c.var.db, c.var.brand.id, query);
    return ok(c, { ...found, page: query.page, pageSize: LAC_PAGE_SIZE });
  });
  return r as unknown as Hono<AppEnv>;
}
