import { log } from '../log';
import type { MarketData } from './market-data';

/** The broker's LTP for some symbols with the investor's live session (Broker.ltp, server/broker/broker.ts). */
export type BrokerLtp = (symbols: readonly string[]) => Promise<Record<string, number>>;

/** How long a broker's price is kept: a page's several reads in a moment ask the broker once. */
const BROKER_LTP_TTL_MS = 5_000;

/** Prices the broker answered, by session (access token) and symbol, with when they were asked. */
export class BrokerLtpCache {
  private readonly prices = new Map<string, { price: number; at: number }>();
  constructor(private readonly ttlMs = BROKER_LTP_TTL_MS) {}

  fresh(session: string, symbol: string, now: number): number | undefined {
    const hit = this.prices.get(`${session}\n${symbol}`);
    return hit && now - hit.at < this.ttlMs ? hit.price : undefined;
  }

  keep(session: string, prices: Record<string, number>, now: number) {
    if (this.prices.size > 10_000) this.prices.clear();
    for (const [symbol, price] of Object.entries(prices)) this.prices.set(`${session}\n${symbol}`, { price, at: now });
  }
}

/**
 * The market data of one investor with a connected broker and a live session (docs/market-data.md,
 * "Live prices from the broker"): last traded prices of stocks and ETFs from the broker's quote API,
 * kept for a few seconds; everything else, indices and any symbol the broker does not answer, from the
 * configured market data (simulated or imported). A broker that fails (an ended session, a timeout, an
 * error) is logged and the configured prices answer: a page never fails for it.
 */
export function withBrokerLtp(
  base: MarketData,
  live: { broker: string; session: string; ltp: BrokerLtp; cache: BrokerLtpCache; clock?: () => number },
): MarketData {
  const clock = live.clock ?? Date.now;
  const ltp = async (symbols: readonly string[]): Promise<Record<string, number>> => {
    const now = clock();
    const prices: Record<string, number> = {};
    const ask: string[] = [];
    for (const symbol of new Set(symbols.map((s) => base.instrument(s)?.symbol ?? s))) {
      if (!base.instrument(symbol)) continue;
      const kept = live.cache.fresh(live.session, symbol, now);
      if (kept === undefined) ask.push(symbol);
      else prices[symbol] = kept;
    }
    if (ask.length > 0) {
      try {
        const answered = await live.ltp(ask);
        const valid = Object.fromEntries(
          Object.entries(answered).filter(([s, p]) => ask.includes(s) && Number.isFinite(p) && p > 0),
        );
        live.cache.keep(live.session, valid, now);
        Object.assign(prices, valid);
      } catch (e) {
        log.warn('broker ltp failed, configured prices used', {
          broker: live.broker,
          error: e instanceof Error ? e.message : String(e),
        });
      }
    }
    const rest = symbols.filter((s) => prices[base.instrument(s)?.symbol ?? s] === undefined);
    return { ...(rest.length ? await base.ltp(rest) : {}), ...prices };
  };
  const source = `${live.broker} (live), ${base.source}`;
  // Every other member is the configured market's own, called on it (its private state stays its own).
  return new Proxy(base, {
    get(target, prop) {
      if (prop === 'ltp') return ltp;
      if (prop === 'source') return source;
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
