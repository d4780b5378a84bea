import { Hono, type Context } from 'hono';
import {
  ACCOUNT,
  contactChangeForm,
  contactConfirmForm,
  profileForm,
  type ContactChange,
} from '#contract/account/forms';
import type { ProfileBody } from '#contract/account/settings';
import { API, routePath as at } from '#contract/http/api-paths';
import { AUTH } from '#contract/auth/messages';
import type { AppEnv } from '../../app-env';
import { fail, ok } from '../../http/envelope';
import { contactTakenByOther, setContact } from '../contact';
import { requireUser, type UserEnv } from '../../auth/guards';
import { OTP_TTL_SECONDS } from '../../auth/otp';
import { checkFor, issueFor, otpRateLimited, otpRefused } from '../../auth/otp-answers';
import { authAnswers, authBody } from '../../auth/route-helpers';
import { findUserById } from '../../auth/users';
import type { Queryable } from '../../db/database';
import { setUserName } from '../account-store';

async function profileOf(db: Queryable, userId: number): Promise<ProfileBody | undefined> {
  const user = await findUserById(db, userId);
  return user && { name: user.name, email: user.email, mobile: user.mobile };
}

const answerProfile = async (c: Context<UserEnv>) => {
  const profile = await profileOf(c.var.db, c.var.user.id);
  return profile ? ok(c, profile) : fail(c, 401, AUTH.loginRequired);
};

/** The OTP helpers take the plain app context; the user on it is not needed there. */
const asApp = (c: Context<UserEnv>) => c as unknown as Context<AppEnv>;

const takenMessage = (change: ContactChange) => (change.kind === 'email' ? AUTH.emailTaken : AUTH.mobileTaken);

/** Refuses the user's own address and one another account has: undefined when the change may go ahead. */
async function refusal(c: Context<UserEnv>, change: ContactChange) {
  const profile = await profileOf(c.var.db, c.var.user.id);
  if (profile?.[change.kind] === change.value) {
    const message = change.kind === 'email' ? ACCOUNT.sameEmail : ACCOUNT.sameMobile;
    return fail(c, 400, message, { value: message });
  }
  if (await contactTakenByOther(c.var.db, c.var.user.id, change)) {
    return fail(c, 400, takenMessage(change), { value: takenMessage(change) });
  }
  return undefined;
}

/** The investor's profile and the change of email or mobile by an OTP to the new address (docs/account-settings.md). */
export function accountRoutes() {
  const r = new Hono<AppEnv>();
  const { account } = API;
  for (const path of [account.profile, account.contactChange, account.contactConfirm]) {
    r.use(at(path), authAnswers);
  }

  r.get(at(account.profile), requireUser, answerProfile);

  r.post(at(account.profile), requireUser, authBody(profileForm), async (c) => {
    await setUserName(c.var.db, c.var.user.id, c.req.valid('json').name);
    return answerProfile(c);
  });

  r.post(at(account.contactChange), requireUser, authBody(contactChangeForm), async (c) => {
    const change = c.req.valid('json');
    const refused = await refusal(c, change);
    if (refused) return refused;
    const issued = await issueFor(asApp(c), change, 'contact-change');
    if (!issued.ok) return otpRateLimited(c, issued);
    return ok(c, { sent: true, expiresInSeconds: OTP_TTL_SECONDS });
  });

  r.post(at(account.contactConfirm), requireUser, authBody(contactConfirmForm), async (c) => {
    const { otp, ...change } = c.req.valid('json');
    const refused = await refusal(c, change);
    if (refused) return refused;
    const checked = await checkFor(asApp(c), change, 'contact-change', otp);
    if (!checked.ok) return otpRefused(c, checked);
    if (!(await setContact(c.var.db, c.var.user.id, change))) {
      return fail(c, 400, takenMessage(change), { value: takenMessage(change) });
    }
    return answerProfile(c);
  });
  return r;
}
