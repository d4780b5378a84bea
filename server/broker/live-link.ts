import type { Context } from 'hono';
import { SESSION_MESSAGES } from '#contract/auth/session-messages';
import { TRADING } from '#contract/trading/messages';
import type { BrokerSessionEndedBody } from '#contract/trading/types';
import { AppError } from '../http/app-error';
import type { Queryable } from '../db/database';
import type { UserEnv } from '../auth/guards';
import { connectedLink, forgetSession, type BrokerLinkRow } from './broker-links-store';
import { BrokerSessionEnded, type Broker } from './broker';

/** A connected broker with a live session: the link (its access_token is set) and the brand's Broker. */
export interface LiveBrokerLink {
  link: BrokerLinkRow & { access_token: string; expires_at: Date };
  broker: Broker;
}

/**
 * The refusal for a broker session that has ended: head.status '110' with 'Session Timed Out!' (as
 * server/auth/guards.ts sessionExpired), naming the broker (BrokerSessionEndedBody): the app keeps the
 * user signed in and asks for the sign-in at that broker again (decision 0130). The link keeps its
 * account; its token is forgotten.
 */
export async function brokerSessionEnded(db: Queryable, link: Pick<BrokerLinkRow, 'id' | 'broker_id'>) {
  await forgetSession(db, link.id);
  const body: BrokerSessionEndedBody = { broker_id: link.broker_id };
  return new AppError('broker-session-expired', SESSION_MESSAGES.sessionTimedOut, { body });
}

/**
 * The signed-in user's live session at a brand broker. Throws AppError: 400
 * TRADING.brokerNotConnected when the user has not connected it, '110' when the session ended
 * (06:00 IST by the market clock, or the broker refused the token when `verify` asks it).
 */
export async function liveBrokerLink(
  c: Context<UserEnv>,
  brokerId: string,
  { verify = false }: { verify?: boolean } = {},
): Promise<LiveBrokerLink> {
  const broker = c.var.brokers(c.var.brand.id, brokerId);
  if (!broker) throw new AppError('invalid', TRADING.brokerNotConnected);
  const link = await connectedLink(c.var.db, c.var.user.id, c.var.brand.id, brokerId);
  if (!link) throw new AppError('invalid', TRADING.brokerNotConnected);
  if (!link.access_token || !link.expires_at || link.expires_at.getTime() <= c.var.market.now().getTime()) {
    throw await brokerSessionEnded(c.var.db, link);
  }
  const live = { link: { ...link, access_token: link.access_token, expires_at: link.expires_at }, broker };
  if (verify) await withBrokerSession(c.var.db, live, (b, token) => b.funds(token));
  return live;
}

/**
 * Runs a call at the broker with the live session; a BrokerSessionEnded becomes the '110' refusal.
 * Other errors (BrokerRefused…) are the caller's.
 */
export async function withBrokerSession<T>(
  db: Queryable,
  { link, broker }: LiveBrokerLink,
  call: (broker: Broker, accessToken: string) => Promise<T>,
): Promise<T> {
  try {
    return await call(broker, link.access_token);
  } catch (e) {
    if (e instanceof BrokerSessionEnded) throw await brokerSessionEnded(db, link);
    throw e;
  }
}
