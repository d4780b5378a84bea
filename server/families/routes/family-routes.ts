import { Hono } from 'hono';
import { z } from 'zod';
import { COMPLIANCE_API } from '#contract/compliance/paths';
import { routePath as at } from '#contract/http/api-paths';
import { AUTH } from '#contract/auth/messages';
import { MAX_FAMILY_MEMBERS, memberErrorKey, validateFamily, type FamilyBody } from '#contract/compliance/family';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth/guards';
import { cacheScope } from '../../cache/cache-marks';
import { findCustomer } from '../../customers/customer-store';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { familyMembers, replaceFamily } from '../family-store';

const member = z.object({ relation: z.string().max(20), name: z.string().max(200), pan: z.string().max(20) });
const familyRequest = z.object({ members: z.array(member).max(MAX_FAMILY_MEMBERS * 2) });

/**
 * The family a client declares for SEBI's per-family fee limits (docs/compliance-fees.md): read, and replace the whole
 * list. Each member's errors come back under `errors` as members.<index>.<field>.
 */
export function familyRoutes() {
  const r = new Hono<AppEnv>();

  r.get(at(COMPLIANCE_API.family), requireUser, async (c) => {
    cacheScope(c, 'private');
    return ok<FamilyBody>(c, { members: await familyMembers(c.var.db, c.var.user.id) });
  });

  r.post(at(COMPLIANCE_API.family), requireUser, validate('json', familyRequest), async (c) => {
    cacheScope(c, 'private');
    const own = (await findCustomer(c.var.db, c.var.user.id))?.pan ?? null;
    const checked = validateFamily(c.req.valid('json').members, own);
    if ('errors' in checked) {
      const errors = Object.fromEntries(
        Object.entries(checked.errors).flatMap(([i, e]) =>
          Object.entries(e).map(([field, message]) => [memberErrorKey(i, field), message]),
        ),
      );
      throw new AppError('invalid', checked.message ?? AUTH.checkFields, { errors });
    }
    await replaceFamily(c.var.db, c.var.user.id, checked.members);
    return ok<FamilyBody>(c, { members: await familyMembers(c.var.db, c.var.user.id) });
  });

  return r;
}
