import { Hono, type Context } from 'hono';
import { ACCOUNT, passwordChangeForm } from '#contract/account/forms';
import { signOutDeviceRequest } from '#contract/account/settings';
import { API, routePath as at } from '#contract/http/api-paths';
import type { AppEnv } from '../../app-env';
import { fail, ok } from '../../http/envelope';
import { listDevices, signOutDevice } from '../devices';
import { changePassword } from '../account-store';
import { requireUser } from '../../auth/guards';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { authAnswers, authBody } from '../../auth/route-helpers';
import { clearSessionCookie } from '../../auth/session-cookie';
import { requireSignInMethod } from '../../auth/sign-in-methods';
import { startSignIn, tooManySignIns } from '../../auth/sign-in-throttle';
import { findUserById } from '../../auth/users';

/** Password change and the signed-in devices (docs/account-settings.md). */
export function accountSecurityRoutes() {
  const r = new Hono<AppEnv>();
  const { account } = API;
  for (const path of [account.password, account.devices, account.signOutDevice]) r.use(at(path), authAnswers);
  r.use(at(account.password), requireSignInMethod('password'));

  /** The current password is checked under the sign-in limits; the other sessions end, this one stays. */
  r.post(at(account.password), requireUser, authBody(passwordChangeForm), async (c) => {
    const body = c.req.valid('json');
    const { db, user } = c.var;
    const attempt = await startSignIn(c, `user:${user.id}`);
    if (attempt.throttled) return tooManySignIns(c, attempt.throttled.retryAfterSeconds);
    const row = await findUserById(db, user.id);
    if (!(await verifyPassword(body.current_password, row?.password_hash))) {
      return fail(c, 400, ACCOUNT.currentPasswordWrong, { current_password: ACCOUNT.currentPasswordWrong });
    }
    await attempt.succeeded();
    const hash = await hashPassword(body.password);
    await changePassword(db, user.id, hash, user.sessionId);
    return ok(c, { changed: true });
  });

  r.get(at(account.devices), requireUser, async (c) => {
    const { db, jwtSecret, user, brand } = c.var;
    const devices = await listDevices(db, jwtSecret, { userId: user.id, brand: brand.id, sessionId: user.sessionId });
    return ok(c, { devices });
  });

  /** Signing out this device also clears its cookie: the client then logs out. */
  r.post(at(account.signOutDevice), requireUser, authBody(signOutDeviceRequest), async (c) => {
    const { db, jwtSecret, user, brand } = c.var;
    const ended = await signOutDevice(db, jwtSecret, { userId: user.id, brand: brand.id }, c.req.valid('json').device);
    if (!ended) return fail(c, 404, ACCOUNT.deviceGone);
    const current = ended === user.sessionId;
    if (current) clearSessionCookie(c as unknown as Context<AppEnv>);
    return ok(c, { signedOut: true, current });
  });
  return r;
}
