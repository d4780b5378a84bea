import { beforeAll, describe, expect, it } from 'vitest';
import type { NotificationKind, PushPayload } from '#contract/account/settings';
import { formatRupees } from '#contract/locale/format';
import { blogCaller, testUser } from '../blog/testing/blog-test-client';
import { insertInvestment, starfolio } from '../investments/testing/investment-test-fixtures';
import { createMarketClock } from '../market/clock';
import { createMarketData } from '../market/create-market-data';
import { outboxMessenger } from '../messages/message-outbox';
import { setMessenger } from '../messages/message-sender';
import type { PushSender, PushTarget } from '../push/push-sender';
import { testServerPerFile } from '../test-server-per-file';
import { INVESTMENT_NOTICE } from './investment-notice-texts';
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

const marketAt = (iso: string) => createMarketData({ clock: createMarketClock(new Date(iso)) });

/** An investor holding 10 TCS, with a monthly SIP due on 20 November 2026; opted in by `channels`. */
async function investor(channels: ('push' | 'email')[]) {
  const user = await testUser(ctx.t);
  const inv = await insertInvestment(ctx.t, user.id, {
    basket: 'quality-compounders',
    version: 1,
    holdings: [{ symbol: 'TCS', quantity: 10, average_price: 3000 }],
    flows: [{ kind: 'buy', amount: -30_000, at: '2026-05-04T10:30:00+05:30' }],
  });
  await ctx.t.db.query(
    "INSERT INTO sips (investment_id, frequency, amount, day_of_month, next_due) VALUES ($1, 'monthly', 5000, 20, '2026-11-20')",
    [inv.id],
  );
  for (const channel of channels) {
    const on = { kind: 'summary', channel, enabled: true };
    expect((await ctx.api.post('account/notification-channels/', on, user.token)).status).toBe(200);
  }
  return user;
}
const summariesOf = async (userId: number) =>
  (
    await ctx.t.db.query<{ dedupe_key: string; title: string; body: string; url: string }>(
      "SELECT dedupe_key, title, body, url FROM investment_notices WHERE user_id = $1 AND kind = 'summary' ORDER BY id",
      [userId],
    )
  ).rows;
const mailsTo = async (userId: number) =>
  (
    await ctx.t.db.query<{ template: string }>(
      "SELECT template FROM message_outbox WHERE template = 'summary' AND recipient = (SELECT email FROM users WHERE id = $1)",
      [userId],
    )
  ).rows.map((r) => r.template);

describe('the end-of-day summary', () => {
  it('is opt-in, waits for the close of a trading day, and is told once a day through the chosen channels', async () => {
    const both = await investor(['push', 'email']);
    const pushOnly = await investor(['push']);
    const off = await investor([]);
    // Friday 20 November 2026, the session still open: nothing yet.
    await findInvestmentNotices(ctx.t.db, marketAt('2026-11-20T14:00:00+05:30'));
    expect(await summariesOf(both.id)).toEqual([]);
    const closed = marketAt('2026-11-20T16:00:00+05:30');
    await findInvestmentNotices(ctx.t.db, closed);
    await findInvestmentNotices(ctx.t.db, marketAt('2026-11-20T16:01:00+05:30'));
    expect(await summariesOf(off.id)).toEqual([]);
    const [quote] = await closed.quotes(['TCS']);
    const [summary] = await summariesOf(both.id);
    expect(await summariesOf(both.id)).toHaveLength(1);
    expect(summary).toEqual({
      dedupe_key: `summary-${both.id}-2026-11-20`,
      title: INVESTMENT_NOTICE.summaryTitle('2026-11-20'),
      body: INVESTMENT_NOTICE.summaryBody({
        brand: 'Starfolio',
        value: Math.round(10 * quote!.ltp * 100) / 100,
        change: Math.round(10 * quote!.change * 100) / 100,
        pending: ['the SIP instalment in Quality Compounders'],
      }),
      url: '/account/investments/',
    });
    expect(summary!.body).toContain(`worth ${formatRupees(Math.round(10 * quote!.ltp * 100) / 100)}`);

    pushes.length = 0;
    await deliverInvestmentNotices(ctx.t.db, push);
    // A restart, later the same evening: nothing is told twice.
    const stop = startInvestmentNoticesJob({
      db: ctx.t.db,
      market: marketAt('2026-11-20T19:00:00+05:30'),
      push,
      intervalMs: 10,
    });
    await new Promise((r) => setTimeout(r, 120));
    await stop();
    const kinds = (userId: number) =>
      pushes.filter((p) => p.target.userId === userId && p.payload.kind === 'summary').length;
    expect([kinds(both.id), kinds(pushOnly.id), kinds(off.id)]).toEqual([1, 1, 0]);
    expect(await mailsTo(both.id)).toEqual(['summary']);
    expect(await mailsTo(pushOnly.id)).toEqual([]);
    expect(await summariesOf(both.id)).toHaveLength(1);

    // Saturday and an NSE holiday (Tuesday 24 November): no summary; Monday 23 November's close: the next one.
    await findInvestmentNotices(ctx.t.db, marketAt('2026-11-21T16:00:00+05:30'));
    await findInvestmentNotices(ctx.t.db, marketAt('2026-11-24T16:00:00+05:30'));
    expect(await summariesOf(both.id)).toHaveLength(1);
    await findInvestmentNotices(ctx.t.db, marketAt('2026-11-23T16:00:00+05:30'));
    expect((await summariesOf(both.id)).map((s) => s.dedupe_key)).toEqual([
      `summary-${both.id}-2026-11-20`,
      `summary-${both.id}-2026-11-23`,
    ]);
  });
});
