import { beforeAll, describe, expect, it } from 'vitest';
import type { NotificationKind, PushPayload } from '#contract/account/settings';
import type { InvestmentSummary } from '#contract/investments/types';
import { blogCaller, testUser } from '../blog/testing/blog-test-client';
import { insertInvestment, starfolio } from '../investments/testing/investment-test-fixtures';
import { createMarketClock } from '../market/clock';
import { createMarketData } from '../market/create-market-data';
import { outboxMessenger, recentMessages } from '../messages/message-outbox';
import { setMessenger } from '../messages/message-sender';
import type { PushSender, PushTarget } from '../push/push-sender';
import { testServerPerFile } from '../test-server-per-file';
import { INVESTMENT_NOTICE } from './investment-notice-texts';
import { deliverInvestmentNotices, startInvestmentNoticesJob } from './investment-notices-job';
import { findInvestmentNotices } from './investment-notices';

/** The push channel's edge: who is subscribed, and what each push carried. */
const subscribed = new Set<number>();
const pushes: { target: PushTarget; payload: PushPayload & { kind: NotificationKind } }[] = [];
const push: PushSender = {
  notify: (target, payload) => {
    pushes.push({ target, payload });
    return Promise.resolve({ sent: subscribed.has(target.userId) ? 1 : 0, removed: 0, failed: 0 });
  },
};
const ctx = testServerPerFile({ responseCache: { ttlSeconds: 0 } }, (t) => blogCaller(t, starfolio));
beforeAll(() => setMessenger(ctx.t.db, outboxMessenger(ctx.t.db)));

const AT = '2026-11-20T11:00:00+05:30';
const marketAt = (iso: string) => createMarketData({ clock: createMarketClock(new Date(iso)) });
const market = marketAt(AT);
const noticesOf = async (userId: number) =>
  (
    await ctx.t.db.query<{ kind: string; dedupe_key: string; url: string; delivered_by: string | null }>(
      'SELECT kind, dedupe_key, url, delivered_by FROM investment_notices WHERE user_id = $1 ORDER BY id',
      [userId],
    )
  ).rows;
const reachedAt = async (id: number) =>
  (await ctx.t.db.query<{ at: Date | null }>('SELECT target_reached_at AS at FROM investments WHERE id = $1', [id]))
    .rows[0]!.at;
const mailsTo = async (userId: number) => {
  const { rows } = await ctx.t.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId]);
  return (await recentMessages(ctx.t.db)).filter((m) => m.recipient === rows[0]!.email);
};

/** 10 TCS bought at `price` a share (the market's last price is far above ₹1,000), with a target of `target` %. */
async function investor(price: number, target: number | null) {
  const user = await testUser(ctx.t);
  const inv = await insertInvestment(ctx.t, user.id, {
    basket: 'quality-compounders',
    version: 1,
    holdings: [{ symbol: 'TCS', quantity: 10, average_price: price }],
    flows: [{ kind: 'buy', amount: -10 * price, at: '2026-05-04T10:30:00+05:30' }],
  });
  if (target !== null)
    await ctx.t.db.query('UPDATE investments SET target_percent = $2 WHERE id = $1', [inv.id, target]);
  return { userId: user.id, token: user.token, ...inv };
}

describe('target notices', () => {
  it('records a reached target once, tells it once through each channel, and opens the exit review', async () => {
    const pushed = await investor(1000, 100);
    const mailed = await investor(1000, 100);
    const short = await investor(1000, 1000);
    subscribed.add(pushed.userId);
    // A run for another user alone (the e2e test hook's) leaves these be.
    await findInvestmentNotices(ctx.t.db, market, { userId: short.userId });
    expect(await reachedAt(pushed.id)).toBeNull();
    await findInvestmentNotices(ctx.t.db, market);
    // Still above the target a minute on: the same crossing, nothing new.
    await findInvestmentNotices(ctx.t.db, marketAt('2026-11-20T11:01:00+05:30'));
    expect(await noticesOf(short.userId)).toEqual([]);
    expect(await reachedAt(short.id)).toBeNull();
    const at = await reachedAt(pushed.id);
    expect(at).not.toBeNull();
    const url = `/account/investments/${pushed.hash}/?review=exit`;
    expect(await noticesOf(pushed.userId)).toEqual([
      { kind: 'target', dedupe_key: `target-${pushed.hash}-${at!.getTime()}`, url, delivered_by: null },
    ]);

    pushes.length = 0;
    await Promise.all([deliverInvestmentNotices(ctx.t.db, push), deliverInvestmentNotices(ctx.t.db, push)]);
    await deliverInvestmentNotices(ctx.t.db, push);
    const mine = pushes.filter((p) => [pushed.userId, mailed.userId].includes(p.target.userId));
    expect(mine.map((p) => [p.target.userId, p.payload.kind, p.payload.title, p.payload.url])).toEqual([
      [pushed.userId, 'investments', INVESTMENT_NOTICE.targetTitle, url],
      [mailed.userId, 'investments', INVESTMENT_NOTICE.targetTitle, `/account/investments/${mailed.hash}/?review=exit`],
    ]);
    expect((await noticesOf(pushed.userId))[0]!.delivered_by).toBe('push');
    expect((await noticesOf(mailed.userId))[0]!.delivered_by).toBe('email');
    // E-mail is on by default for the kind (docs/push.md, "Kinds and channels"): both are e-mailed too.
    expect((await mailsTo(pushed.userId)).map((m) => m.template)).toEqual(['target']);
    const mails = await mailsTo(mailed.userId);
    expect(mails.map((m) => [m.channel, m.template])).toEqual([['email', 'target']]);
    expect(mails[0]!.data.text).toContain('Nothing has been sold. Review an exit in Starfolio.');
    expect(mails[0]!.data.url).toBe(`https://app.starfolio.in/account/investments/${mailed.hash}/?review=exit`);
  });

  it('sends nothing twice across job runs and a restart, and tells a new target reached again', async () => {
    const inv = await investor(1000, 50);
    const rounds = async (at = market) => {
      const stop = startInvestmentNoticesJob({ db: ctx.t.db, market: at, push, intervalMs: 10 });
      await new Promise((r) => setTimeout(r, 120));
      await stop();
    };
    pushes.length = 0;
    await rounds();
    // A restart, later: a new job on the same database finds the crossing recorded and the notice delivered.
    await rounds(marketAt('2026-11-20T11:02:00+05:30'));
    expect((await noticesOf(inv.userId)).map((n) => [n.kind, n.delivered_by])).toEqual([['target', 'email']]);
    expect(pushes.filter((p) => p.target.userId === inv.userId)).toHaveLength(1);
    expect(await mailsTo(inv.userId)).toHaveLength(1);

    // The investor changes the target through the route: watched afresh, a new crossing is told again.
    const changed = await ctx.api.post<InvestmentSummary>(
      'target/add/',
      { investment: inv.hash, percent: 60 },
      inv.token,
    );
    expect(changed.status).toBe(200);
    expect(changed.body.target).toEqual({ percent: 60, target_value: 16000, reached: true });
    expect(await reachedAt(inv.id)).toBeNull();
    await rounds(marketAt('2026-11-20T11:05:00+05:30'));
    expect((await noticesOf(inv.userId)).map((n) => n.kind)).toEqual(['target', 'target']);
    expect(await mailsTo(inv.userId)).toHaveLength(2);
  });
});

describe('the target route', () => {
  it('sets, shows and removes a target; refuses a percent outside (0, 1000] with a 400', async () => {
    const inv = await investor(5000, null);
    const post = (percent: unknown) =>
      ctx.api.post<InvestmentSummary>('target/add/', { investment: inv.hash, percent }, inv.token);
    const set = await post(1000);
    expect(set.status).toBe(200);
    expect(set.body.target).toEqual({ percent: 1000, target_value: 550000, reached: false });
    expect(set.body.stoploss).toBeNull();
    for (const bad of [0, 0.001, -5, 1000.5, 'lots']) {
      const refused = await post(bad);
      expect(refused.status, String(bad)).toBe(400);
      expect(JSON.stringify(refused.body)).toMatch(/percent/i);
    }
    expect((await ctx.api.post('target/add/', { investment: 'nobody', percent: 10 }, inv.token)).status).toBe(404);
    expect((await ctx.api.post('target/add/', { investment: inv.hash, percent: 10 })).status).toBe(401);
    const removed = await post(null);
    expect(removed.body.target).toBeNull();
  });
});

describe('migration 0047', () => {
  it('bounds a target to (0, 1000], a price alert to a positive price, and lets in the new kinds only', async () => {
    const inv = await investor(5000, null);
    const setPercent = (p: number) =>
      ctx.t.db.query('UPDATE investments SET target_percent = $2 WHERE id = $1', [inv.id, p]);
    await expect(setPercent(0)).rejects.toThrow(/check/i);
    await expect(setPercent(1000.01)).rejects.toThrow(/check/i);
    await setPercent(1000);
    const notice = (kind: string) =>
      ctx.t.db.query(
        `INSERT INTO investment_notices (user_id, brand_id, kind, dedupe_key, title, body, url)
         VALUES ($1, 'starfolio', $2, $3, 't', 'b', '/')`,
        [inv.userId, kind, `migration-${kind}-${inv.hash}`],
      );
    for (const kind of ['target', 'price', 'stop-loss']) await notice(kind);
    await expect(notice('weather')).rejects.toThrow(/check/i);
    const alert = (direction: string, price: number) =>
      ctx.t.db.query(
        "INSERT INTO price_alerts (user_id, brand_id, symbol, direction, price) VALUES ($1, 'starfolio', 'TCS', $2, $3)",
        [inv.userId, direction, price],
      );
    await alert('above', 0.05);
    await expect(alert('above', 0)).rejects.toThrow(/check/i);
    await expect(alert('sideways', 10)).rejects.toThrow(/check/i);
    // The push preference of the new kind, and e-mail or SMS only for the kinds that go by them.
    await ctx.t.db.query("INSERT INTO notification_prefs (user_id, kind, enabled) VALUES ($1, 'prices', false)", [
      inv.userId,
    ]);
    const channel = (kind: string, ch: string) =>
      ctx.t.db.query('INSERT INTO notification_channels (user_id, kind, channel, enabled) VALUES ($1, $2, $3, true)', [
        inv.userId,
        kind,
        ch,
      ]);
    await channel('prices', 'sms');
    await expect(channel('orders', 'email')).rejects.toThrow(/check/i);
    await expect(channel('investments', 'push')).rejects.toThrow(/check/i);
  });
});
