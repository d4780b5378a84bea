import { beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_CHANNEL_MESSAGES, type NotificationChannels } from '#contract/account/settings';
import { blogCaller, testUser } from '../blog/testing/blog-test-client';
import { insertInvestment, starfolio } from '../investments/testing/investment-test-fixtures';
import { createMarketClock } from '../market/clock';
import { createMarketData } from '../market/create-market-data';
import { outboxMessenger } from '../messages/message-outbox';
import { setMessenger } from '../messages/message-sender';
import type { PushSender } from '../push/push-sender';
import { testServerPerFile } from '../test-server-per-file';
import { deliverInvestmentNotices, startInvestmentNoticesJob } from './investment-notices-job';
import { findInvestmentNotices } from './investment-notices';

/** The push channel's edge: every user is subscribed; the pushes each user got. */
const pushedTo: number[] = [];
const push: PushSender = {
  notify: (target) => {
    pushedTo.push(target.userId);
    return Promise.resolve({ sent: 1, removed: 0, failed: 0 });
  },
};
const ctx = testServerPerFile({ responseCache: { ttlSeconds: 0 } }, (t) => blogCaller(t, starfolio));
beforeAll(() => setMessenger(ctx.t.db, outboxMessenger(ctx.t.db)));

const PATH = 'account/notification-channels/';
const market = createMarketData({ clock: createMarketClock(new Date('2026-11-20T11:00:00+05:30')) });
let mobiles = 0;

/** A user with a mobile number and an investment whose target (50 % above ₹10,000) is reached. */
async function investor() {
  const user = await testUser(ctx.t);
  const mobile = `98${String(Date.now() % 1e6).padStart(6, '0')}${String(++mobiles).padStart(2, '0')}`;
  await ctx.t.db.query('UPDATE users SET mobile = $2 WHERE id = $1', [user.id, mobile]);
  const inv = await insertInvestment(ctx.t, user.id, {
    basket: 'quality-compounders',
    version: 1,
    holdings: [{ symbol: 'TCS', quantity: 10, average_price: 1000 }],
    flows: [{ kind: 'buy', amount: -10_000, at: '2026-05-04T10:30:00+05:30' }],
  });
  await ctx.t.db.query('UPDATE investments SET target_percent = 50 WHERE id = $1', [inv.id]);
  const { rows } = await ctx.t.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [user.id]);
  return { ...user, mobile, email: rows[0]!.email, investment: inv };
}
const set = (token: string, body: unknown) => ctx.api.post<NotificationChannels>(PATH, body, token);
/** What went to the user: pushes, and outbox rows by channel and template. */
async function sentTo(u: { id: number; email: string; mobile: string }) {
  const { rows } = await ctx.t.db.query<{ channel: string; template: string }>(
    'SELECT channel, template FROM message_outbox WHERE recipient = ANY($1::text[]) ORDER BY id',
    [[u.email, u.mobile]],
  );
  return {
    pushes: pushedTo.filter((id) => id === u.id).length,
    messages: rows.map((r) => `${r.channel}:${r.template}`),
  };
}

describe('notification channels: the settings route', () => {
  it('answers every kind with its channels, defaults push and e-mail on, SMS off', async () => {
    const u = await testUser(ctx.t);
    const grid = await ctx.api.get<NotificationChannels>(PATH, u.token);
    expect(grid.status).toBe(200);
    expect(grid.body).toEqual({
      payments: { push: true },
      orders: { push: true },
      rebalances: { push: true },
      investments: { push: true, email: true, sms: false },
      prices: { push: true, email: true, sms: false },
      summary: { push: false, email: false, sms: false },
    });
    expect((await ctx.api.get(PATH)).status).toBe(401);
  });

  it('keeps an old push preference meaning what it meant, and saves each channel on its own', async () => {
    const u = await investor();
    // An older app turns the kind's push off through account/notifications/: the grid's push says so.
    await ctx.api.post(
      'account/notifications/',
      { payments: true, orders: true, rebalances: true, investments: false },
      u.token,
    );
    expect((await ctx.api.get<NotificationChannels>(PATH, u.token)).body.investments.push).toBe(false);
    const on = await set(u.token, { kind: 'investments', channel: 'sms', enabled: true });
    expect(on.status).toBe(200);
    expect(on.body.investments).toEqual({ push: false, email: true, sms: true });
    const off = await set(u.token, { kind: 'investments', channel: 'email', enabled: false });
    expect(off.body.investments).toEqual({ push: false, email: false, sms: true });
    const push = await set(u.token, { kind: 'investments', channel: 'push', enabled: true });
    expect(push.body.investments).toEqual({ push: true, email: false, sms: true });
    expect((await ctx.api.get<{ investments: boolean }>('account/notifications/', u.token)).body.investments).toBe(
      true,
    );
  });

  it('refuses what is not a choice with a 400 that names it', async () => {
    const u = await testUser(ctx.t);
    for (const bad of [
      { kind: 'weather', channel: 'push', enabled: true },
      { kind: 'orders', channel: 'pigeon', enabled: true },
      { kind: 'orders', channel: 'push', enabled: 'yes' },
      {},
    ]) {
      const refused = await set(u.token, bad);
      expect(refused.status, JSON.stringify(bad)).toBe(400);
    }
    const email = await set(u.token, { kind: 'rebalances', channel: 'email', enabled: true });
    expect(email.status).toBe(400);
    expect(email.body).toEqual({
      errors: { channel: NOTIFICATION_CHANNEL_MESSAGES.notOffered('rebalances', 'email') },
    });
    // No mobile number on the profile: SMS cannot be turned on (off is fine).
    const sms = await set(u.token, { kind: 'investments', channel: 'sms', enabled: true });
    expect(sms.status).toBe(400);
    expect(sms.body).toEqual({ errors: { channel: NOTIFICATION_CHANNEL_MESSAGES.noMobile } });
    expect((await set(u.token, { kind: 'investments', channel: 'sms', enabled: false })).status).toBe(200);
  });
});

describe('notification channels: the delivery', () => {
  it('sends each notice through each chosen channel once, across runs, a lost lease and a restart', async () => {
    const pushAndSms = await investor();
    await set(pushAndSms.token, { kind: 'investments', channel: 'email', enabled: false });
    await set(pushAndSms.token, { kind: 'investments', channel: 'sms', enabled: true });
    const none = await investor();
    await set(none.token, { kind: 'investments', channel: 'email', enabled: false });
    await set(none.token, { kind: 'investments', channel: 'push', enabled: false });
    await findInvestmentNotices(ctx.t.db, market);
    await deliverInvestmentNotices(ctx.t.db, push);
    await deliverInvestmentNotices(ctx.t.db, push);
    expect(await sentTo(pushAndSms)).toEqual({ pushes: 1, messages: ['sms:target'] });
    const { rows: sms } = await ctx.t.db.query<{ data: { text: string } }>(
      'SELECT data FROM message_outbox WHERE recipient = $1',
      [pushAndSms.mobile],
    );
    expect(sms[0]!.data.text).toContain(`/account/investments/${pushAndSms.investment.hash}/?review=exit`);
    // Nothing chosen: nothing sent, the notice done with (delivered by nothing).
    expect(await sentTo(none)).toEqual({ pushes: 0, messages: [] });
    const notices = async (userId: number) =>
      (
        await ctx.t.db.query<{ delivered_by: string | null; delivered: boolean }>(
          'SELECT delivered_by, delivered_at IS NOT NULL AS delivered FROM investment_notices WHERE user_id = $1',
          [userId],
        )
      ).rows;
    expect(await notices(none.id)).toEqual([{ delivered_by: null, delivered: true }]);
    expect(await notices(pushAndSms.id)).toEqual([{ delivered_by: 'push', delivered: true }]);

    // A process died after sending, before marking it delivered: the lease runs out and another claims it.
    await ctx.t.db.query(
      "UPDATE investment_notices SET delivered_at = NULL, next_attempt_at = now() - interval '1 minute' WHERE user_id = $1",
      [pushAndSms.id],
    );
    // The investor turns e-mail on meanwhile: the notice goes by e-mail now, and by nothing twice.
    await set(pushAndSms.token, { kind: 'investments', channel: 'email', enabled: true });
    const restarted = startInvestmentNoticesJob({ db: ctx.t.db, market, push, intervalMs: 10 });
    await new Promise((r) => setTimeout(r, 150));
    await restarted();
    expect(await sentTo(pushAndSms)).toEqual({ pushes: 1, messages: ['sms:target', 'email:target'] });
    expect(await sentTo(none)).toEqual({ pushes: 0, messages: [] });
  });
});
