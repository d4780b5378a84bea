import { Hono } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import type { AdminBrandsBody } from '#contract/admin/types';
import { FEATURE_KEYS } from '#contract/site/features';
import { brands } from '../../../brands/registry';
import type { AppEnv } from '../../app-env';
import { adminOnly } from '../admin-guard';
import { ok } from '../../http/envelope';

/** Every brand's configuration, read-only, and the counts of the people the admin area manages. */
export function adminBrandRoutes() {
  const r = new Hono<AppEnv>();

  r.get(at(API.admin.brands), ...adminOnly, async (c) => {
    const { rows } = await c.var.db.query<AdminBrandsBody['counts']>(
      `SELECT (SELECT count(*)::int FROM users) AS users,
              (SELECT count(*)::int FROM user_roles WHERE role = 'adviser') AS advisers,
              (SELECT count(*)::int FROM user_roles WHERE role = 'dealer') AS dealers,
              (SELECT count(*)::int FROM user_roles WHERE role = 'admin') AS admins,
              (SELECT count(*)::int FROM advisers) AS "adviserProfiles"`,
    );
    return ok<AdminBrandsBody>(c, {
      brands: brands.map((b) => ({
        id: b.id,
        displayName: b.displayName,
        kind: b.kind,
        isDefault: b.isDefault,
        hosts: [...b.hosts],
        loginType: b.loginType,
        brokers: b.brokers.map((x) => x.name),
        features: { ...b.features },
      })),
      features: [...FEATURE_KEYS],
      counts: rows[0]!,
    });
  });

  return r;
}
