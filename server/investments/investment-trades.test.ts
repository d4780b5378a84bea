import { describe, expect, it, vi } from 'vitest';
import type {
  InvestmentDetailsBody,
  InvestmentsBody,
  RebalanceDetailsBody,
  RebalanceHistoryBody,
} from '#contract/investments/types';
import type { TradeBody, TradePreviewBody } from '#contract/trading/types';
import { TRADING } from '#contract/trading/messages';
import { blogCaller } from '../blog/testing/blog-test-client';
import { brokerOf, signInAtSim } from '../broker-sim/testing/sim-test-fixtures';
import { createSession } from '../auth/session';
import { testServerPerFile } from '../test-server-per-file';
import { starfolio } from './testing/investment-test-fixtures';
import { behindOneVersion, clientKey as key } from './testing/behind-one-version';

// Trades through placeTrade against the real simulated broker (its own site, served by the test's app):
// market orders fill at once inside the window (TEST_MARKET_NOW, Friday 11:00 IST).
const ctx = testServerPerFile({ responseCache: { ttlSeconds: 0 } }, (t) => blogCaller(t, starfolio));

const investorBehindOneVersion = () => behindOneVersion(ctx.t);

describe('rebalance accept', () => {
  it.each(['RECOMMENDED_CHANGES', 'ADJUST_ALL_STOCK'] as const)(
    'places the %s trade through placeTrade, once per client key, and the investment follows the new version',
    async (mode) => {
      const { u, hash } = await investorBehindOneVersion();
      const details = await ctx.api.get<RebalanceDetailsBody>(
        `rebalance/details/?investment=${hash}&mode=${mode}`,
        u.token,
      );
      const traded = details.body.lines.filter((l) => l.quantity > 0);
      const clientKey = key();
      const a = await ctx.api.post<TradeBody>(
        'rebalance/accept/',
        { investment: hash, mode, client_key: clientKey },
        u.token,
      );
      expect(a.status).toBe(200);
      expect(a.body).toMatchObject({ kind: 'rebalance', investment: hash, status: 'complete' });
      expect(a.body.lines.map((l) => `${l.side} ${l.symbol} ${l.quantity}`).sort()).toEqual(
        traded.map((l) => `${l.side} ${l.symbol} ${l.quantity}`).sort(),
      );
      const again = await ctx.api.post<TradeBody>(
        'rebalance/accept/',
        { investment: hash, mode, client_key: clientKey },
        u.token,
      );
      expect(again.body.trade).toBe(a.body.trade);
      const history = await ctx.api.get<RebalanceHistoryBody>(`rebalance/history/?investment=${hash}`, u.token);
      expect(history.body.rebalances[0]).toMatchObject({
        to_version: 6,
        status: 'accepted',
        mode,
        trade: a.body.trade,
      });
      const list = await ctx.api.get<InvestmentsBody>('my-baskets/investments/', u.token);
      expect(list.body.investments[0]!.rebalance_pending).toBe(false);
      const { rows } = await ctx.t.db.query<{ version: number }>(
        'SELECT v.version FROM investments i JOIN basket_versions v ON v.id = i.version_id WHERE i.investment_hash = $1',
        [hash],
      );
      expect(rows[0]!.version).toBe(6);
      // Re-invested proceeds are not new money: invested moves only by what the rebalance added or took out.
      const d = await ctx.api.get<InvestmentDetailsBody>(`my-baskets/investment/?investment=${hash}`, u.token);
      const buys = d.body.cash_flows.filter((f) => f.kind === 'buy').reduce((s, f) => s - f.amount, 0);
      const net = d.body.cash_flows.filter((f) => f.kind === 'rebalance').reduce((s, f) => s + f.amount, 0);
      expect(d.body.invested).toBeCloseTo(buys - net, 2);
    },
  );

  it("answers '110' when the broker session has ended, and places nothing", async () => {
    const { u, hash } = await investorBehindOneVersion();
    await ctx.t.db.query("UPDATE broker_links SET expires_at = '2026-11-20T06:00:00+05:30' WHERE user_id = $1", [u.id]);
    const a = await ctx.api.post(
      'rebalance/accept/',
      { investment: hash, mode: 'ADJUST_ALL_STOCK', client_key: key() },
      u.token,
    );
    expect(a.head.status).toBe('110');
    const { rows } = await ctx.t.db.query("SELECT 1 FROM trades WHERE kind = 'rebalance' AND user_id = $1", [u.id]);
    expect(rows).toEqual([]);
  });
});

describe('SIP confirm', () => {
  it('places the due instalment by weight, then schedules the next; refuses when not due', async () => {
    const { u, hash } = await investorBehindOneVersion();
    await ctx.api.post('sip/start/', { investment: hash, frequency: 'monthly', amount: 20_000, day: 20 }, u.token);
    const a = await ctx.api.post<TradeBody>('sip/confirm/', { investment: hash, client_key: key() }, u.token);
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ kind: 'sip', status: 'complete', amount: 20_000 });
    expect(a.body.lines.every((l) => l.side === 'BUY')).toBe(true);
    expect(a.body.lines.reduce((s, l) => s + l.quantity * l.indicative_price, 0)).toBeLessThanOrEqual(20_000);
    const d = await ctx.api.get<InvestmentDetailsBody>(`my-baskets/investment/?investment=${hash}`, u.token);
    expect(d.body.sip).toMatchObject({ next_due: '2026-12-21', due: false });
    const early = await ctx.api.post('sip/confirm/', { investment: hash, client_key: key() }, u.token);
    expect(early.status).toBe(400);
    expect(early.head.message).toBe('The next SIP instalment is due on 2026-12-21.');
  });

  it('answers the exact window message outside the order window', async () => {
    const { u, hash } = await investorBehindOneVersion();
    const sunday = vi.spyOn(ctx.t.market, 'now').mockReturnValue(new Date('2026-11-22T11:00:00+05:30'));
    try {
      const a = await ctx.api.post('investment/close/', { investment: hash, client_key: key() }, u.token);
      expect(a.status).toBe(400);
      expect(a.head.message).toBe(TRADING.outsideWindow);
      expect(a.body.errors?.window).toBe(TRADING.nextWindow('Monday 23 Nov, 9:15 AM'));
      const preview = await ctx.api.get<TradePreviewBody>(`investment/close/?investment=${hash}`, u.token);
      expect(preview.body.window).toMatchObject({ open: false, message: TRADING.outsideWindow });
    } finally {
      sunday.mockRestore();
    }
  });
});

describe('close', () => {
  it('previews every holding as a sell, then sells them all and the investment is closed', async () => {
    const { u, hash } = await investorBehindOneVersion();
    const preview = await ctx.api.get<TradePreviewBody>(`investment/close/?investment=${hash}`, u.token);
    expect(preview.status).toBe(200);
    expect(preview.body.kind).toBe('exit');
    expect(preview.body.lines.length).toBeGreaterThan(0);
    expect(preview.body.lines.every((l) => l.side === 'SELL')).toBe(true);
    expect(preview.body.charges.stt).toBeGreaterThan(0);
    expect(preview.body.window.open).toBe(true);
    const a = await ctx.api.post<TradeBody>('investment/close/', { investment: hash, client_key: key() }, u.token);
    expect(a.body).toMatchObject({ kind: 'exit', status: 'complete' });
    const closed = await ctx.api.get<InvestmentsBody>('my-baskets/closed/', u.token);
    expect(closed.body.investments.map((i) => i.investment)).toEqual([hash]);
    expect(closed.body.investments[0]!.current_value).toBe(0);
    expect((await ctx.api.get<InvestmentsBody>('my-baskets/investments/', u.token)).body.investments).toEqual([]);
  });
});

describe('the seed investor', () => {
  it('signs in at the broker and accepts the pending rebalance: the broker holds the seeded shares', async () => {
    const broker = brokerOf(ctx.t, starfolio);
    const signIn = broker.signInUrl({ state: 'seed-state', redirectUrl: `http://${starfolio.hosts[0]}:3000/` });
    const back = await signInAtSim(ctx.t, signIn, { clientCode: 'INVESTOR1', password: 'Investor@123' });
    const token = new URL(back.headers.get('location')!).searchParams.get('request_token')!;
    const session = await broker.createSession(token);
    const { rows } = await ctx.t.db.query<{ id: number }>("SELECT id FROM users WHERE email = 'investor@example.com'");
    await ctx.t.db.query('UPDATE broker_links SET access_token = $2, expires_at = $3 WHERE user_id = $1', [
      rows[0]!.id,
      session.accessToken,
      session.expiresAt.toISOString(),
    ]);
    const { token: key1 } = await createSession(ctx.t.db, ctx.t.jwtSecret, {
      userId: rows[0]!.id,
      brand: 'starfolio',
      ttlSeconds: 600,
    });
    const list = await ctx.api.get<InvestmentsBody>('my-baskets/investments/', key1);
    const pending = list.body.investments.find((i) => i.rebalance_pending)!;
    const a = await ctx.api.post<TradeBody>(
      'rebalance/accept/',
      { investment: pending.investment, mode: 'ADJUST_ALL_STOCK', client_key: key() },
      key1,
    );
    expect(a.body.status).toBe('complete');
    expect(a.body.lines.some((l) => l.side === 'SELL')).toBe(true);
    expect(a.body.lines.every((l) => l.status === 'COMPLETE')).toBe(true);
  });
});
