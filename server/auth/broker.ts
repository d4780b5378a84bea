import { randomInt } from 'node:crypto';
import type { Context } from 'hono';
import { validator } from 'hono/validator';
import { brokerSignInForm } from '#contract/auth/types';
import { fieldErrors } from '../http/validate';
import type { BrandConfig } from '../../brands/schema';
import type { AppEnv } from '../app-env';
import { csrfAccepted, currentCsrfToken } from '../security/csrf';
import { contentSecurityPolicy, styleHash } from '../security/headers';
import { brokerPageCss, brokerSignInPage, type BrokerFormState } from './broker-page';
import { BROKER } from './page-messages';
import { safeNextPath } from '#contract/auth/next-path';
import { hashPassword, verifyPassword } from './passwords';
import { startSession } from './session-cookie';
import { signInRetryMessage, startSignIn } from './sign-in-throttle';
import { brokerAccountEmail, findBrokerUser, insertUser } from './users';

type Broker = BrandConfig['brokers'][number];
const CSRF_FIELD = 'csrfmiddlewaretoken';

/** The csrftoken the browser holds, or the one issueCsrfCookie is setting on this very response. */
export const csrfTokenFor = (c: Context<AppEnv>): string => currentCsrfToken(c);

function page(c: Context<AppEnv>, brand: BrandConfig, broker: Broker, state: BrokerFormState, status: 200 | 403 | 429) {
  // The page holds a CSRF token: never cache it.
  c.header('Cache-Control', 'no-store');
  c.header('Content-Security-Policy', contentSecurityPolicy(c.var.cspNonce, [styleHash(brokerPageCss(brand.theme))]));
  return c.html(brokerSignInPage(brand, broker, state).value, status);
}

/**
 * The public name of an account opened by broker sign-in. Never the client code, which is the
 * account's sign-in name: the broker and a random number, so comments stay told apart.
 */
export const brokerDisplayName = (broker: Broker) => `${broker.name} investor ${randomInt(1000, 10_000)}`;

/** The sign-in form; `next` is the page's ?next=, already made safe (contract/auth/types.ts nextPathQuery). */
export function showBrokerSignIn(c: Context<AppEnv>, brand: BrandConfig, broker: Broker, next: string) {
  return page(c, brand, broker, { next, csrfToken: csrfTokenFor(c) }, 200);
}

/**
 * The simulated broker's sign-in (a form post, so a refusal re-renders the form with 200, as form
 * pages do; only a forged or stale form is a 403): the first sign-in with a client code opens that broker account with
 * the password given; later ones must match it. Success starts a 'broker' session, sets the jwt cookie
 * and redirects (303) to `next` — a same-site path only.
 */
/** The form, read through the contract schema; a refusal keeps what was typed so the page can show it again. */
interface BrokerFormInput {
  token: string;
  /** As sent; made safe by the handler (which falls back to ?next=). */
  next: unknown;
  clientCode: string;
  password: string;
  errors: Record<string, string>;
}

export const brokerForm = validator('form', (value): BrokerFormInput => {
  const parsed = brokerSignInForm.safeParse(value);
  const typed = brokerSignInForm.shape.clientCode.safeParse(value.clientCode);
  return {
    token: typeof value[CSRF_FIELD] === 'string' ? value[CSRF_FIELD] : '',
    next: value.next,
    clientCode: typed.success
      ? typed.data
      : typeof value.clientCode === 'string'
        ? value.clientCode.trim().toUpperCase().slice(0, 64)
        : '',
    password: parsed.success ? parsed.data.password : '',
    errors: parsed.success ? {} : fieldErrors(parsed.error),
  };
});

type BrokerFormContext = Context<AppEnv, string, { out: { form: BrokerFormInput } }>;

export async function submitBrokerSignIn(c: BrokerFormContext, brand: BrandConfig, broker: Broker, queryNext: string) {
  const form = c.req.valid('form');
  const next = form.next === undefined ? queryNext : safeNextPath(form.next);
  const state: BrokerFormState = { next, csrfToken: csrfTokenFor(c), clientCode: form.clientCode };
  if (!(await csrfAccepted(c, form.token))) {
    return page(c, brand, broker, { ...state, formError: BROKER.formExpired }, 403);
  }
  const { clientCode: codeError, password: passwordError } = form.errors;
  if (codeError || passwordError) {
    return page(c, brand, broker, { ...state, errors: { clientCode: codeError, password: passwordError } }, 200);
  }
  const rawCode = form.clientCode;
  const password = form.password;

  const attempt = await startSignIn(c, `broker:${broker.name}:${rawCode}`);
  if (attempt.throttled) {
    const formError = signInRetryMessage(c, attempt.throttled.retryAfterSeconds);
    return page(c, brand, broker, { ...state, formError }, 429);
  }
  const db = c.var.db;
  let user = await findBrokerUser(db, broker.name, rawCode);
  if (user) {
    if (!(await verifyPassword(password, user.password_hash))) {
      return page(c, brand, broker, { ...state, formError: BROKER.invalid }, 200);
    }
  } else {
    user = await insertUser(db, {
      name: brokerDisplayName(broker),
      email: brokerAccountEmail(broker.name, rawCode),
      passwordHash: await hashPassword(password),
      brokerName: broker.name,
      brokerClientCode: rawCode,
    });
    if (!user) return page(c, brand, broker, { ...state, formError: BROKER.invalid }, 200);
  }
  await attempt.succeeded();
  await startSession(c, user.id, 'broker');
  return c.redirect(next, 303);
}
