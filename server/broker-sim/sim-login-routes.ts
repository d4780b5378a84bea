import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../app-env';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { signInRetryMessage, startSignIn } from '../auth/sign-in-throttle';
import { isHttps } from '../security/client-address';
import { findAccount, issueRequestToken, openAccount } from './sim-books';
import { registeredRedirectUrl, simApp, type SimApp, type SimCompany } from './sim-hosts';
import { simLoginCsp, simLoginPage, type SimLoginState } from './sim-login-page';

export type SimEnv = AppEnv & { Variables: { simCompany: SimCompany } };

const CSRF_COOKIE = 'sim_broker_csrf';
const CLIENT_CODE = /^[A-Z0-9]{3,12}$/;
const STATE = /^[A-Za-z0-9_.~-]{1,200}$/;
const INVALID = 'Invalid client ID or password.';

const csrfFor = (c: Context, nonce: string) =>
  createHmac('sha256', c.var.jwtSecret).update(`sim-broker-csrf:${nonce}`).digest('base64url');

/** The form's token: an HMAC of the browser's cookie nonce (set now when it has none). */
function csrfToken(c: Context, path: string): string {
  let nonce = getCookie(c, CSRF_COOKIE);
  if (!nonce || !/^[A-Za-z0-9_-]{22}$/.test(nonce)) {
    nonce = randomBytes(16).toString('base64url');
    // Sent back only to the sign-in page's own path (Kite's /connect/login, Upstox's dialog).
    setCookie(c, CSRF_COOKIE, nonce, { path, httpOnly: true, sameSite: 'Lax', secure: isHttps(c) });
  }
  return csrfFor(c, nonce);
}

function csrfAccepted(c: Context, submitted: unknown): boolean {
  const nonce = getCookie(c, CSRF_COOKIE);
  if (!nonce || typeof submitted !== 'string') return false;
  const a = Buffer.from(csrfFor(c, nonce));
  const b = Buffer.from(submitted);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function redirectUrl(c: Context, app: SimApp, params: Record<string, string>) {
  const port = /:(\d{1,5})$/.exec(c.req.header('host') ?? '')?.[1];
  const url = new URL(registeredRedirectUrl(app, isHttps(c) ? 'https' : 'http', port));
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url;
}

/**
 * How a provider's sign-in page is reached and answers (Kite's /connect/login, Upstox's OAuth 2
 * authorization dialog): its path, and the parameters of the redirect back on success and on cancel.
 */
export interface SignInProtocol {
  path: string;
  success: (requestToken: string, state: string) => Record<string, string>;
  cancelled: (state: string) => Record<string, string>;
}

/** Kite's: request_token, action=login, status=success and the app's state; status=cancelled on cancel. */
const KITE_SIGN_IN: SignInProtocol = {
  path: '/connect/login',
  success: (requestToken, state) => ({ request_token: requestToken, action: 'login', status: 'success', state }),
  cancelled: (state) => ({ status: 'cancelled', state }),
};

/** The broker's sign-in page for an app and its state. */
export function signInPage(
  c: Context<SimEnv>,
  protocol: SignInProtocol,
  app: SimApp,
  state: string,
  extra: Partial<SimLoginState>,
  status: 200 | 400 | 403 | 429,
) {
  const cancel = redirectUrl(c, app, protocol.cancelled(state));
  const body: SimLoginState = {
    action: protocol.path,
    company: c.var.simCompany.name,
    appName: app.brand.displayName,
    apiKey: app.apiKey,
    state,
    csrfToken: csrfToken(c, protocol.path),
    cancelUrl: cancel.toString(),
    ...extra,
  };
  c.header('Cache-Control', 'no-store');
  c.header('Content-Security-Policy', simLoginCsp(cancel.origin));
  return c.html(simLoginPage(body).value, status);
}

export const refuseSignIn = (c: Context) =>
  c.text('Unknown app or sign-in request.', 400, { 'Cache-Control': 'no-store' });

/** A valid state: what the app sent, carried through the page and back. */
export const isState = (state: string) => STATE.test(state);

/**
 * The sign-in form's answer, the same at every provider: a client ID seen for the first time opens
 * an account with the starting funds (SIM_BROKER_START_FUNDS); on success a 303 to the app's
 * registered redirect URL with a one-time token and the state, never anywhere else.
 */
export function signInPost(protocol: SignInProtocol) {
  return async (c: Context<SimEnv>) => {
    const form = await c.req.parseBody();
    const app = simApp(
      c.var.devRoots.broker,
      c.var.simCompany,
      typeof form.api_key === 'string' ? form.api_key : undefined,
    );
    const state = typeof form.state === 'string' ? form.state : '';
    if (!app || !STATE.test(state)) return refuseSignIn(c);
    const clientCode = typeof form.client_id === 'string' ? form.client_id.trim().toUpperCase().slice(0, 12) : '';
    const password = typeof form.password === 'string' ? form.password : '';
    const again = (extra: Partial<SimLoginState>, status: 200 | 403 | 429) =>
      signInPage(c, protocol, app, state, { clientCode, ...extra }, status);
    if (!csrfAccepted(c, form.csrf)) return again({ error: 'This form has expired. Sign in again.' }, 403);
    if (!CLIENT_CODE.test(clientCode) || password.length < 6 || password.length > 128) {
      return again({ error: INVALID }, 200);
    }
    const company = c.var.simCompany.key;
    const attempt = await startSignIn(c, `sim-broker:${company}:${clientCode}`);
    if (attempt.throttled) return again({ error: signInRetryMessage(c, attempt.throttled.retryAfterSeconds) }, 429);
    const db = c.var.db;
    let account = await findAccount(db, company, clientCode);
    if (account && !(await verifyPassword(password, account.password_hash))) return again({ error: INVALID }, 200);
    account ??= await openAccount(db, company, clientCode, await hashPassword(password));
    if (!account) return again({ error: INVALID }, 200);
    await attempt.succeeded();
    const requestToken = await issueRequestToken(db, account.id, app.apiKey, c.var.market.now());
    c.header('Cache-Control', 'no-store');
    return c.redirect(redirectUrl(c, app, protocol.success(requestToken, state)).toString(), 303);
  };
}

/**
 * The broker's sign-in (Kite's /connect/login?v=3&api_key=…&redirect_params=…): the app's api_key and
 * its state (in redirect_params) in; the form's answer as signInPost says.
 */
export function simLoginRoutes() {
  const r = new Hono<SimEnv>();
  r.get(KITE_SIGN_IN.path, (c) => {
    const app = simApp(c.var.devRoots.broker, c.var.simCompany, c.req.query('api_key'));
    // Kite carries the app's own parameters in `redirect_params` and sends them back on the redirect.
    const state = new URLSearchParams(c.req.query('redirect_params') ?? '').get('state') ?? '';
    if (!app || c.req.query('v') !== '3' || !STATE.test(state)) return refuseSignIn(c);
    return signInPage(c, KITE_SIGN_IN, app, state, {}, 200);
  });
  r.post(KITE_SIGN_IN.path, signInPost(KITE_SIGN_IN));
  return r;
}
