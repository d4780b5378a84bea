import { describe, expect, it } from 'vitest';
import { BUY_ONLY_MESSAGES } from '#contract/investments/buy-only';
import type { InvestmentDetailsBody, RebalanceDetailsBody, RebalanceHistoryBody } from '#contract/investments/types';
import type { TradeBody } from '#contract/trading/types';
import { formatRupees } from '#contract/locale/format';
import { blogCaller } from '../blog/testing/blog-test-client';
import { testServerPerFile } from '../test-server-per-file';
import { INVESTMENT } from './investment-messages';
import { behindOneVersion, clientKey } from './testing/behind-one-version';
import { starfolio } from './testing/investment-test-fixtures';

// The buy-only rebalance (decision 0297) against the real simulated broker: market orders fill at once inside
// the window (TEST_MARKET_NOW, Friday 11:00 IST).
const ctx = testServerPerFile({ responseCache: { ttlSeconds: 0 } }, (t) => blogCaller(t, starfolio));

const details = (hash: string, token: string, query: string) =>
  ctx.api.get<RebalanceDetailsBody>(`rebalance/details/?investment=${hash}&${query}`, token);
const bought = (lines: RebalanceDetailsBody['lines']) =>
  lines.filter((l) => l.quantity > 0).map((l) => `${l.side} ${l.symbol} ${l.quantity}`);

describe('the buy-only rebalance preview', () => {
  it('buys with the new money, sells nothing, and shows the drift left and the sales it avoids', async () => {
    const { u, hash } = await behindOneVersion(ctx.t);
    const a = await details(hash, u.token, 'mode=BUY_ONLY&amount=20000');
    expect(a.status).toBe(200);
    const body = a.body;
    expect(body.mode).toBe('BUY_ONLY');
    expect(bought(body.lines).length).toBeGreaterThan(0);
    expect(body.lines.filter((l) => l.quantity > 0).every((l) => l.side === 'BUY')).toBe(true);
    const cost = body.lines.reduce((s, l) => s + Math.round(l.value * 100), 0);
    expect(cost).toBeLessThanOrEqual(2_000_000);
    expect(body.buy_only).toMatchObject({ amount: 20_000, spent: cost / 100, leftover: (2_000_000 - cost) / 100 });
    expect(body.net_cash).toBe(-cost / 100);
    expect(body.buy_only!.drift_after).toBeLessThanOrEqual(body.buy_only!.drift_before);
    expect(body.dp_charges).toEqual({ per_stock: 15.34, stocks_sold: 0, total: 0 });
    expect(body.charges.total).toBeGreaterThan(0);

    // The sales it avoids are the ones the selling modes' previews show, each with its depository charge.
    for (const mode of ['RECOMMENDED_CHANGES', 'ADJUST_ALL_STOCK'] as const) {
      const other = await details(hash, u.token, `mode=${mode}`);
      const sells = other.body.lines.filter((l) => l.side === 'SELL' && l.quantity > 0).length;
      expect(body.sales[mode]).toBe(sells);
      expect(other.body.sales).toEqual(body.sales);
      expect(other.body.dp_charges).toEqual({ per_stock: 15.34, stocks_sold: sells, total: (1534 * sells) / 100 });
      expect(other.body.buy_only).toBeNull();
    }
    expect(body.sales.ADJUST_ALL_STOCK).toBeGreaterThan(0);
  });

  it('refuses a missing, bad or misplaced amount, and one that buys no share, with a 400', async () => {
    const { u, hash } = await behindOneVersion(ctx.t);
    const refused = async (query: string, message: string) => {
      const a = await details(hash, u.token, query);
      expect([a.status, a.body]).toEqual([400, { errors: { amount: message } }]);
    };
    await refused('mode=BUY_ONLY', BUY_ONLY_MESSAGES.amountNeeded);
    await refused('mode=BUY_ONLY&amount=0', BUY_ONLY_MESSAGES.badAmount);
    await refused('mode=BUY_ONLY&amount=12.345', BUY_ONLY_MESSAGES.badAmount);
    await refused('mode=BUY_ONLY&amount=lots', BUY_ONLY_MESSAGES.badAmount);
    await refused('mode=BUY_ONLY&amount=100000001', BUY_ONLY_MESSAGES.badAmount);
    await refused('mode=RECOMMENDED_CHANGES&amount=100', BUY_ONLY_MESSAGES.amountOnlyBuyOnly);
    const small = await details(hash, u.token, 'mode=BUY_ONLY&amount=1');
    expect(small.status).toBe(400);
    expect(small.head.message).toMatch(/^₹1 buys no whole share of a stock below its weight\. Enter a larger amount/);
  });
});

describe('accepting the buy-only rebalance', () => {
  it('places only the previewed buys once per key, records the amount, and the investment follows the version', async () => {
    const { u, hash } = await behindOneVersion(ctx.t);
    const preview = await details(hash, u.token, 'mode=BUY_ONLY&amount=20000');
    const key = clientKey();
    const accept = { investment: hash, mode: 'BUY_ONLY', amount: 20_000, client_key: key };
    const a = await ctx.api.post<TradeBody>('rebalance/accept/', accept, u.token);
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ kind: 'rebalance', investment: hash, status: 'complete', amount: 20_000 });
    expect(a.body.lines.every((l) => l.side === 'BUY')).toBe(true);
    expect(a.body.lines.map((l) => `${l.side} ${l.symbol} ${l.quantity}`).sort()).toEqual(
      bought(preview.body.lines).sort(),
    );

    const again = await ctx.api.post<TradeBody>('rebalance/accept/', accept, u.token);
    expect([again.status, again.body.trade]).toEqual([200, a.body.trade]);
    const other = await ctx.api.post('rebalance/accept/', { ...accept, amount: 30_000 }, u.token);
    expect([other.status, other.head.message]).toEqual([409, INVESTMENT.buyOnlyOtherAmount(formatRupees(20_000))]);

    const history = await ctx.api.get<RebalanceHistoryBody>(`rebalance/history/?investment=${hash}`, u.token);
    expect(history.body.rebalances[0]).toMatchObject({ to_version: 6, status: 'accepted', mode: 'BUY_ONLY' });
    const d = await ctx.api.get<InvestmentDetailsBody>(`my-baskets/investment/?investment=${hash}`, u.token);
    // New money paid in: the rebalance's flows are the buys at their fill prices (within 1 % of the last prices).
    const paid = -d.body.cash_flows.filter((f) => f.kind === 'rebalance').reduce((s, f) => s + f.amount, 0);
    const spent = preview.body.buy_only!.spent;
    expect(paid).toBeGreaterThan(spent * 0.99);
    expect(paid).toBeLessThan(spent * 1.01);
    const { rows } = await ctx.t.db.query<{ version: number }>(
      'SELECT v.version FROM investments i JOIN basket_versions v ON v.id = i.version_id WHERE i.investment_hash = $1',
      [hash],
    );
    expect(rows[0]!.version).toBe(6);
  });

  it('refuses an accept without its amount, and places nothing', async () => {
    const { u, hash } = await behindOneVersion(ctx.t);
    const a = await ctx.api.post(
      'rebalance/accept/',
      { investment: hash, mode: 'BUY_ONLY', client_key: clientKey() },
      u.token,
    );
    expect([a.status, a.body]).toEqual([400, { errors: { amount: BUY_ONLY_MESSAGES.amountNeeded } }]);
    const { rows } = await ctx.t.db.query("SELECT 1 FROM trades WHERE kind = 'rebalance' AND user_id = $1", [u.id]);
    expect(rows).toEqual([]);
  });
});
