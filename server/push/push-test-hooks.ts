import { Hono } from 'hono';
import { z } from 'zod';
import { NOTIFICATION_KINDS } from '#contract/account/settings';
import type { AppEnv } from '../app-env';
import { ok } from '../http/envelope';
import { validate } from '../http/validate';
import { requireUser } from '../auth/guards';

const notifyRequest = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string().min(1).max(120),
  body: z.string().max(300),
  url: z.string().startsWith('/').max(500),
  tag: z.string().min(1).max(64),
});

/**
 * With ENABLE_TEST_HOOKS=1 only: POST /api/__test__/push/ pushes the given payload to the signed-in
 * user's browsers on this brand through c.var.push, as a settled payment does (tests/e2e/push.spec.ts).
 */
export function pushTestHookRoutes() {
  const r = new Hono<AppEnv>();
  r.post('/__test__/push/', requireUser, validate('json', notifyRequest), async (c) => {
    const result = await c.var.push.notify({ userId: c.var.user.id, brandId: c.var.brand.id }, c.req.valid('json'));
    c.header('Cache-Control', 'private, no-store');
    return ok(c, result);
  });
  return r;
}
