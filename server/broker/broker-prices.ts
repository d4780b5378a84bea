import { createMiddleware } from 'hono/factory';
import type { UserEnv } from '../auth/guards';
import { log } from '../log';
import { BrokerLtpCache, withBrokerLtp } from '../market/broker-ltp-market-data';
import { connectedLinks } from './broker-links-store';

/** One cache for the process: a page's reads and the next page's within seconds ask the broker once. */
const cache = new BrokerLtpCache();

/**
 * After requireUser, on the investor's own figures (docs/market-data.md, "Live prices from the broker"):
 * when the user has a connected broker on this brand with a live session (by the market clock) and the
 * broker has a quote API, the request's market answers last traded prices from it
 * (server/market/broker-ltp-market-data.ts); otherwise the configured market stays. Finding the link
 * never fails the request: a failure is logged and the configured prices answer.
 */
export const brokerPrices = createMiddleware<UserEnv>(async (c, next) => {
  try {
    const now = c.var.market.now().getTime();
    for (const link of await connectedLinks(c.var.db, c.var.user.id, c.var.brand.id)) {
      const broker = c.var.brokers(c.var.brand.id, link.broker_id);
      const token = link.access_token;
      if (!broker?.ltp || !token || !link.expires_at || link.expires_at.getTime() <= now) continue;
      const ltp = broker.ltp.bind(broker);
      c.set(
        'market',
        withBrokerLtp(c.var.market, { broker: broker.name, session: token, cache, ltp: (s) => ltp(token, s) }),
      );
      break;
    }
  } catch (e) {
    log.warn('broker prices not used', { error: e instanceof Error ? e.message : String(e) });
  }
  await next();
});
