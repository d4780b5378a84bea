import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { fail, ok, withHeadStatus } from '../api/envelope';
import { seedSecurityTestPost, SECURITY_TEST_SLUG, SECURITY_TEST_TITLE } from '../db/seed/blog-seed-xss';
import { FieldReader } from './fields';
import { AUTH } from './messages';
import { lastOtp } from './otp';
import { requireUser } from './session';

/** True when the server was started with ENABLE_TEST_HOOKS=1 (the e2e suite does; `npm start` never does). */
export const testHooksEnabled = (env: NodeJS.ProcessEnv = process.env) => env.ENABLE_TEST_HOOKS === '1';

const SCREENER_STATUSES = new Set(['4', '7', '10']);

/** Endpoints that put the server into states e2e tests need, under /api/__test__/. */
export function testHookRoutes() {
  const r = new Hono<AppEnv>();
  r.use('/__test__/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
    c.header('X-Cache-Scope', 'private');
  });

  /** Expires the caller's session: the next call answers '100' ('110' for a broker session). */
  r.post('/__test__/expire-session/', async (c) => {
    const user = await requireUser(c);
    if (user instanceof Response) return user;
    await c.var.db.query("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = $1", [
      user.sessionId,
    ]);
    return ok(c, { expired: true });
  });

  r.get('/__test__/screener/', (c) => {
    const status = c.req.query('status') ?? '';
    if (!SCREENER_STATUSES.has(status)) return fail(c, 400, 'status must be 4, 7 or 10.', { status: 'Use 4, 7 or 10' });
    return withHeadStatus(c, Number(status), {}, 'Subscriber exclusive screener');
  });

  r.get('/__test__/redirect/', (c) => {
    const to = c.req.query('to') ?? '';
    if (!to || to.length > 2000) return fail(c, 400, 'to must be a URL.', { to: 'Required field' });
    return withHeadStatus(c, 6, { redirect_url: to });
  });

  r.get('/__test__/forbidden/', (c) => fail(c, 403, AUTH.forbidden));

  /** Adds the security-test post (every hostile payload; a fixture, never in the default seed), once. */
  r.post('/__test__/security-test-post/', async (c) => {
    const { postId, position } = await seedSecurityTestPost(c.var.db);
    const pageNumber = Math.floor(position / 10) + 1;
    return ok(c, { postId, slug: SECURITY_TEST_SLUG, title: SECURITY_TEST_TITLE, position, pageNumber });
  });

  r.get('/__test__/last-otp/', (c) => {
    const f = new FieldReader({ target: c.req.query('target') });
    const target = f.target();
    if (!target) return fail(c, 400, 'target must be an email or a 10-digit mobile number.', f.errors);
    const otp = lastOtp(c.var.db, target.value);
    return otp ? ok(c, { otp }) : fail(c, 404, 'No OTP has been sent to this target.');
  });
  return r;
}
