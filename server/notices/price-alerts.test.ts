import { beforeAll, describe, expect, it } from 'vitest';
import type { NotificationKind, PushPayload } from '#contract/account/settings';
import { PRICE_ALERT_MESSAGES, type PriceAlertsBody } from '#contract/push/price-alerts';
import { blogCaller, testUser } from '../blog/testing/blog-test-client';
import { insertInvestment, starfolio } from '../investments/testing/investment-test-fixtures';
import { createMarketClock } from '../market/clock';
import { createMarketData } from '../market/create-market-data';
import { outboxMessenger } from '../messages/message-outbox';
import { setMessenger } from '../messages/message-sender';
import type { PushSender, PushTarget } from '../push/push-sender';
import { testServerPerFile } from '../test-server-per-file';
import { deliverInvestmentNotices, startInvestmentNoticesJob } from './investment-notices-job';
import { findInvestmentNotices } from './investment-notices';

const pushes: { target: PushTarget; payload: PushPayload & { kind: NotificationKind } }[] = [];
const push: PushSender = {
  notify: (target, payload) => {
    pushes.push({ target, payload });
    return Promise.resolve({ sent: 1, removed: 0, failed: 0 });
  },
};
const ctx = testServerPerFile({ responseCache: { ttlSeconds: 0 } }, (t) => blogCaller(t, starfolio));
beforeAll(() => setMessenger(ctx.t.db, outboxMessenger(ctx.t.db)));

const PATH = 'account/price-alerts/';
const marketAt = (iso: string) => createMarketData({ clock: createMarketClock(new Date(iso)) });
const market = marketAt('2026-11-20T11:00:00+05:30');

/** An investor holding 10 TCS in Quality Compounders. */
async function investor() {
  const user = await testUser(ctx.t);
  await insertInvestment(ctx.t, user.id, {
    basket: 'quality-compounders',
    version: 1,
    holdings: [{ symbol: 'TCS', quantity: 10, average_price: 3000 }],
    flows: [{ kind: 'buy', amount: -30_000, at: '2026-05-04T10:30:00+05:30' }],
  });
  return user;
}
const add = (token: string, body: unknown) => ctx.api.post<PriceAlertsBody>(PATH, body, token);
const noticesOf = async (userId: number) =>
  (
    await ctx.t.db.query<{ dedupe_key: string; kind: string; url: string }>(
      'SELECT dedupe_key, kind, url FROM investment_notices WHERE user_id = $1 ORDER BY id',
      [userId],
    )
  ).rows;
const mailsTo = async (userId: number) =>
  (
    await ctx.t.db.query<{ template: string }>(
      'SELECT template FROM message_outbox WHERE recipient = (SELECT email FROM users WHERE id = $1)',
      [userId],
    )
  ).rows.map((r) => r.template);

describe('price alerts: the routes', () => {
  it('adds an alert on a stock held or in a basket, lists it at the last price, and removes it', async () => {
    const u = await investor();
    const empty = await ctx.api.get<PriceAlertsBody>(PATH, u.token);
    expect(empty.body.alerts).toEqual([]);
    expect(empty.body.symbols).toContain('TCS');
    const added = await add(u.token, { symbol: ' tcs ', direction: 'above', price: 4000 });
    expect(added.status).toBe(200);
    expect(added.body.alerts).toMatchObject([{ symbol: 'TCS', direction: 'above', price: 4000, crossed: false }]);
    expect(added.body.alerts[0]!.last_price).toBeGreaterThan(0);
    // The same alert again is the one already there.
    expect((await add(u.token, { symbol: 'TCS', direction: 'above', price: 4000 })).body.alerts).toHaveLength(1);
    const other = await investor();
    const id = added.body.alerts[0]!.id;
    const theirs = await ctx.api.post('account/price-alerts/remove/', { id }, other.token);
    expect(theirs.status).toBe(404);
    const removed = await ctx.api.post<PriceAlertsBody>('account/price-alerts/remove/', { id }, u.token);
    expect([removed.status, removed.body.alerts]).toEqual([200, []]);
  });

  it('refuses a stock the investor neither holds nor has in a basket, and a price that is not positive', async () => {
    const u = await investor();
    const stranger = await add(u.token, { symbol: 'NOSUCHSTOCK', direction: 'below', price: 100 });
    expect(stranger.status).toBe(400);
    expect(stranger.body).toEqual({ errors: { symbol: PRICE_ALERT_MESSAGES.notWatchable('NOSUCHSTOCK') } });
    for (const bad of [
      { symbol: 'TCS', direction: 'below', price: 0 },
      { symbol: 'TCS', direction: 'below', price: 0.001 },
      { symbol: 'TCS', direction: 'below', price: -5 },
      { symbol: 'TCS', direction: 'below', price: 'cheap' },
      { symbol: 'TCS', direction: 'sideways', price: 100 },
      { symbol: '', direction: 'above', price: 100 },
      {},
    ]) {
      expect((await add(u.token, bad)).status, JSON.stringify(bad)).toBe(400);
    }
    const none = await testUser(ctx.t);
    expect((await add(none.token, { symbol: 'TCS', direction: 'above', price: 1 })).status).toBe(400);
    expect((await ctx.api.post('account/price-alerts/remove/', { id: 'x' }, u.token)).status).toBe(400);
    expect((await ctx.api.get(PATH)).status).toBe(401);
  });
});

describe('price alerts: the notices', () => {
  it('tells a crossing once through each chosen channel, never twice after a restart, and again once re-armed', async () => {
    const u = await investor();
    const last = (await market.ltp(['TCS'])).TCS!;
    await add(u.token, { symbol: 'TCS', direction: 'above', price: Math.floor(last - 10) });
    await add(u.token, { symbol: 'TCS', direction: 'above', price: Math.ceil(last + 1000) });
    await add(u.token, { symbol: 'TCS', direction: 'below', price: Math.ceil(last + 10) });
    await ctx.api.post('account/notification-channels/', { kind: 'prices', channel: 'email', enabled: false }, u.token);
    await findInvestmentNotices(ctx.t.db, market);
    await findInvestmentNotices(ctx.t.db, marketAt('2026-11-20T11:01:00+05:30'));
    const first = await noticesOf(u.id);
    expect(first.map((n) => [n.kind, n.url])).toEqual([
      ['price', '/account/settings/#price-alerts'],
      ['price', '/account/settings/#price-alerts'],
    ]);
    const { rows } = await ctx.t.db.query<{ id: number; crossed_at: Date | null }>(
      'SELECT id, crossed_at FROM price_alerts WHERE user_id = $1 ORDER BY id',
      [u.id],
    );
    expect(rows[1]!.crossed_at).toBeNull();
    expect(first.map((n) => n.dedupe_key)).toEqual(
      [rows[0]!, rows[2]!].map((a) => `price-${a.id}-${a.crossed_at!.getTime()}`),
    );

    pushes.length = 0;
    await deliverInvestmentNotices(ctx.t.db, push);
    // A restart, later: a new job finds the crossings recorded and the notices delivered.
    const stop = startInvestmentNoticesJob({
      db: ctx.t.db,
      market: marketAt('2026-11-20T11:05:00+05:30'),
      push,
      intervalMs: 10,
    });
    await new Promise((r) => setTimeout(r, 120));
    await stop();
    const mine = pushes.filter((p) => p.target.userId === u.id);
    expect(mine.map((p) => p.payload.kind)).toEqual(['prices', 'prices']);
    expect(mine[0]!.payload.body).toContain('above your alert at');
    expect(mine[0]!.payload.body).toContain('Nothing has been bought or sold.');
    // E-mail turned off for the kind: no e-mail.
    expect(await mailsTo(u.id)).toEqual([]);

    // The price goes back under the first alert (its price raised here): armed again; crossed again, told anew.
    await ctx.t.db.query('UPDATE price_alerts SET price = $2 WHERE id = $1', [rows[0]!.id, Math.ceil(last + 500)]);
    await findInvestmentNotices(ctx.t.db, marketAt('2026-11-20T11:10:00+05:30'));
    expect(
      (await ctx.t.db.query('SELECT 1 FROM price_alerts WHERE id = $1 AND crossed_at IS NULL', [rows[0]!.id])).rows,
    ).toHaveLength(1);
    await ctx.t.db.query('UPDATE price_alerts SET price = $2 WHERE id = $1', [rows[0]!.id, Math.floor(last - 10)]);
    await findInvestmentNotices(ctx.t.db, marketAt('2026-11-20T11:15:00+05:30'));
    expect(await noticesOf(u.id)).toHaveLength(3);
  });
});
