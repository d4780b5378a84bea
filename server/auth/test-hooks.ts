import { Hono } from 'hono';
import { z } from 'zod';
import { AUTH, FIELD } from '#contract/auth/messages';
import { otpTargetField } from '#contract/forms/fields';
import type { AppEnv } from '../app-env';
import { fail, ok, withHeadStatus } from '../http/envelope';
import { validate } from '../http/validate';
import { seedSecurityTestPost, SECURITY_TEST_SLUG, SECURITY_TEST_TITLE } from '../db/seed/blog-seed-xss';
import { requireUser } from './guards';
import { startSession } from './session-cookie';
import { postListsChanged } from '../blog/blog-cache';
import { lastOtp } from './otp-delivery';
import { publishTestVersion } from '../investments/publish-test-version';

/** True when the server was started with ENABLE_TEST_HOOKS=1 (the e2e suite does; `npm start` never does). */
export const testHooksEnabled = (env: NodeJS.ProcessEnv = process.env) => env.ENABLE_TEST_HOOKS === '1';

const screenerQuery = z.object({ status: z.enum(['4', '7', '10'], { error: 'Use 4, 7 or 10' }).transform(Number) });
const redirectQuery = z.object({
  to: z.string({ error: FIELD.required }).min(1, FIELD.required).max(2000, FIELD.required),
});
const lastOtpQuery = z.object({ target: otpTargetField });
/** swap: false keeps the stocks and moves only a point of weight (publish-test-version.ts). */
const publishRequest = z.object({ basket_hash: z.string().trim().min(1).max(120), swap: z.boolean().default(true) });

/** Endpoints that put the server into states e2e tests need, under /api/__test__/. */
export function testHookRoutes() {
  const r = new Hono<AppEnv>();
  r.use('/__test__/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
    c.header('X-Cache-Scope', 'private');
  });

  /** Expires the caller's session: the next call answers '100' ('110' for a broker session). */
  r.post('/__test__/expire-session/', requireUser, async (c) => {
    await c.var.db.query("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = $1", [
      c.var.user.sessionId,
    ]);
    return ok(c, { expired: true });
  });

  /**
   * Signs the seed adviser (adviser@example.com) in on this brand: a broker-only brand (harborbank,
   * arrowline) has no password sign-in, yet its studio screens need an adviser to check.
   */
  r.post('/__test__/adviser-session/', async (c) => {
    const { rows } = await c.var.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
      'adviser@example.com',
    ]);
    if (!rows[0]) return fail(c, 404, 'The seed adviser is missing.');
    await startSession(c, rows[0].id);
    return ok(c, { signedIn: true });
  });

  r.get('/__test__/screener/', validate('query', screenerQuery, { message: 'status must be 4, 7 or 10.' }), (c) =>
    withHeadStatus(c, c.req.valid('query').status, {}, 'Subscriber exclusive screener'),
  );

  r.get('/__test__/redirect/', validate('query', redirectQuery, { message: 'to must be a URL.' }), (c) =>
    withHeadStatus(c, 6, { redirect_url: c.req.valid('query').to }),
  );

  r.get('/__test__/forbidden/', (c) => fail(c, 403, AUTH.forbidden));

  /** Adds the security-test post (every hostile payload; a fixture, never in the default seed), once. */
  r.post('/__test__/security-test-post/', async (c) => {
    const { postId, position } = await seedSecurityTestPost(c.var.db);
    postListsChanged(c);
    const pageNumber = Math.floor(position / 10) + 1;
    return ok(c, { postId, slug: SECURITY_TEST_SLUG, title: SECURITY_TEST_TITLE, position, pageNumber });
  });

  const otpMessage = 'target must be an email or a 10-digit mobile number.';
  r.get('/__test__/last-otp/', validate('query', lastOtpQuery, { message: otpMessage }), (c) => {
    const otp = lastOtp(c.var.db, c.req.valid('query').target.value);
    return otp ? ok(c, { otp }) : fail(c, 404, 'No OTP has been sent to this target.');
  });

  /** Publishes a new version of a basket (one stock swapped, one weight moved): pending rebalances follow. */
  r.post('/__test__/publish-basket-version/', validate('json', publishRequest), async (c) => {
    const { basket_hash, swap } = c.req.valid('json');
    const published = await publishTestVersion(c.var.db, c.var.market, basket_hash, c.var.push, { swap });
    return published ? ok(c, published) : fail(c, 404, 'No such basket with three stocks or more.');
  });
  return r;
}
