import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { simSession } from '../../broker-sim/testing/sim-test-fixtures';
import { placeTrade } from '../../trading/place-trade';
import type { TestServer } from '../../test-support';
import { brokerLink, constituents, starfolio, testUser } from './investment-test-fixtures';

/** A client key no other test uses. */
export const clientKey = () => `k${randomUUID().replace(/-/g, '').slice(0, 20)}`;

/**
 * An investor with a live session at the simulated broker who bought Midcap Momentum's version 5
 * there (₹1,00,000 by weight at last prices, through placeTrade), before the adviser's version 6.
 */
export async function behindOneVersion(t: TestServer) {
  const u = await testUser(t);
  const session = await simSession(t, starfolio, { clientCode: `INV${randomUUID().slice(0, 6).toUpperCase()}` });
  const linkId = await brokerLink(t, u.id, { accessToken: session.accessToken, expiresAt: session.expiresAt });
  const stocks = await constituents(t, 'midcap-momentum', 5);
  const prices = await t.market.ltp(stocks.map((s) => s.symbol));
  const { rows } = await t.db.query<{ id: number }>("SELECT id FROM baskets WHERE basket_hash = 'midcap-momentum'");
  const { trade } = await placeTrade(
    { db: t.db, market: t.market },
    {
      userId: u.id,
      brokerLink: { id: linkId, accessToken: session.accessToken },
      broker: session.broker,
      basketId: rows[0]!.id,
      investmentId: null,
      kind: 'buy',
      orderType: 'MARKET',
      clientKey: clientKey(),
      amount: 100_000,
      lines: stocks.map((s) => ({
        symbol: s.symbol,
        side: 'BUY' as const,
        quantity: Math.floor((1000 * s.weight) / prices[s.symbol]!),
        indicativePrice: prices[s.symbol]!,
        limitPrice: null,
      })),
    },
  );
  expect(trade.status).toBe('complete');
  // The investment was made on the basket's latest version; it followed version 5 until version 6 came out.
  await t.db.query(
    `UPDATE investments SET version_id = (SELECT v.id FROM basket_versions v JOIN baskets b ON b.id = v.basket_id
                                           WHERE b.basket_hash = 'midcap-momentum' AND v.version = 5)
      WHERE investment_hash = $1`,
    [trade.investment],
  );
  return { u, hash: trade.investment!, session };
}
