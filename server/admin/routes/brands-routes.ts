import { Hono } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import type { AdminBrandsBody } from '#contract/admin/types';
import { FEATURE_KEYS } from '#contract/site/features';
import { brands } from '../../../brands/registry';
import type { AppEnv } from '../../app-env';
import { adminOnly } from '../admin-guard';
import { ok } from '../../http/envelope';
import { peopleCounts } from '../people-counts-store';

/** Every brand's configuration, read-only, and the counts of the people the admin area manages. */
export function adminBrandRoutes() {
  const r = new Hono<AppEnv>();

  r.get(at(API.admin.brands), ...adminOnly, async (c) => {
    const counts = await peopleCounts(c.var.db);
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
      counts,
    });
  });

  return r;
}
