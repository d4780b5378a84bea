import { Hono } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import { ADMIN_MESSAGES as A } from '#contract/admin/rules';
import {
  curatorDetailsRequest,
  curatorQuery,
  type AdminCuratorBody,
  type AdminCuratorsBody,
} from '#contract/admin/types';
import type { AppEnv } from '../../app-env';
import { adminOnly } from '../admin-guard';
import { adminCurator, listAdminCurators, saveCurator } from '../admin-curators';
import { basketsChanged } from '../../studio/basket-cache';
import { fail, ok } from '../../http/envelope';
import { validate } from '../../http/validate';

const isUniqueViolation = (e: unknown) =>
  typeof e === 'object' && e !== null && (e as { code?: string }).code === '23505';

/** Advisers' profiles as investors see them (spec: curators details; docs/admin.md, "Advisers"). */
export function adminCuratorRoutes() {
  const r = new Hono<AppEnv>();

  r.get(at(API.admin.curators), ...adminOnly, validate('query', curatorQuery), async (c) => {
    const { slug } = c.req.valid('query');
    if (slug === undefined) return ok<AdminCuratorsBody>(c, { curators: await listAdminCurators(c.var.db) });
    const curator = await adminCurator(c.var.db, slug);
    if (!curator) return fail(c, 404, A.noAdviser);
    return ok<AdminCuratorBody>(c, { curator });
  });

  r.post(at(API.admin.curators), ...adminOnly, validate('json', curatorDetailsRequest), async (c) => {
    const { slug, ...fields } = c.req.valid('json');
    let saved: Awaited<ReturnType<typeof saveCurator>>;
    try {
      saved = await saveCurator(c.var.db, slug, fields);
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
      saved = 'sebi-taken';
    }
    if (saved === 'missing') return fail(c, 404, A.noAdviser);
    if (saved === 'sebi-taken') return fail(c, 409, A.sebiTaken, { sebi_registration: A.sebiTaken });
    // The adviser's public profile and the managers list are cached answers: drop them.
    basketsChanged(c);
    return ok<AdminCuratorBody>(c, { curator: (await adminCurator(c.var.db, slug))! });
  });

  return r;
}
