import { createHash, randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { API, apiPath, routePath as at } from '#contract/http/api-paths';
import { safeNextPath } from '#contract/auth/next-path';
import { nextPathQuery } from '#contract/auth/types';
import { BROKER_LINK, TRADING } from '#contract/trading/messages';
import {
  brokerIdRequest,
  connectBrokerRequest,
  type ConnectBrokerBody,
  type ConnectedBrokersBody,
} from '#contract/trading/types';
import type { AppEnv } from '../../app-env';
import { requireUser, type UserEnv } from '../../auth/guards';
import { BROKER } from '../../auth/page-messages';
import { cacheScope } from '../../cache/cache-marks';
import { isHttps } from '../../security/client-address';
import { log } from '../../log';
import {
  connectedLink,
  connectedLinks,
  disconnectLink,
  insertLoginSignIn,
  insertSignIn,
  saveLink,
  takeLoginSignIn,
  takeSignIn,
} from '../broker-links-store';
import { brandBroker, brokerCallbackUrl, finishBrokerLogin, loginError } from '../finish-broker-login';
import { callbackUserId } from '../broker-callback-user';
import { fail, ok } from '../../http/envelope';
import { jsonBodyNeeded, validate } from '../../http/validate';

/** A sign-in at the broker must come back within 30 minutes (migration 0011 broker_sign_ins). */
export const SIGN_IN_STATE_MINUTES = 30;
const DEFAULT_NEXT = '/settings/brokers/';

const brokerIdNeeded = jsonBodyNeeded('{"broker_id": "sec"}');

/**
 * The cookie that binds a visitor's sign-in at the broker to the browser that started it (decision
 * 0243): sent only to the broker calls, read once by the callback.
 */
export const BROKER_LOGIN_COOKIE = 'broker_login';
const loginCookie = (c: Context) => ({
  path: apiPath(c.var.brand.segment, 'broker/'),
  httpOnly: true,
  sameSite: 'Lax' as const,
  secure: isHttps(c),
});
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Connecting a broker for trading (docs/brokers.md): the list, the redirect to the broker's sign-in
 * with a one-time state, the broker's redirect back with a request token (exchanged at the broker for
 * a session), and disconnecting. Every call needs a signed-in user; answers are private.
 */
export function brokerLinkRoutes() {
  const r = new Hono<AppEnv>();

  r.get(at(API.broker.list), requireUser, async (c: Context<UserEnv>) => {
    const now = c.var.market.now().getTime();
    const links = await connectedLinks(c.var.db, c.var.user.id, c.var.brand.id);
    const names = new Map(c.var.brand.brokers.map((b) => [b.id, b.name]));
    const body: ConnectedBrokersBody = {
      brokers: links
        .filter((l) => names.has(l.broker_id))
        .map((l) => {
          const active = !!l.access_token && !!l.expires_at && l.expires_at.getTime() > now;
          return {
            broker_id: l.broker_id,
            name: names.get(l.broker_id)!,
            client_code: l.client_code,
            connected_at: l.connected_at.toISOString(),
            session_expires_at: active ? l.expires_at!.toISOString() : null,
            session_active: active,
          };
        }),
      available: c.var.brand.brokers
        .filter((b) => !links.some((l) => l.broker_id === b.id))
        .map((b) => ({ broker_id: b.id, name: b.name })),
    };
    cacheScope(c, 'private');
    return ok(c, body);
  });

  r.post(
    at(API.broker.connect),
    requireUser,
    validate('json', connectBrokerRequest, { badBody: brokerIdNeeded }),
    async (c) => {
      const { broker_id, next } = c.req.valid('json');
      cacheScope(c, 'private');
      const broker = brandBroker(c, broker_id) && c.var.brokers(c.var.brand.id, broker_id);
      if (!broker) return fail(c, 400, `This site has no broker ${broker_id}.`);
      const state = randomBytes(24).toString('base64url');
      const nextPath = next === undefined ? DEFAULT_NEXT : safeNextPath(next);
      await insertSignIn(c.var.db, {
        state,
        userId: c.var.user.id,
        brandId: c.var.brand.id,
        brokerId: broker_id,
        nextPath,
      });
      return ok<ConnectBrokerBody>(c, {
        redirect: broker.signInUrl({ state, redirectUrl: brokerCallbackUrl(c, broker_id) }),
      });
    },
  );

  /**
   * Signing in on a brand entered only through its broker (loginType 'broker', decision 0243): the
   * visitor goes to the broker's own sign-in with a one-time state bound to this browser, and comes
   * back through the callback signed in and connected. Other brands sign in at their broker's page
   * (server/auth/broker.ts) and connect a broker for trading separately.
   */
  r.get(at(API.broker.login(':brokerId')), validate('query', nextPathQuery), async (c) => {
    const brokerId = (c.req.param('brokerId') ?? '').slice(0, 40);
    const config = brandBroker(c, brokerId);
    const broker = config && c.var.brokers(c.var.brand.id, brokerId);
    cacheScope(c, 'private');
    if (c.var.brand.loginType !== 'broker' || !broker) return c.text(BROKER.notOffered, 404);
    const state = randomBytes(24).toString('base64url');
    const binding = randomBytes(24).toString('base64url');
    await insertLoginSignIn(c.var.db, {
      state,
      browserHash: sha256(binding),
      brandId: c.var.brand.id,
      brokerId,
      nextPath: c.req.valid('query').next,
    });
    setCookie(c, BROKER_LOGIN_COOKIE, binding, { ...loginCookie(c), maxAge: SIGN_IN_STATE_MINUTES * 60 });
    return c.redirect(broker.signInUrl({ state, redirectUrl: brokerCallbackUrl(c, brokerId) }), 303);
  });

  // The browser arrives from the broker's page: every failure is a redirect to /loginerror/, never JSON.
  r.get(at(API.broker.callback(':brokerId')), async (c) => {
    const brokerId = (c.req.param('brokerId') ?? '').slice(0, 40);
    const config = brandBroker(c, brokerId);
    const broker = config && c.var.brokers(c.var.brand.id, brokerId);
    const state = c.req.query('state');
    if (!config || !broker || !state) return loginError(c, brokerId, 'failed');
    // A visitor's sign-in, in the browser that started it.
    const binding = getCookie(c, BROKER_LOGIN_COOKIE);
    if (binding) {
      deleteCookie(c, BROKER_LOGIN_COOKIE, loginCookie(c));
      const login = await takeLoginSignIn(c.var.db, {
        state,
        browserHash: sha256(binding),
        brandId: c.var.brand.id,
        brokerId,
        minutes: SIGN_IN_STATE_MINUTES,
      });
      if (login) return finishBrokerLogin(c, login, config, broker);
    }
    const userId = await callbackUserId(c);
    if (userId === undefined) return loginError(c, brokerId, 'failed');
    const signIn = await takeSignIn(c.var.db, {
      state,
      userId,
      brandId: c.var.brand.id,
      brokerId,
      minutes: SIGN_IN_STATE_MINUTES,
    });
    if (!signIn) return loginError(c, brokerId, 'failed');
    const back = broker.signInReturn((name) => c.req.query(name));
    if (back.cancelled) return loginError(c, brokerId, 'cancelled');
    if (signIn.expired) return loginError(c, brokerId, 'expired');
    const requestToken = back.token;
    if (!requestToken || requestToken.length > 200) return loginError(c, brokerId, 'failed');
    try {
      const s = await broker.createSession(requestToken, { redirectUrl: brokerCallbackUrl(c, brokerId) });
      await saveLink(c.var.db, {
        userId,
        brandId: c.var.brand.id,
        brokerId,
        clientCode: s.clientCode,
        accessToken: s.accessToken,
        expiresAt: s.expiresAt,
      });
    } catch (e) {
      log.warn('broker session refused', { broker: brokerId, error: e instanceof Error ? e.message : String(e) });
      return loginError(c, brokerId, 'failed');
    }
    cacheScope(c, 'private');
    const next =
      signIn.next_path === DEFAULT_NEXT
        ? `${DEFAULT_NEXT}?connected=${encodeURIComponent(brokerId)}`
        : signIn.next_path;
    return c.redirect(safeNextPath(next), 303);
  });

  r.post(
    at(API.broker.delete),
    requireUser,
    validate('json', brokerIdRequest, { badBody: brokerIdNeeded }),
    async (c) => {
      const { broker_id } = c.req.valid('json');
      cacheScope(c, 'private');
      const link = await connectedLink(c.var.db, c.var.user.id, c.var.brand.id, broker_id);
      const broker = c.var.brokers(c.var.brand.id, broker_id);
      if (!link || !broker) return fail(c, 400, TRADING.brokerNotConnected);
      if (link.access_token) await broker.endSession(link.access_token);
      await disconnectLink(c.var.db, link.id);
      return ok(c, { broker_id, message: BROKER_LINK.disconnected(broker.name) });
    },
  );
  return r;
}
