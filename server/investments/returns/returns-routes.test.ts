import { beforeAll, describe, expect, it } from 'vitest';
import type { ReturnsAfterCostsBody, StudioReturnsAfterCostsBody } from '#contract/investments/returns-types';
import { createSession } from '../../auth/session';
import { blogCaller } from '../../blog/testing/blog-test-client';
import { testServerPerFile } from '../../test-server-per-file';
import { tradeCharges } from '../../trading/rules/trade-charges';
import { constituents, insertInvestment, starfolio, testUser } from '../testing/investment-test-fixtures';

const ctx = testServerPerFile({ responseCache: { ttlSeconds: 0 } }, (t) => blogCaller(t, starfolio));

const BOUGHT_ON = '2026-06-01';
const round2 = (x: number) => Math.round(x * 100) / 100;

/** Three shares of each of the version's first stocks, filled 1 % above the close of BOUGHT_ON (the model's price). */
async function dearFills(basket: string, version: number) {
  const stocks = (await constituents(ctx.t, basket, version)).slice(0, 3);
  const lines = await Promise.all(
    stocks.map(async ({ symbol }) => {
      const bars = (await ctx.t.market.history(symbol, { from: BOUGHT_ON, to: BOUGHT_ON })) ?? [];
      const close = bars.find((b) => b.date === BOUGHT_ON)!.close;
      return { symbol, quantity: 3, average_price: round2(close * 1.01), close };
    }),
  );
  const paid = round2(lines.reduce((s, l) => s + l.quantity * l.average_price, 0));
  const model = round2(lines.reduce((s, l) => s + l.quantity * Math.round(l.close * 100), 0) / 100);
  return {
    holdings: lines.map(({ symbol, quantity, average_price }) => ({ symbol, quantity, average_price })),
    paid,
    model,
  };
}

async function investor(basket: string, version: number) {
  const u = await testUser(ctx.t);
  const fills = await dearFills(basket, version);
  const { hash } = await insertInvestment(ctx.t, u.id, {
    basket,
    version,
    holdings: fills.holdings,
    boughtOn: BOUGHT_ON,
    startedAt: `${BOUGHT_ON}T10:30:00+05:30`,
    flows: [{ kind: 'buy', amount: -fills.paid, at: `${BOUGHT_ON}T10:30:00+05:30` }],
  });
  return { u, hash, ...fills };
}

describe('GET my-baskets/returns/', () => {
  it('answers the return before and after costs, the model and the tracking gap of the investor’s own investment', async () => {
    const { u, hash, paid, model } = await investor('cash-flow-champions', 4);
    const a = await ctx.api.get<ReturnsAfterCostsBody>(`my-baskets/returns/?investment=${hash}`, u.token);
    expect(a.status).toBe(200);
    expect(a.headers.get('x-cache-scope')).toBe('private');
    const b = a.body;
    expect(b).toMatchObject({ investment: hash, status: 'active', from: BOUGHT_ON, base: paid });
    // The charges of the one buy, by the contract-note rule the tax statement uses.
    expect(b.charges).toEqual({ amount: tradeCharges({ buy: paid, sell: 0 }).total, trades: 1 });
    // Bought 1 % above the model's price: the gap is what the fills cost more.
    expect(b.tracking.trades).toHaveLength(1);
    expect(b.tracking.trades[0]).toMatchObject({
      kind: 'buy',
      date: BOUGHT_ON,
      investor_cost: paid,
      model_cost: model,
    });
    expect(b.tracking.trades[0]!.gap).toBeCloseTo(paid - model, 2);
    expect(b.tracking.trades[0]!.gap_percent).toBeCloseTo(((paid - model) / model) * 100, 1);
    expect(b.tax.realised).toBe(0);
    expect(b.tax.estimated_exit).not.toBeNull();
    const after = b.before_costs.amount! - b.charges.amount - b.subscription_fees.amount - b.tax.total!;
    expect(b.after_costs.amount).toBeCloseTo(after, 2);
    expect(b.after_costs.percent).toBeCloseTo((after / paid) * 100, 1);
    expect(b.model.reason).toBeNull();
    expect(b.model.from! <= BOUGHT_ON).toBe(true);
  });

  it('attributes a subscription’s fee pro rata to the days held in its period', async () => {
    const { u, hash } = await investor('cash-flow-champions', 4);
    // 30 days from 22 May 2026 05:00 UTC, ₹1,180 with GST; held from 1 June 05:00 UTC (10:30 IST): 20 of the 30 days.
    const { rows: plan } = await ctx.t.db.query<{ id: number }>(
      `INSERT INTO plans (adviser_id, name, interval, interval_count, amount, recurring_amount)
       SELECT adviser_id, 'Returns test plan', 'month', 1, 1000, 1000 FROM baskets WHERE basket_hash = 'cash-flow-champions'
       RETURNING id`,
    );
    await ctx.t.db.query(
      `INSERT INTO plan_baskets (plan_id, basket_id) SELECT $1, id FROM baskets WHERE basket_hash = 'cash-flow-champions'`,
      [plan[0]!.id],
    );
    const { rows } = await ctx.t.db.query<{ id: number; plan_id: number }>(
      `INSERT INTO subscriptions (user_id, plan_id, starts_at, expires_at)
       VALUES ($1, $2, '2026-05-22T05:00:00Z', '2026-06-21T05:00:00Z') RETURNING id, plan_id`,
      [u.id, plan[0]!.id],
    );
    await ctx.t.db.query(
      `INSERT INTO payment_transactions (id, user_id, plan_id, brand_id, kind, client_key, status, base_amount,
                                         taxable_amount, place_of_supply, supplier_state, cgst, sgst, total_amount,
                                         provider, subscription_id)
       VALUES ($1, $2, $3, 'starfolio', 'new', $1, 'success', 1000, 1000, '27', '27', 90, 90, 1180, 'test', $4)`,
      [`txn_${hash}`, u.id, rows[0]!.plan_id, rows[0]!.id],
    );
    const a = await ctx.api.get<ReturnsAfterCostsBody>(`my-baskets/returns/?investment=${hash}`, u.token);
    // 1,180 × 20 / 30 = ₹786.67.
    expect(a.body.subscription_fees).toEqual({ amount: 786.67, subscriptions: 1 });
  });

  it('answers 404 for someone else’s investment, 400 for a bad hash, 401 for a visitor', async () => {
    const { hash } = await investor('cash-flow-champions', 4);
    const other = await testUser(ctx.t);
    expect((await ctx.api.get(`my-baskets/returns/?investment=${hash}`, other.token)).status).toBe(404);
    expect((await ctx.api.get('my-baskets/returns/?investment=', other.token)).status).toBe(400);
    expect((await ctx.api.get('my-baskets/returns/', other.token)).status).toBe(400);
    expect((await ctx.api.get(`my-baskets/returns/?investment=${hash}`)).status).toBe(401);
  });
});

describe('GET studio/returns-after-costs/', () => {
  let adviser: { token: string; id: number };
  beforeAll(async () => {
    const { rows } = await ctx.t.db.query<{ user_id: number; id: number }>(
      `SELECT u.id AS user_id, a.id FROM users u JOIN advisers a ON a.user_id = u.id WHERE u.email = 'adviser@example.com'`,
    );
    const { token } = await createSession(ctx.t.db, ctx.t.jwtSecret, {
      userId: rows[0]!.user_id,
      brand: starfolio.id,
      ttlSeconds: 600,
    });
    adviser = { token, id: rows[0]!.id };
  });

  it('hides the median under three investors, then shows it with the count; only the adviser’s baskets', async () => {
    const { rows } = await ctx.t.db.query<{ basket_hash: string; version: number }>(
      `SELECT b.basket_hash, max(v.version)::int AS version FROM baskets b JOIN basket_versions v ON v.basket_id = b.id
        WHERE b.adviser_id = $1 AND b.status = 'published' GROUP BY b.id ORDER BY b.id LIMIT 1`,
      [adviser.id],
    );
    const basket = rows[0]!;
    const { rows: theirs } = await ctx.t.db.query<{ basket_hash: string }>(
      'SELECT basket_hash FROM baskets WHERE adviser_id = $1',
      [adviser.id],
    );
    const read = async () => {
      const a = await ctx.api.get<StudioReturnsAfterCostsBody>('studio/returns-after-costs/', adviser.token);
      expect(a.status).toBe(200);
      expect(a.body.min_investors).toBe(3);
      expect(a.body.baskets.every((b) => theirs.some((t) => t.basket_hash === b.basket_hash))).toBe(true);
      return a.body.baskets.find((b) => b.basket_hash === basket.basket_hash)!;
    };
    // The seed has no investor in this basket: the figures below are the test's investors' alone.
    expect(await read()).toMatchObject({ investors: 0, unknown: 0, median_percent: null, hidden: true });
    const mine = [
      await investor(basket.basket_hash, basket.version),
      await investor(basket.basket_hash, basket.version),
    ];
    expect(await read()).toMatchObject({ investors: 2, unknown: 0, median_percent: null, hidden: true });
    mine.push(await investor(basket.basket_hash, basket.version));
    const three = await read();
    expect(three).toMatchObject({ investors: 3, unknown: 0, hidden: false });
    // The median of the three investors' own after-cost returns, as their pages show them: the middle one.
    const own = await Promise.all(
      mine.map(
        async (m) =>
          (await ctx.api.get<ReturnsAfterCostsBody>(`my-baskets/returns/?investment=${m.hash}`, m.u.token)).body
            .after_costs.percent!,
      ),
    );
    expect(three.median_percent).toBe([...own].sort((x, y) => x - y)[1]);
  });

  it('answers 404 to a signed-in user who is no adviser, 401 to a visitor', async () => {
    const u = await testUser(ctx.t);
    expect((await ctx.api.get('studio/returns-after-costs/', u.token)).status).toBe(404);
    expect((await ctx.api.get('studio/returns-after-costs/')).status).toBe(401);
  });
});
