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
function csrfToken(c: Context): string {
  let nonce = getCookie(c, CSRF_COOKIE);
  if (!nonce || !/^[A-Za-z0-9_-]{22}$/.test(nonce)) {
    nonce = randomBytes(16).toString('base64url');
    setCookie(c, CSRF_COOKIE, nonce, { path: '/connect/', httpOnly: true, sameSite: 'Lax', secure: isHttps(c) });
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

function redirectUrl(c: Context, app: SimApp, params: Record<string, string>) {
  const port = /:(\d{1,5})$/.exec(c.req.header('host') ?? '')?.[1];
  const url = new URL(registeredRedirectUrl(app, isHttps(c) ? 'https' : 'http', port));
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url;
}

function page(
  c: Context<SimEnv>,
  app: SimApp,
  state: string,
  extra: Partial<SimLoginState>,
  status: 200 | 400 | 403 | 429,
) {
  const cancel = redirectUrl(c, app, { status: 'cancelled', state });
  const body: SimLoginState = {
    company: c.var.simCompany.name,
    appName: app.brand.displayName,
    apiKey: app.apiKey,
    state,
    csrfToken: csrfToken(c),
    cancelUrl: cancel.toString(),
    ...extra,
  };
  c.header('Cache-Control', 'no-store');
  c.header('Content-Security-Policy', simLoginCsp(cancel.origin));
  return c.html(simLoginPage(body).value, status);
}

const refuse = (c: Context) => c.text('Unknown app or sign-in request.', 400, { 'Cache-Control': 'no-store' });

/**
 * The broker's sign-in (Kite's /connect/login?v=3&api_key=…&redirect_params=…): the app's api_key and
 * its state (in redirect_params) in; on success a 303 to the app's registered redirect URL with a
 * one-time request_token, action=login, status=success and the state, never anywhere else. A
 * client ID seen for the first time opens an account with the starting funds (SIM_BROKER_START_FUNDS).
 */
export function simLoginRoutes() {
  const r = new Hono<SimEnv>();
  r.get('/connect/login', (c) => {
    const app = simApp(c.var.devRoots.broker, c.var.simCompany, c.req.query('api_key'));
    // Kite carries the app's own parameters in `redirect_params` and sends them back on the redirect.
    const state = new URLSearchParams(c.req.query('redirect_params') ?? '').get('state') ?? '';
    if (!app || c.req.query('v') !== '3' || !STATE.test(state)) return refuse(c);
    return page(c, app, state, {}, 200);
  });

  r.post('/connect/login', async (c) => {
    const form = await c.req.parseBody();
    const app = simApp(
      c.var.devRoots.broker,
      c.var.simCompany,
      typeof form.api_key === 'string' ? form.api_key : undefined,
    );
    const state = typeof form.state === 'string' ? form.state : '';
    if (!app || !STATE.test(state)) return refuse(c);
    const clientCode = typeof form.client_id === 'string' ? form.client_id.trim().toUpperCase().slice(0, 12) : '';
    const password = typeof form.password === 'string' ? form.password : '';
    if (!csrfAccepted(c, form.csrf)) {
      return page(c, app, state, { clientCode, error: 'This form has expired. Sign in again.' }, 403);
    }
    if (!CLIENT_CODE.test(clientCode) || password.length < 6 || password.length > 128) {
      return page(c, app, state, { clientCode, error: INVALID }, 200);
    }
    const company = c.var.simCompany.key;
    const attempt = await startSignIn(c, `sim-broker:${company}:${clientCode}`);
    if (attempt.throttled) {
      const error = signInRetryMessage(c, attempt.throttled.retryAfterSeconds);
      return page(c, app, state, { clientCode, error }, 429);
    }
    const db = c.var.db;
    let account = await findAccount(db, company, clientCode);
    if (account && !(await verifyPassword(password, account.password_hash))) {
      return page(c, app, state, { clientCode, error: INVALID }, 200);
    }
    account ??= await openAccount(db, company, clientCode, await hashPassword(password));
    if (!account) return page(c, app, state, { clientCode, error: INVALID }, 200);
    await attempt.succeeded();
    const requestToken = await issueRequestToken(db, account.id, app.apiKey, c.var.market.now());
    c.header('Cache-Control', 'no-store');
    return c.redirect(
      redirectUrl(c, app, { request_token: requestToken, action: 'login', status: 'success', state }).toString(),
      303,
    );
  });
  return r;
}
