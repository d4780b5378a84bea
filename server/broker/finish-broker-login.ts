import type { Context } from 'hono';
import { safeNextPath } from '#contract/auth/next-path';
import { API, apiPath } from '#contract/http/api-paths';
import type { AppEnv } from '../app-env';
import { brokerDisplayName } from '../auth/broker';
import { startSession } from '../auth/session-cookie';
import { brokerAccountEmail, findBrokerUser, insertUser } from '../auth/users';
import type { Queryable } from '../db/database';
import { cacheScope } from '../cache/cache-marks';
import { log } from '../log';
import { isHttps } from '../security/client-address';
import { saveLink, type SignInRow } from './broker-links-store';

/** Back to the app's broker sign-in error page, saying why (docs/brokers.md). */
export const loginError = (c: Context, brokerId: string, reason: 'cancelled' | 'expired' | 'failed') => {
  cacheScope(c, 'private');
  return c.redirect(`/loginerror/?${new URLSearchParams({ broker: brokerId, reason }).toString()}`, 303);
};

/** Where the broker sends the browser back: this brand's callback, on the host the browser used. */
export const brokerCallbackUrl = (c: Context, brokerId: string) =>
  `${isHttps(c) ? 'https' : 'http'}://${c.req.header('host') ?? c.var.brand.hosts[0]}${apiPath(
    c.var.brand.segment,
    API.broker.callback(brokerId),
  )}`;

/** The brand's broker with this id, if the brand has it. */
export const brandBroker = (c: Context, brokerId: string) => c.var.brand.brokers.find((b) => b.id === brokerId);
export type BrandBroker = NonNullable<ReturnType<typeof brandBroker>>;
export type BrokerClient = NonNullable<ReturnType<AppEnv['Variables']['brokers']>>;

/** The account of a client of the brand's broker: found by broker and client code, or opened now. */
async function brokerClient(db: Queryable, broker: BrandBroker, clientCode: string) {
  const found = await findBrokerUser(db, broker.name, clientCode);
  if (found) return found;
  const made = await insertUser(db, {
    name: brokerDisplayName(broker),
    email: brokerAccountEmail(broker.name, clientCode),
    brokerName: broker.name,
    brokerClientCode: clientCode,
  });
  // Two first sign-ins at once: the other one opened it.
  return made ?? (await findBrokerUser(db, broker.name, clientCode));
}

/**
 * The broker's return for a visitor's sign-in (a brand entered only through its broker): the request
 * token is exchanged at the broker, whose answer names the client; their account is found or opened,
 * signed in (a 'broker' session, as the brand's sign-in page starts) and connected to the broker with
 * that same session, so Invest never asks for the broker again.
 */
export async function finishBrokerLogin(
  c: Context,
  signIn: SignInRow & { expired: boolean },
  config: BrandBroker,
  broker: BrokerClient,
) {
  const brokerId = config.id;
  const back = broker.signInReturn((name) => c.req.query(name));
  if (back.cancelled) return loginError(c, brokerId, 'cancelled');
  if (signIn.expired) return loginError(c, brokerId, 'expired');
  const requestToken = back.token;
  if (!requestToken || requestToken.length > 200) return loginError(c, brokerId, 'failed');
  try {
    const s = await broker.createSession(requestToken, { redirectUrl: brokerCallbackUrl(c, brokerId) });
    const user = await brokerClient(c.var.db, config, s.clientCode);
    if (!user) return loginError(c, brokerId, 'failed');
    await saveLink(c.var.db, {
      userId: user.id,
      brandId: c.var.brand.id,
      brokerId,
      clientCode: s.clientCode,
      accessToken: s.accessToken,
      expiresAt: s.expiresAt,
    });
    await startSession(c as Context<AppEnv>, user.id, 'broker');
  } catch (e) {
    log.warn('broker sign-in refused', { broker: brokerId, error: e instanceof Error ? e.message : String(e) });
    return loginError(c, brokerId, 'failed');
  }
  cacheScope(c, 'private');
  return c.redirect(safeNextPath(signIn.next_path), 303);
}
