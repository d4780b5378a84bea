import { describe, expect, it } from 'vitest';
import type {
  InvestmentSummary,
  InvestmentsBody,
  RebalanceDetailsBody,
  RebalanceHistoryBody,
} from '#contract/investments/types';
import { INVESTMENT } from './investment-messages';
import { blogCaller } from '../blog/testing/blog-test-client';
import { createSession } from '../auth/session';
import { createPendingRebalances } from './create-pending-rebalances';
import { testServerPerFile } from '../test-server-per-file';
import { constituents, insertInvestment, starfolio, testUser } from './testing/investment-test-fixtures';

const ctx = testServerPerFile({ responseCache: { ttlSeconds: 0 } }, (t) => blogCaller(t, starfolio));

const YEAR_AGO = '2025-11-20T11:00:00+05:30';

/** An investment in Midcap Momentum at version 5 (version 6 is newer), holding 10 of each stock. */
async function behindOneVersion(userId: number, invested = 50_000) {
  const stocks = await constituents(ctx.t, 'midcap-momentum', 5);
  return insertInvestment(ctx.t, userId, {
    basket: 'midcap-momentum',
    version: 5,
    holdings: stocks.map((s) => ({ symbol: s.symbol, quantity: 10, average_price: 100 })),
    flows: [{ kind: 'buy', amount: -invested, at: YEAR_AGO }],
  });
}

/** The spec's tags (§4) and decision 0102's for buys, worked out here from each line's quantities. */
function expectedTag(l: { side: string; quantity: number; totalShareQty: number; newShareQty: number }) {
  if (l.side === 'BUY') return l.totalShareQty === l.newShareQty ? 'buy' : 'add';
  if (l.totalShareQty === 0) return 'full sell';
  if (l.newShareQty === 0) return 'no change';
  return 'partial sell';
}

describe('rebalance', () => {
  it('answers the pending rebalance in both modes with exact tags, history, and ignore', async () => {
    const u = await testUser(ctx.t);
    const { hash } = await behindOneVersion(u.id);
    const list = await ctx.api.get<InvestmentsBody>('my-baskets/investments/', u.token);
    expect(list.body.investments[0]!.rebalance_pending).toBe(true);

    const from = new Map((await constituents(ctx.t, 'midcap-momentum', 5)).map((s) => [s.symbol, s.weight]));
    const to = new Map((await constituents(ctx.t, 'midcap-momentum', 6)).map((s) => [s.symbol, s.weight]));
    const rec = await ctx.api.get<RebalanceDetailsBody>(`rebalance/details/?investment=${hash}`, u.token);
    expect(rec.status).toBe(200);
    expect(rec.body).toMatchObject({ mode: 'RECOMMENDED_CHANGES', from_version: 5, to_version: 6 });
    for (const l of rec.body.lines) {
      expect(l.tag).toBe(expectedTag(l));
      expect(l.newShareQty).toBe(l.quantity);
      // Only the adviser's changes are traded: a stock whose weight stayed is left alone.
      if (from.get(l.symbol) === to.get(l.symbol)) expect(l.tag).toBe('no change');
      if (!to.has(l.symbol)) expect(l.tag).toBe('full sell');
    }
    expect(rec.body.charges.total).toBeGreaterThan(0);
    const sells = rec.body.lines.filter((l) => l.side === 'SELL').reduce((s, l) => s + l.value, 0);
    const buys = rec.body.lines.filter((l) => l.side === 'BUY').reduce((s, l) => s + l.value, 0);
    expect(rec.body.net_cash).toBeCloseTo(sells - buys, 2);

    const all = await ctx.api.get<RebalanceDetailsBody>(
      `rebalance/details/?investment=${hash}&mode=ADJUST_ALL_STOCK`,
      u.token,
    );
    expect(all.body.mode).toBe('ADJUST_ALL_STOCK');
    for (const l of all.body.lines) expect(l.tag).toBe(expectedTag(l));
    // Every stock of the new version is brought to its weight: each ends held unless one share costs more than its part.
    expect(all.body.lines.filter((l) => to.has(l.symbol) && l.totalShareQty > 0).length).toBeGreaterThan(0);
    expect((await ctx.api.get(`rebalance/details/?investment=${hash}&mode=SOMETHING`, u.token)).status).toBe(400);

    const ignored = await ctx.api.post<RebalanceHistoryBody>('rebalance/ignore/', { investment: hash }, u.token);
    expect(ignored.status).toBe(200);
    expect(ignored.body.rebalances).toMatchObject([{ from_version: 5, to_version: 6, status: 'ignored', mode: null }]);
    expect((await ctx.api.get(`rebalance/details/?investment=${hash}`, u.token)).status).toBe(404);
    const again = await ctx.api.post('rebalance/ignore/', { investment: hash }, u.token);
    expect(again.status).toBe(400);
    expect(again.head.message).toBe(INVESTMENT.noPendingRebalance);
    // The sweep does not bring an ignored rebalance back.
    const after = await ctx.api.get<InvestmentsBody>('my-baskets/investments/', u.token);
    expect(after.body.investments[0]!.rebalance_pending).toBe(false);
  });

  it("answers 404 for another user's investment and 400 for bad bodies", async () => {
    const owner = await testUser(ctx.t);
    const other = await testUser(ctx.t);
    const { hash } = await behindOneVersion(owner.id);
    expect((await ctx.api.get(`rebalance/details/?investment=${hash}`, other.token)).status).toBe(404);
    expect((await ctx.api.get(`rebalance/history/?investment=${hash}`, other.token)).status).toBe(404);
    expect((await ctx.api.post('rebalance/ignore/', { investment: hash }, other.token)).status).toBe(404);
    expect(
      (await ctx.api.post('rebalance/accept/', { investment: hash, mode: 'X', client_key: 'abcdefgh1' }, owner.token))
        .status,
    ).toBe(400);
    expect(
      (await ctx.api.post('rebalance/accept/', { investment: hash, mode: 'ADJUST_ALL_STOCK' }, owner.token)).status,
    ).toBe(400);
    expect(
      (await ctx.api.post('investment/close/', { investment: hash, client_key: 'bad key!' }, owner.token)).status,
    ).toBe(400);
  });
});

describe('createPendingRebalances', () => {
  it('gives each active investment behind the version one pending rebalance, once, superseding an older one', async () => {
    const u = await testUser(ctx.t);
    const stocks = await constituents(ctx.t, 'midcap-momentum', 4);
    const { id } = await insertInvestment(ctx.t, u.id, {
      basket: 'midcap-momentum',
      version: 4,
      holdings: stocks.map((s) => ({ symbol: s.symbol, quantity: 1, average_price: 100 })),
    });
    const version = async (n: number) =>
      (
        await ctx.t.db.query<{ id: number; basket_id: number }>(
          `SELECT v.id, v.basket_id FROM basket_versions v JOIN baskets b ON b.id = v.basket_id
            WHERE b.basket_hash = 'midcap-momentum' AND v.version = $1`,
          [n],
        )
      ).rows[0]!;
    const v5 = await version(5);
    const v6 = await version(6);
    expect(await createPendingRebalances(ctx.t.db, v5.basket_id, v5.id)).toBeGreaterThanOrEqual(1);
    expect(await createPendingRebalances(ctx.t.db, v5.basket_id, v5.id)).toBe(0);
    await createPendingRebalances(ctx.t.db, v6.basket_id, v6.id);
    const { rows } = await ctx.t.db.query<{ to: number; status: string }>(
      `SELECT v.version AS to, r.status FROM rebalances r JOIN basket_versions v ON v.id = r.to_version_id
        WHERE r.investment_id = $1 ORDER BY v.version`,
      [id],
    );
    expect(rows).toEqual([
      { to: 5, status: 'ignored' },
      { to: 6, status: 'pending' },
    ]);
  });
});

describe('SIP', () => {
  it('starts on the next trading day on or after its day, is due when that day comes, and stops', async () => {
    const u = await testUser(ctx.t);
    const { hash } = await behindOneVersion(u.id);
    const later = await ctx.api.post<InvestmentSummary>(
      'sip/start/',
      { investment: hash, frequency: 'monthly', amount: 5000, day: 24 },
      u.token,
    );
    expect(later.status).toBe(200);
    // 24 November 2026 is a holiday (Guru Nanak Jayanti): the 25th.
    expect(later.body.sip).toEqual({ frequency: 'monthly', amount: 5000, day: 24, next_due: '2026-11-25', due: false });
    const today = await ctx.api.post<InvestmentSummary>(
      'sip/start/',
      { investment: hash, frequency: 'quarterly', amount: 8000, day: 20 },
      u.token,
    );
    expect(today.body.sip).toEqual({
      frequency: 'quarterly',
      amount: 8000,
      day: 20,
      next_due: '2026-11-20',
      due: true,
    });
    const notDue = await ctx.api.post('sip/confirm/', { investment: hash, client_key: 'sip-key-0001' }, u.token);
    // Due, but the investment's broker session has ended: the investor signs in at the broker first.
    expect(notDue.head.status).toBe('110');
    const stopped = await ctx.api.post<InvestmentSummary>('sip/stop/', { investment: hash }, u.token);
    expect(stopped.body.sip).toBeNull();
    expect((await ctx.api.post('sip/stop/', { investment: hash }, u.token)).head.message).toBe(INVESTMENT.noSip);
    for (const bad of [
      { investment: hash, frequency: 'weekly', amount: 5000, day: 5 },
      { investment: hash, frequency: 'monthly', amount: -1, day: 5 },
      { investment: hash, frequency: 'monthly', amount: 5000, day: 29 },
    ]) {
      expect((await ctx.api.post('sip/start/', bad, u.token)).status).toBe(400);
    }
  });
});

describe('stop-loss', () => {
  it('shows a breach when the value falls below the trigger, and clears it when changed or removed', async () => {
    const u = await testUser(ctx.t);
    // Invested far above what ten of each stock are worth: any stop-loss under 90 % is breached.
    const { hash, id } = await behindOneVersion(u.id, 10_000_000);
    const added = await ctx.api.post<InvestmentSummary>('stoploss/add/', { investment: hash, percent: 10 }, u.token);
    expect(added.body.stoploss).toEqual({ percent: 10, trigger_value: 9_000_000, breached: true });
    const { rows } = await ctx.t.db.query<{ at: Date | null }>(
      'SELECT stoploss_breached_at AS at FROM investments WHERE id = $1',
      [id],
    );
    expect(rows[0]!.at).not.toBeNull();
    const removed = await ctx.api.post<InvestmentSummary>(
      'stoploss/add/',
      { investment: hash, percent: null },
      u.token,
    );
    expect(removed.body.stoploss).toBeNull();
    expect((await ctx.api.post('stoploss/add/', { investment: hash, percent: 100 }, u.token)).status).toBe(400);
    expect((await ctx.api.post('stoploss/add/', { investment: hash, percent: 0 }, u.token)).status).toBe(400);
  });

  it('is not breached while the value stays above the trigger', async () => {
    const u = await testUser(ctx.t);
    const { hash } = await behindOneVersion(u.id, 1);
    const added = await ctx.api.post<InvestmentSummary>('stoploss/add/', { investment: hash, percent: 20 }, u.token);
    expect(added.body.stoploss).toEqual({ percent: 20, trigger_value: 0.8, breached: false });
  });
});

describe('the seed investor', () => {
  it('has three investments, one pending rebalance, a SIP due and a broker whose session has ended', async () => {
    const { rows } = await ctx.t.db.query<{ id: number }>("SELECT id FROM users WHERE email = 'investor@example.com'");
    const { token } = await createSession(ctx.t.db, ctx.t.jwtSecret, {
      userId: rows[0]!.id,
      brand: 'starfolio',
      ttlSeconds: 600,
    });
    const a = await ctx.api.get<InvestmentsBody>('my-baskets/investments/', token);
    const byBasket = new Map(a.body.investments.map((i) => [i.basket_hash, i]));
    expect([...byBasket.keys()].sort()).toEqual(['cash-flow-champions', 'large-mid-blend', 'midcap-momentum']);
    expect(a.body.investments.filter((i) => i.rebalance_pending).map((i) => i.basket_hash)).toEqual([
      'midcap-momentum',
    ]);
    expect(byBasket.get('large-mid-blend')!.sip).toMatchObject({ next_due: '2026-11-20', due: true });
    for (const i of a.body.investments) {
      expect(i.invested).toBeGreaterThan(0);
      expect(i.current_value).toBeGreaterThan(0);
      // Bought from April to June 2026: under a year at the suite's clock, so the absolute return alone.
      expect(i).toMatchObject({ held_a_year: false, xirr_percent: null });
    }
    const sip = await ctx.api.post(
      'sip/confirm/',
      { investment: byBasket.get('large-mid-blend')!.investment, client_key: 'seed-sip-0001' },
      token,
    );
    expect(sip.head.status).toBe('110');
  });
});
