import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { API, apiPath } from '#contract/http/api-paths';
import { UPSTOX_ERRORS } from '../../broker/upstox/upstox-errors';
import { nextHalfPastThreeIst } from '../../broker/session-end';
import { endAccessToken, exchangeRequestToken, sessionOfBearer } from '../sim-books';
import { simApp, type SimApp } from '../sim-hosts';
import { isState, refuseSignIn, signInPage, signInPost, type SignInProtocol, type SimEnv } from '../sim-login-routes';
import { upstoxError, upstoxSuccess } from './upstox-sim-http';
import { upstoxToken } from './upstox-sim-shapes';

/** Upstox's authorization dialog (OAuth 2): `code` and `state` back; `error=access_denied` when the investor declines (RFC 6749 4.1.2.1). */
const UPSTOX_SIGN_IN: SignInProtocol = {
  path: '/v2/login/authorization/dialog',
  success: (code, state) => ({ code, state }),
  cancelled: (state) => ({ error: 'access_denied', state }),
};

/**
 * The app's registered redirect URI: its brand's callback for this broker on the brand's first host.
 * Upstox compares it exactly; the simulator lets the scheme and port be development's.
 */
function isRegisteredRedirect(app: SimApp, uri: string | undefined) {
  let url: URL;
  try {
    url = new URL(uri ?? '');
  } catch {
    return false;
  }
  const path = apiPath(app.brand.segment, API.broker.callback(app.broker.id));
  return /^https?:$/.test(url.protocol) && url.hostname === app.brand.hosts[0] && url.pathname === path && !url.search;
}

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Upstox's sign-in and token: GET /v2/login/authorization/dialog?response_type=code&client_id&redirect_uri&state
 * shows the broker's page (refused with UDAPI100068 for an unknown app or a redirect URI it did not
 * register); POST /v2/login/authorization/token exchanges the code for an access token, given the app's
 * secret and the same redirect URI; DELETE /v2/logout ends it. Tokens end at 03:30 IST, as Upstox's.
 */
export function upstoxSimLoginRoutes() {
  const r = new Hono<SimEnv>();
  r.get(UPSTOX_SIGN_IN.path, (c) => {
    const app = simApp(c.var.devRoots.broker, c.var.simCompany, c.req.query('client_id'));
    if (!app || !isRegisteredRedirect(app, c.req.query('redirect_uri'))) {
      return upstoxError(
        c,
        400,
        UPSTOX_ERRORS.clientOrRedirect,
        "Check your 'client_id' and 'redirect_uri'; one or both are incorrect.",
      );
    }
    const state = c.req.query('state') ?? '';
    if (c.req.query('response_type') !== 'code' || !isState(state)) return refuseSignIn(c);
    return signInPage(c, UPSTOX_SIGN_IN, app, state, {}, 200);
  });
  r.post(UPSTOX_SIGN_IN.path, signInPost(UPSTOX_SIGN_IN));

  r.post('/v2/login/authorization/token', async (c) => {
    const form = await c.req.parseBody();
    const text = (name: string) => (typeof form[name] === 'string' ? form[name] : '');
    const app = simApp(c.var.devRoots.broker, c.var.simCompany, text('client_id'));
    if (!app || !isRegisteredRedirect(app, text('redirect_uri'))) {
      return upstoxError(
        c,
        400,
        UPSTOX_ERRORS.clientOrRedirect,
        "Check your 'client_id' and 'redirect_uri'; one or both are incorrect.",
      );
    }
    if (text('grant_type') !== 'authorization_code' || !same(text('client_secret'), app.apiSecret)) {
      return upstoxError(c, 401, UPSTOX_ERRORS.invalidCredentials, 'Invalid Credentials');
    }
    const now = c.var.market.now();
    const s = await exchangeRequestToken(c.var.db, app.apiKey, text('code'), now, nextHalfPastThreeIst);
    if (!s) return upstoxError(c, 401, UPSTOX_ERRORS.invalidCredentials, 'Invalid Credentials');
    return c.json(upstoxToken(s));
  });

  r.delete('/v2/logout', async (c) => {
    const token = /^Bearer (\S{1,200})$/.exec(c.req.header('authorization') ?? '')?.[1];
    const now = c.var.market.now();
    const session = token ? await sessionOfBearer(c.var.db, c.var.simCompany.key, token, now) : undefined;
    if (!token || !session) return upstoxError(c, 401, UPSTOX_ERRORS.invalidToken, 'Invalid token used to access API');
    await endAccessToken(c.var.db, session.api_key, token, now);
    return upstoxSuccess(c, true);
  });
  return r;
}
