import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { BrandConfig } from '../../brands/schema';
import type { AppEnv } from '../app-env';
import { readBody } from '../api/envelope';
import { CSRF_COOKIE } from '../security/csrf';
import { brokerSignInPage, type BrokerFormState } from './broker-page';
import { FIELD, BROKER } from './messages';
import { safeNextPath } from './next-path';
import { hashPassword, PASSWORD_MAX_LENGTH, verifyPassword } from './passwords';
import { startSession } from './session-cookie';
import { findBrokerUser, insertUser } from './users';

type Broker = BrandConfig['brokers'][number];
const CSRF_FIELD = 'csrfmiddlewaretoken';
const CLIENT_CODE = /^[A-Z0-9]{4,16}$/;

/** The csrftoken the browser holds, or the one issueCsrfCookie is setting on this very response. */
export function csrfTokenFor(c: Context<AppEnv>): string {
  const existing = getCookie(c, CSRF_COOKIE);
  if (existing) return existing;
  const pending = c.res.headers.getSetCookie().find((s) => s.startsWith(`${CSRF_COOKIE}=`));
  return pending?.split(';')[0]!.slice(CSRF_COOKIE.length + 1) ?? '';
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return a.length > 0 && x.length === y.length && timingSafeEqual(x, y);
}

function page(c: Context<AppEnv>, brand: BrandConfig, broker: Broker, state: BrokerFormState, status: 200 | 403) {
  // The page holds a CSRF token: never cache it.
  c.header('Cache-Control', 'no-store');
  return c.html(brokerSignInPage(brand, broker, state).value, status);
}

/** An address nobody can receive mail at (.invalid is reserved) for accounts made by broker sign-in. */
const brokerEmail = (broker: Broker, code: string) =>
  `${code.toLowerCase()}@${broker.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.broker.invalid`;

export function showBrokerSignIn(c: Context<AppEnv>, brand: BrandConfig, broker: Broker) {
  return page(c, brand, broker, { next: safeNextPath(c.req.query('next')), csrfToken: csrfTokenFor(c) }, 200);
}

/**
 * The simulated broker's sign-in (a form post, so a refusal re-renders the form with 200, as form
 * pages do; only a forged or stale form is a 403): the first sign-in with a client code opens that broker account with
 * the password given; later ones must match it. Success starts a 'broker' session, sets the jwt cookie
 * and redirects (303) to `next` — a same-site path only.
 */
export async function submitBrokerSignIn(c: Context<AppEnv>, brand: BrandConfig, broker: Broker) {
  const body = (await readBody(c)) ?? {};
  const next = safeNextPath(body.next ?? c.req.query('next'));
  const csrfToken = csrfTokenFor(c);
  const rawCode = typeof body.clientCode === 'string' ? body.clientCode.trim().toUpperCase().slice(0, 64) : '';
  const state: BrokerFormState = { next, csrfToken, clientCode: rawCode };
  if (typeof body[CSRF_FIELD] !== 'string' || !sameToken(body[CSRF_FIELD], getCookie(c, CSRF_COOKIE) ?? '')) {
    return page(c, brand, broker, { ...state, formError: BROKER.formExpired }, 403);
  }
  const password = typeof body.password === 'string' ? body.password : '';
  const errors: NonNullable<BrokerFormState['errors']> = {};
  if (!rawCode) errors.clientCode = FIELD.textEmpty('client code');
  else if (!CLIENT_CODE.test(rawCode)) errors.clientCode = FIELD.clientCode;
  if (!password) errors.password = FIELD.textEmpty('password');
  else if (password.length > PASSWORD_MAX_LENGTH) errors.password = FIELD.passwordTooLong(PASSWORD_MAX_LENGTH);
  if (errors.clientCode || errors.password) return page(c, brand, broker, { ...state, errors }, 200);

  const db = c.var.db;
  let user = await findBrokerUser(db, broker.name, rawCode);
  if (user) {
    if (!(await verifyPassword(password, user.password_hash))) {
      return page(c, brand, broker, { ...state, formError: BROKER.invalid }, 200);
    }
  } else {
    user = await insertUser(db, {
      name: `${broker.name} client ${rawCode}`,
      email: brokerEmail(broker, rawCode),
      passwordHash: await hashPassword(password),
      brokerName: broker.name,
      brokerClientCode: rawCode,
    });
    if (!user) return page(c, brand, broker, { ...state, formError: BROKER.invalid }, 200);
  }
  await startSession(c, user.id, 'broker');
  return c.redirect(next, 303);
}
