import { describe, expect, it } from 'vitest';
import { SIP_ALLOCATION_MESSAGES as M, type SipPreviewBody } from '#contract/investments/sip-allocation';
import type { TradeBody } from '#contract/trading/types';
import { blogCaller } from '../blog/testing/blog-test-client';
import { testServerPerFile } from '../test-server-per-file';
import { INVESTMENT } from './investment-messages';
import { behindOneVersion, clientKey } from './testing/behind-one-version';
import { constituents, starfolio, testUser } from './testing/investment-test-fixtures';

// The SIP instalment's preview and confirm (decision 0301) against the real simulated broker: market orders fill at
// once inside the window (TEST_MARKET_NOW, Friday 20 November 2026, 11:00 IST).
const ctx = testServerPerFile({ responseCache: { ttlSeconds: 0 } }, (t) => blogCaller(t, starfolio));

const preview = (hash: string, token: string) =>
  ctx.api.get<SipPreviewBody>(`sip/preview/?investment=${encodeURIComponent(hash)}`, token);
const bought = (body: SipPreviewBody) =>
  body.stocks.filter((s) => s.shares > 0).map((s) => `BUY ${s.symbol} ${s.shares}`);
const paise = (rupees: number) => Math.round(rupees * 100);

/** behindOneVersion's investor, its heaviest stock of version 5 sold off by hand, with a ₹20,000 SIP due today. */
async function underweightWithSip() {
  const investor = await behindOneVersion(ctx.t);
  const [heaviest] = (await constituents(ctx.t, 'midcap-momentum', 5)).sort((a, b) => b.weight - a.weight);
  await ctx.t.db.query(
    `UPDATE investment_holdings SET quantity = 0
      WHERE symbol = $1 AND investment_id = (SELECT id FROM investments WHERE investment_hash = $2)`,
    [heaviest!.symbol, investor.hash],
  );
  const sip = { investment: investor.hash, frequency: 'monthly', amount: 20_000, day: 20 };
  expect((await ctx.api.post('sip/start/', sip, investor.u.token)).status).toBe(200);
  return { ...investor, heaviest: heaviest!.symbol };
}

describe('the SIP instalment preview', () => {
  it('buys the most underweight stock first, sells nothing, spends at most the instalment and lowers the drift', async () => {
    const { u, hash, heaviest } = await underweightWithSip();
    const a = await preview(hash, u.token);
    expect(a.status).toBe(200);
    const body = a.body;
    expect(body).toMatchObject({ investment: hash, amount: 20_000, next_due: '2026-11-20', due: true });
    const v5 = await constituents(ctx.t, 'midcap-momentum', 5);
    expect(body.stocks.map((s) => s.symbol).sort()).toEqual(v5.map((s) => s.symbol).sort());
    // The stock held none of is furthest short: first, bought, and named so.
    expect(body.stocks[0]).toMatchObject({ symbol: heaviest, weight_now: 0, reason: 'most underweight' });
    expect(body.stocks[0]!.shares).toBeGreaterThan(0);
    const cost = body.stocks.reduce((t, s) => t + paise(s.price) * s.shares, 0);
    expect(body.stocks.every((s) => s.shares >= 0 && paise(s.amount) === paise(s.price) * s.shares)).toBe(true);
    expect([paise(body.spent), paise(body.leftover)]).toEqual([cost, 2_000_000 - cost]);
    expect(cost).toBeLessThanOrEqual(2_000_000);
    for (const s of body.stocks.filter((x) => x.shares === 0 && x.short_by > 0)) {
      if (2 * s.short_by < s.price) expect(s.reason).toBe('less than half a share short: not bought');
      else {
        expect(s.reason).toBe('one share costs more than what is left');
        expect(s.price).toBeGreaterThan(body.leftover);
      }
    }
    expect(body.drift_after).toBeLessThan(body.drift_before);
    // Most short first.
    const shorts = body.stocks.map((s) => s.short_by);
    expect(shorts).toEqual([...shorts].sort((x, y) => y - x));
  });

  it('refuses a missing, unknown or other investor’s investment, and one without a SIP, with a 4xx', async () => {
    const { u, hash } = await behindOneVersion(ctx.t);
    const none = await preview(hash, u.token);
    expect([none.status, none.head.message]).toEqual([400, INVESTMENT.noSip]);
    expect((await ctx.api.get('sip/preview/', u.token)).status).toBe(400);
    expect((await preview('no-such-investment', u.token)).status).toBe(404);
    const other = await testUser(ctx.t);
    expect((await preview(hash, other.token)).status).toBe(404);
    expect((await ctx.api.get(`sip/preview/?investment=${hash}`)).status).toBe(401);
  });
});

describe('confirming the SIP instalment', () => {
  it('places exactly the previewed lines once per key, checks the amount, and moves the schedule on', async () => {
    const { u, hash } = await underweightWithSip();
    const seen = (await preview(hash, u.token)).body;
    const other = await ctx.api.post(
      'sip/confirm/',
      { investment: hash, client_key: clientKey(), amount: 25_000 },
      u.token,
    );
    expect([other.status, other.head.message]).toEqual([409, M.otherAmount('₹20,000')]);

    const confirm = { investment: hash, client_key: clientKey(), amount: 20_000 };
    const a = await ctx.api.post<TradeBody>('sip/confirm/', confirm, u.token);
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ kind: 'sip', investment: hash, status: 'complete', amount: 20_000 });
    expect(a.body.lines.every((l) => l.side === 'BUY')).toBe(true);
    expect(a.body.lines.map((l) => `${l.side} ${l.symbol} ${l.quantity}`).sort()).toEqual(bought(seen).sort());

    const again = await ctx.api.post<TradeBody>('sip/confirm/', confirm, u.token);
    expect([again.status, again.body.trade]).toEqual([200, a.body.trade]);
    const retried = await ctx.api.post('sip/confirm/', { ...confirm, amount: 30_000 }, u.token);
    expect([retried.status, retried.head.message]).toEqual([409, M.otherAmount('₹20,000')]);
    const { rows } = await ctx.t.db.query("SELECT 1 FROM trades WHERE kind = 'sip' AND user_id = $1", [u.id]);
    expect(rows).toHaveLength(1);

    // The next instalment: not due, previewed at today's prices from the holdings the first one left.
    const next = await preview(hash, u.token);
    expect(next.body).toMatchObject({ next_due: '2026-12-21', due: false });
    expect(next.body.drift_before).toBe(seen.drift_after);
  });

  it('refuses a bad amount with a 400 before anything is placed', async () => {
    const { u, hash } = await underweightWithSip();
    for (const amount of [0, -5, 'lots', 100_000_000]) {
      const a = await ctx.api.post('sip/confirm/', { investment: hash, client_key: clientKey(), amount }, u.token);
      expect(a.status).toBe(400);
    }
    const { rows } = await ctx.t.db.query("SELECT 1 FROM trades WHERE kind = 'sip' AND user_id = $1", [u.id]);
    expect(rows).toEqual([]);
  });
});
