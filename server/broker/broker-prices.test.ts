import { describe, expect, it } from 'vitest';
import { API } from '#contract/http/api-paths';
import type { InvestmentDetailsBody, InvestmentsBody } from '#contract/investments/types';
import type { BrokerDirectory } from './broker';
import { createBrokerDirectory } from './broker-directory';
import { testServerPerFile } from '../test-server-per-file';
import { connectBroker, signedIn, userIdOf } from '../trading/testing/trading-test-fixtures';
import { constituents, insertInvestment } from '../investments/testing/investment-test-fixtures';

// A live broker price reaching the investor's pages through the HTTP routes (docs/market-data.md, "Live
// prices from the broker"): the brand's Kite Connect broker, the simulated broker behind it, whose LTP
// answers are moved on the wire by ₹1.50 so that a broker's price cannot be mistaken for the market's.
const MOVE = 1.5;
let directory: BrokerDirectory | undefined;
const asked: string[][] = [];
const file = testServerPerFile({ responseCache: { ttlSeconds: 0 }, brokers: (b, k) => directory!(b, k) });

/** The app's fetch to the simulated broker, every /quote/ltp answer's last_price moved by MOVE. */
async function movedQuotes(request: Request): Promise<Response> {
  const res = await file.t.app.fetch(request);
  const url = new URL(request.url);
  if (url.pathname !== '/quote/ltp' || res.status !== 200) return res;
  asked.push(url.searchParams.getAll('i'));
  const body = (await res.json()) as { status: string; data: Record<string, { last_price: number }> };
  for (const q of Object.values(body.data)) q.last_price = Math.round((q.last_price + MOVE) * 100) / 100;
  return Response.json(body);
}

async function investorWithInvestment() {
  directory ??= createBrokerDirectory({
    fetch: movedQuotes,
    brokerRoot: file.t.devRoots.broker,
    now: () => file.t.market.now(),
    db: file.t.db,
  });
  const api = await signedIn(file.t);
  const linkId = await connectBroker(file.t, api);
  const stocks = (await constituents(file.t, 'cash-flow-champions', 4)).slice(0, 3);
  const holdings = stocks.map((s, i) => ({ symbol: s.symbol, quantity: 10 + i, average_price: 100 }));
  const userId = await userIdOf(file.t.db);
  // One active investment per basket and broker: the seed's makes way.
  await file.t.db.query(`UPDATE investments SET status = 'closed' WHERE user_id = $1 AND broker_link_id = $2`, [
    userId,
    linkId,
  ]);
  const { hash } = await insertInvestment(
    file.t,
    userId,
    { basket: 'cash-flow-champions', version: 4, holdings },
    linkId,
  );
  const market = await file.t.market.ltp(holdings.map((h) => h.symbol));
  return { api, hash, holdings, market, linkId };
}

describe("the investor's pages at the connected broker's last prices", () => {
  it('values an investment at the Kite broker’s LTP over the my-baskets routes while its session is live', async () => {
    const { api, hash, holdings, market, linkId } = await investorWithInvestment();
    const details = await api.get(`${API.myBaskets.investment}?investment=${hash}`);
    expect(details.status).toBe(200);
    const body = details.body as unknown as InvestmentDetailsBody;
    const broker = (s: string) => Math.round((market[s]! + MOVE) * 100) / 100;
    for (const h of holdings) {
      const shown = body.holdings.find((x) => x.symbol === h.symbol)!;
      expect(shown.last_price).toBe(broker(h.symbol));
      expect(shown.value).toBeCloseTo(h.quantity * broker(h.symbol), 2);
    }
    const value = holdings.reduce((s, h) => s + h.quantity * broker(h.symbol), 0);
    expect(body.current_value).toBeCloseTo(value, 2);
    // The broker was asked through Kite's quote API, for these NSE symbols.
    expect(asked.flat()).toEqual(expect.arrayContaining(holdings.map((h) => `NSE:${h.symbol}`)));

    const list = await api.get(API.myBaskets.investments);
    const listed = (list.body as unknown as InvestmentsBody).investments.find((i) => i.investment === hash)!;
    expect(listed.current_value).toBeCloseTo(value, 2);

    // Once the session has ended (by the market clock), the same route answers the configured market's prices.
    const before = new Date(file.t.market.now().getTime() - 60_000);
    await file.t.db.query(`UPDATE broker_links SET expires_at = $2 WHERE id = $1`, [linkId, before.toISOString()]);
    const ended = (await api.get(`${API.myBaskets.investment}?investment=${hash}`))
      .body as unknown as InvestmentDetailsBody;
    for (const h of holdings)
      expect(ended.holdings.find((x) => x.symbol === h.symbol)!.last_price).toBe(market[h.symbol]);
    const configured = holdings.reduce((s, h) => s + h.quantity * market[h.symbol]!, 0);
    expect(ended.current_value).toBeCloseTo(configured, 2);
  });
});
