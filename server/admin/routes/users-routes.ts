import { Hono } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import { adminRoleRequest, adminUsersQuery, type AdminUserBody, type AdminUsersBody } from '#contract/admin/types';
import type { AppEnv } from '../../app-env';
import { adminOnly } from '../admin-guard';
import { listUsers, userById } from '../admin-users';
import { changeRole } from '../role-change';
import { fail, ok } from '../../http/envelope';
import { validate } from '../../http/validate';

/** Users and their roles (docs/admin.md, "Users and roles"). */
export function adminUserRoutes() {
  const r = new Hono<AppEnv>();

  r.get(at(API.admin.users), ...adminOnly, validate('query', adminUsersQuery), async (c) => {
    const { q, page } = c.req.valid('query');
    return ok<AdminUsersBody>(c, await listUsers(c.var.db, q, page));
  });

  r.post(at(API.admin.userRole), ...adminOnly, validate('json', adminRoleRequest), async (c) => {
    const { user, role, granted, adviser } = c.req.valid('json');
    const refused = await changeRole(c.var.db, {
      actorId: c.var.user.id,
      userId: user,
      grant: role,
      granted,
      adviserSlug: adviser,
    });
    if (refused) return fail(c, refused.status, refused.message, { [refused.field]: refused.message });
    return ok<AdminUserBody>(c, { user: (await userById(c.var.db, user))! });
  });

  return r;
}
