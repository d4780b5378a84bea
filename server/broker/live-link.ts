import type { Context } from 'hono';
import { HEAD_STATUS } from '#contract/http/envelope';
import { SESSION_MESSAGES } from '#contract/auth/session-messages';
import { TRADING } from '#contract/trading/messages';
import type { BrokerSessionEndedBody } from '#contract/trading/types';
import { fail, withHeadStatus } from '../http/envelope';
import type { UserEnv } from '../auth/guards';
import { connectedLink, forgetSession, type BrokerLinkRow } from './broker-links-store';
import { BrokerSessionEnded, type Broker } from './broker';

/** A connected broker with a live session: the link (its access_token is set) and the brand's Broker. */
export interface LiveBrokerLink {
  link: BrokerLinkRow & { access_token: string; expires_at: Date };
  broker: Broker;
}

/**
 * head.status '110' with 'Session Timed Out!' (as server/auth/guards.ts sessionExpired), naming the
 * broker whose session ended (BrokerSessionEndedBody): the app keeps the user signed in and asks for
 * the sign-in at that broker again (decision 0130). The link keeps its account; its token is forgotten.
 */
export async function brokerSessionEnded(c: Context, link: Pick<BrokerLinkRow, 'id' | 'broker_id'>) {
  await forgetSession(c.var.db, link.id);
  return withHeadStatus<BrokerSessionEndedBody>(
    c,
    HEAD_STATUS.brokerSessionExpired,
    { broker_id: link.broker_id },
    SESSION_MESSAGES.sessionTimedOut,
  );
}

/**
 * The signed-in user's live session at a brand broker, or the answer to return: 400
 * TRADING.brokerNotConnected when the user has not connected it, '110' when the session ended
 * (06:00 IST by the market clock, or the broker refused the token when `verify` asks it).
 */
export async function liveBrokerLink(
  c: Context<UserEnv>,
  brokerId: string,
  { verify = false }: { verify?: boolean } = {},
): Promise<LiveBrokerLink | Response> {
  const broker = c.var.brokers(c.var.brand.id, brokerId);
  if (!broker) return fail(c, 400, TRADING.brokerNotConnected);
  const link = await connectedLink(c.var.db, c.var.user.id, c.var.brand.id, brokerId);
  if (!link) return fail(c, 400, TRADING.brokerNotConnected);
  if (!link.access_token || !link.expires_at || link.expires_at.getTime() <= c.var.market.now().getTime()) {
    return brokerSessionEnded(c, link);
  }
  const live = { link: { ...link, access_token: link.access_token, expires_at: link.expires_at }, broker };
  if (verify) {
    const ended = await withBrokerSession(c, live, (b, token) => b.funds(token));
    if (ended instanceof Response) return ended;
  }
  return live;
}

/**
 * Runs a call at the broker with the live session; a BrokerSessionEnded becomes the '110' answer.
 * Other errors (BrokerRefused…) are the caller's.
 */
export async function withBrokerSession<T>(
  c: Context,
  { link, broker }: LiveBrokerLink,
  call: (broker: Broker, accessToken: string) => Promise<T>,
): Promise<T | Response> {
  try {
    return await call(broker, link.access_token);
  } catch (e) {
    if (e instanceof BrokerSessionEnded) return brokerSessionEnded(c, link);
    throw e;
  }
}
