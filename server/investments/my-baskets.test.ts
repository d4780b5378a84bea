import { describe, expect, it } from 'vitest';
import type {
  InvestmentChartBody,
  InvestmentDetailsBody,
  InvestmentsBody,
  MyBasketsSummaryBody,
} from '#contract/investments/types';
import { INVESTMENT } from './investment-messages';
import { createSession } from '../auth/session';
import { blogCaller } from '../blog/testing/blog-test-client';
import { TEST_MARKET_NOW } from '../test-support';
import { testServerPerFile } from '../test-server-per-file';
import { constituents, insertInvestment, starfolio, testUser } from './testing/investment-test-fixtures';

const ctx = testServerPerFile({ responseCache: { ttlSeconds: 0 } }, (t) => blogCaller(t, starfolio));

/** Ten shares of each of the version's first `n` stocks, and what they are worth at last prices. */
async function tenOfEach(basket: string, version: number, n = 4) {
  const stocks = (await constituents(ctx.t, basket, version)).slice(0, n);
  const prices = await ctx.t.market.ltp(stocks.map((s) => s.symbol));
  const holdings = stocks.map((s) => ({ symbol: s.symbol, quantity: 10, average_price: prices[s.symbol]! }));
  const value = Math.round(holdings.reduce((sum, h) => sum + 10 * prices[h.symbol]!, 0) * 100) / 100;
  return { holdings, value };
}

const YEAR_AGO = '2025-11-20T11:00:00+05:30';

describe('my-baskets figures', () => {
  it('answers a known XIRR: money grown 10 % in 365 days is 10 % a year', async () => {
    const u = await testUser(ctx.t);
    const { holdings, value } = await tenOfEach('cash-flow-champions', 4);
    const paid = Math.round((value / 1.1) * 100) / 100;
    const { hash } = await insertInvestment(ctx.t, u.id, {
      basket: 'cash-flow-champions',
      version: 4,
      holdings,
      startedAt: YEAR_AGO,
      flows: [{ kind: 'buy', amount: -paid, at: YEAR_AGO }],
    });
    const a = await ctx.api.get<InvestmentDetailsBody>(`my-baskets/investment/?investment=${hash}`, u.token);
    expect(a.status).toBe(200);
    expect(a.headers.get('x-cache-scope')).toBe('private');
    expect(a.body.invested).toBe(paid);
    expect(a.body.current_value).toBe(value);
    expect(a.body.profit_loss).toBeCloseTo(value - paid, 2);
    expect(a.body.returns_percent).toBeCloseTo(10, 1);
    expect(a.body.xirr_percent).toBeCloseTo(10, 1);
    expect(a.body.as_of).toBe(TEST_MARKET_NOW.toISOString());
    expect(a.body.holdings.map((h) => h.quantity)).toEqual([10, 10, 10, 10]);
    expect(a.body.holdings.reduce((s, h) => s + h.weight, 0)).toBeCloseTo(100, 1);
    expect(a.body.cash_flows).toEqual([{ kind: 'buy', amount: -paid, at: new Date(YEAR_AGO).toISOString() }]);
  });

  it('never counts proceeds re-invested by a rebalance as new money; money taken out lowers invested', async () => {
    const u = await testUser(ctx.t);
    const { holdings } = await tenOfEach('cash-flow-champions', 4);
    const flows = [
      { kind: 'buy' as const, amount: -50_000, at: YEAR_AGO },
      // A rebalance sold ₹20,000 and re-invested all of it in the same trade.
      { kind: 'rebalance' as const, amount: 20_000, at: '2026-03-02T10:30:00+05:30' },
      { kind: 'rebalance' as const, amount: -20_000, at: '2026-03-02T10:30:00+05:30' },
      { kind: 'sip' as const, amount: -5_000, at: '2026-06-22T10:30:00+05:30' },
      // A sale whose ₹3,000 the investor took out.
      { kind: 'sell' as const, amount: 3_000, at: '2026-09-01T10:30:00+05:30' },
    ];
    const { hash } = await insertInvestment(ctx.t, u.id, {
      basket: 'cash-flow-champions',
      version: 4,
      holdings,
      flows,
    });
    const a = await ctx.api.get<InvestmentDetailsBody>(`my-baskets/investment/?investment=${hash}`, u.token);
    expect(a.body.invested).toBe(52_000);
  });

  it('sums the active investments in the summary, and lists active and closed apart', async () => {
    const u = await testUser(ctx.t);
    const one = await tenOfEach('cash-flow-champions', 4, 2);
    const two = await tenOfEach('large-mid-blend', 4, 3);
    await insertInvestment(ctx.t, u.id, {
      basket: 'cash-flow-champions',
      version: 4,
      holdings: one.holdings,
      flows: [{ kind: 'buy', amount: -10_000, at: YEAR_AGO }],
    });
    await insertInvestment(ctx.t, u.id, {
      basket: 'large-mid-blend',
      version: 4,
      holdings: two.holdings,
      flows: [{ kind: 'buy', amount: -20_000, at: YEAR_AGO }],
    });
    await insertInvestment(ctx.t, u.id, {
      basket: 'midcap-momentum',
      version: 6,
      status: 'closed',
      holdings: [],
      flows: [
        { kind: 'buy', amount: -7_000, at: YEAR_AGO },
        { kind: 'exit', amount: 8_000, at: '2026-06-01T10:30:00+05:30' },
      ],
    });
    const s = await ctx.api.get<MyBasketsSummaryBody>('my-baskets/summary/', u.token);
    expect(s.body).toMatchObject({ invested: 30_000, investments: 2, as_of: TEST_MARKET_NOW.toISOString() });
    expect(s.body.held_a_year).toBe(true); // 2025-11-20 to the market clock's 2026-11-20: 365 days
    expect(s.body.xirr_percent).not.toBeNull();
    expect(s.body.current_value).toBeCloseTo(one.value + two.value, 2);
    expect(s.body.profit_loss).toBeCloseTo(one.value + two.value - 30_000, 2);
    const active = await ctx.api.get<InvestmentsBody>('my-baskets/investments/', u.token);
    expect(active.body.investments.map((i) => i.basket_hash).sort()).toEqual([
      'cash-flow-champions',
      'large-mid-blend',
    ]);
    const closed = await ctx.api.get<InvestmentsBody>('my-baskets/closed/', u.token);
    expect(closed.body.investments).toHaveLength(1);
    expect(closed.body.investments[0]).toMatchObject({
      basket_hash: 'midcap-momentum',
      status: 'closed',
      invested: -1_000,
      current_value: 0,
      paid_in: 7_000,
      taken_out: 8_000,
      profit_loss: 1_000,
      returns_percent: 14.29,
      held_a_year: false, // bought 2025-11-20, sold 2026-06-01
      xirr_percent: null,
      sip: null,
    });
  });

  it('shows no XIRR in the summary before a year: a new investor’s first days have the absolute return', async () => {
    const u = await testUser(ctx.t);
    const one = await tenOfEach('cash-flow-champions', 4, 2);
    const paid = Math.round((one.value / 1.03) * 100) / 100;
    await insertInvestment(ctx.t, u.id, {
      basket: 'cash-flow-champions',
      version: 4,
      holdings: one.holdings,
      flows: [{ kind: 'buy', amount: -paid, at: '2026-11-19T11:00:00+05:30' }],
    });
    const s = await ctx.api.get<MyBasketsSummaryBody>('my-baskets/summary/', u.token);
    // Annualised, +3 % in a day would read +48,48,172 %.
    expect(s.body).toMatchObject({ held_a_year: false, xirr_percent: null });
    expect(s.body.returns_percent).toBeCloseTo(3, 1);
  });
});

describe('my-baskets performance chart', () => {
  it('draws value against invested money from the start, daily for a year, to today at last prices', async () => {
    const u = await testUser(ctx.t);
    const { holdings, value } = await tenOfEach('cash-flow-champions', 4);
    const { hash } = await insertInvestment(ctx.t, u.id, {
      basket: 'cash-flow-champions',
      version: 4,
      holdings,
      boughtOn: '2026-05-04',
      startedAt: '2026-05-04T10:30:00+05:30',
      flows: [{ kind: 'buy', amount: -40_000, at: '2026-05-04T10:30:00+05:30' }],
    });
    const a = await ctx.api.get<InvestmentChartBody>(
      `my-baskets/performance-chart/?investment=${hash}&period=1yr`,
      u.token,
    );
    expect(a.status).toBe(200);
    const { points } = a.body;
    expect(points[0]!.date).toBe('2026-05-04');
    expect(points.at(-1)).toEqual({ date: '2026-11-20', value, invested: 40_000 });
    expect(points.every((p) => p.invested === 40_000 && p.value > 0)).toBe(true);
    expect(points.length).toBe(ctx.t.market.calendar.tradingDaysBetween('2026-05-04', '2026-11-20').length);
    const day = await ctx.t.market.history(holdings[0]!.symbol, { from: '2026-07-01', to: '2026-07-01' });
    const july = points.find((p) => p.date === '2026-07-01')!;
    expect(day?.[0]).toBeDefined();
    expect(july.value).toBeGreaterThan(0);
    const five = await ctx.api.get<InvestmentChartBody>(
      `my-baskets/performance-chart/?investment=${hash}&period=5yr`,
      u.token,
    );
    expect(five.body.points[0]!.date).toBe('2026-05-04');
    expect(five.body.points.length).toBeLessThan(points.length / 3);
  });
});

describe('my-baskets access', () => {
  it("answers 404 for another user's investment and 400 for bad queries", async () => {
    const owner = await testUser(ctx.t);
    const other = await testUser(ctx.t);
    const { hash } = await insertInvestment(ctx.t, owner.id, {
      basket: 'cash-flow-champions',
      version: 4,
      holdings: [],
    });
    const a = await ctx.api.get(`my-baskets/investment/?investment=${hash}`, other.token);
    expect(a.status).toBe(404);
    expect(a.head.message).toBe(INVESTMENT.notFound);
    expect((await ctx.api.get(`my-baskets/performance-chart/?investment=${hash}`, other.token)).status).toBe(404);
    expect((await ctx.api.get('my-baskets/investment/', owner.token)).status).toBe(400);
    expect((await ctx.api.get(`my-baskets/performance-chart/?investment=${hash}&period=2yr`, owner.token)).status).toBe(
      400,
    );
    expect((await ctx.api.get('my-baskets/summary/')).status).toBe(401);
  });

  it('gives the adviser their own baskets by status, and 404 to anyone else', async () => {
    const { rows } = await ctx.t.db.query<{ id: number }>("SELECT id FROM users WHERE email = 'adviser@example.com'");
    const { token } = await createSession(ctx.t.db, ctx.t.jwtSecret, {
      userId: rows[0]!.id,
      brand: 'starfolio',
      ttlSeconds: 600,
    });
    const published = await ctx.api.get<{ baskets: { basket_hash: string }[] }>('my-baskets/published/', token);
    expect(published.status).toBe(200);
    expect(published.body.baskets.map((b) => b.basket_hash)).toContain('goal-builder-large-cap');
    const draft = await ctx.api.get<{ baskets: { basket_hash: string }[] }>('my-baskets/draft/', token);
    expect(draft.body.baskets.length).toBeGreaterThan(0);
    expect(draft.body.baskets.every((b) => !published.body.baskets.some((p) => p.basket_hash === b.basket_hash))).toBe(
      true,
    );
    const investor = await testUser(ctx.t);
    expect((await ctx.api.get('my-baskets/hidden/', investor.token)).status).toBe(404);
  });
});
