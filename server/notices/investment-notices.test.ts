import { beforeAll, describe, expect, it } from 'vitest';
import type { NotificationKind, PushPayload } from '#contract/account/settings';
import { testUser } from '../blog/testing/blog-test-client';
import { insertInvestment } from '../investments/testing/investment-test-fixtures';
import { createMarketClock } from '../market/clock';
import { createMarketData } from '../market/create-market-data';
import { outboxMessenger, recentMessages } from '../messages/message-outbox';
import { setMessenger } from '../messages/message-sender';
import type { PushSender, PushTarget } from '../push/push-sender';
import { testServerPerFile } from '../test-server-per-file';
import { INVESTMENT_NOTICE } from './investment-notice-texts';
import { deliverInvestmentNotices } from './investment-notices-job';
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
const file = testServerPerFile({ responseCache: { ttlSeconds: 0 } });
beforeAll(() => setMessenger(file.t.db, outboxMessenger(file.t.db)));

const marketAt = (iso: string) => createMarketData({ clock: createMarketClock(new Date(iso)) });
/** The notices queued for the user, oldest first, with how they were delivered. */
const noticesOf = async (userId: number) =>
  (
    await file.t.db.query<{ kind: string; dedupe_key: string; body: string; delivered_by: string | null }>(
      'SELECT kind, dedupe_key, body, delivered_by FROM investment_notices WHERE user_id = $1 ORDER BY id',
      [userId],
    )
  ).rows;
const emailOf = async (userId: number) =>
  (await file.t.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId])).rows[0]!.email;

/** An investment in Quality Compounders (10 TCS bought at `price`), with a monthly ₹5,000 SIP due on `due`. */
async function investor({ price = 3650, due, stoploss }: { price?: number; due?: string; stoploss?: number }) {
  const user = await testUser(file.t);
  const inv = await insertInvestment(file.t, user.id, {
    basket: 'quality-compounders',
    version: 1,
    holdings: [{ symbol: 'TCS', quantity: 10, average_price: price }],
    flows: [{ kind: 'buy', amount: -10 * price, at: '2026-05-04T10:30:00+05:30' }],
    stoplossPercent: stoploss,
  });
  if (due) {
    await file.t.db.query(
      "INSERT INTO sips (investment_id, frequency, amount, day_of_month, next_due) VALUES ($1, 'monthly', 5000, 20, $2)",
      [inv.id, due],
    );
  }
  return { userId: user.id, ...inv };
}

describe('SIP-due notices', () => {
  it('tells a due instalment on a trading day only, once, by push where it reaches and by e-mail where not', async () => {
    const pushed = await investor({ due: '2026-11-23' });
    const mailed = await investor({ due: '2026-11-23' });
    subscribed.add(pushed.userId);
    // Saturday 21 and Sunday 22 November: not due yet, and no trading day anyway.
    await findInvestmentNotices(file.t.db, marketAt('2026-11-22T10:00:00+05:30'));
    expect(await noticesOf(pushed.userId)).toEqual([]);
    // Monday 23 November, due today: one notice per instalment, however often the job looks.
    const monday = marketAt('2026-11-23T09:00:00+05:30');
    await findInvestmentNotices(file.t.db, monday);
    await findInvestmentNotices(file.t.db, monday);
    const [notice] = await noticesOf(pushed.userId);
    expect(await noticesOf(pushed.userId)).toHaveLength(1);
    expect(notice).toMatchObject({ kind: 'sip-due', dedupe_key: `sip-due-${pushed.hash}-2026-11-23` });
    expect(notice!.body).toBe(
      INVESTMENT_NOTICE.sipBody({
        brand: 'Starfolio',
        basket: 'Quality Compounders',
        amount: 5000,
        due: '2026-11-23',
        today: '2026-11-23',
      }),
    );
    expect(notice!.body).toContain('₹5,000 SIP instalment in Quality Compounders is due today');

    pushes.length = 0;
    // Two processes delivering at once: each notice is claimed by one of them.
    await Promise.all([deliverInvestmentNotices(file.t.db, push), deliverInvestmentNotices(file.t.db, push)]);
    await deliverInvestmentNotices(file.t.db, push);
    const mine = pushes.filter((p) => [pushed.userId, mailed.userId].includes(p.target.userId));
    expect(mine.map((p) => [p.target.userId, p.payload.kind, p.payload.url])).toEqual([
      [pushed.userId, 'investments', `/account/investments/${pushed.hash}/`],
      [mailed.userId, 'investments', `/account/investments/${mailed.hash}/`],
    ]);
    expect((await noticesOf(pushed.userId))[0]!.delivered_by).toBe('push');
    expect((await noticesOf(mailed.userId))[0]!.delivered_by).toBe('email');
    const to = await emailOf(mailed.userId);
    const mails = (await recentMessages(file.t.db)).filter((m) => m.recipient === to);
    expect(mails.map((m) => [m.channel, m.template, m.brand_id])).toEqual([['email', 'sip-due', 'starfolio']]);
    expect(mails[0]!.data.subject).toBe(INVESTMENT_NOTICE.sipTitle);
    expect(mails[0]!.data.text).toContain(`Confirm it in Starfolio`);
    expect(mails[0]!.data.url).toBe(`https://app.starfolio.in/account/investments/${mailed.hash}/`);
    // The job keeps looking: nothing more for this instalment.
    await findInvestmentNotices(file.t.db, marketAt('2026-11-25T09:00:00+05:30'));
    expect(await noticesOf(mailed.userId)).toHaveLength(1);
  });

  it('waits out an NSE holiday, then says since when a missed instalment is due', async () => {
    const late = await investor({ due: '2026-11-20' });
    // Tuesday 24 November 2026: Guru Nanak Jayanti, the exchange is shut.
    await findInvestmentNotices(file.t.db, marketAt('2026-11-24T10:00:00+05:30'));
    expect(await noticesOf(late.userId)).toEqual([]);
    await findInvestmentNotices(file.t.db, marketAt('2026-11-25T09:00:00+05:30'));
    expect((await noticesOf(late.userId))[0]!.body).toContain('is due since 20 Nov 2026');
  });
});

describe('stop-loss notices', () => {
  it('tells a reached stop-loss once per crossing, and again after a new stop-loss is reached', async () => {
    // Bought at ₹9,000 a share, far above the market's price: more than 10 % under.
    const under = await investor({ price: 9000, stoploss: 10 });
    const above = await investor({ stoploss: 90 });
    const market = marketAt('2026-11-20T11:00:00+05:30');
    await findInvestmentNotices(file.t.db, market);
    await findInvestmentNotices(file.t.db, market);
    expect(await noticesOf(above.userId)).toEqual([]);
    const first = await noticesOf(under.userId);
    expect(first.map((n) => n.kind)).toEqual(['stop-loss']);
    expect(first[0]!.body).toBe(
      INVESTMENT_NOTICE.stoplossBody({ brand: 'Starfolio', basket: 'Quality Compounders', percent: 10 }),
    );
    const { rows } = await file.t.db.query<{ stoploss_breached_at: Date }>(
      'SELECT stoploss_breached_at FROM investments WHERE id = $1',
      [under.id],
    );
    expect(first[0]!.dedupe_key).toBe(`stop-loss-${under.hash}-${rows[0]!.stoploss_breached_at.getTime()}`);
    // The investor sets a new stop-loss (watching afresh); reached again, it is a new crossing.
    await file.t.db.query('UPDATE investments SET stoploss_percent = 20, stoploss_breached_at = NULL WHERE id = $1', [
      under.id,
    ]);
    await findInvestmentNotices(file.t.db, marketAt('2026-11-20T11:05:00+05:30'));
    expect((await noticesOf(under.userId)).map((n) => n.kind)).toEqual(['stop-loss', 'stop-loss']);
    await deliverInvestmentNotices(file.t.db, push);
    const to = await emailOf(under.userId);
    const mails = (await recentMessages(file.t.db)).filter((m) => m.recipient === to);
    expect(mails.map((m) => m.template)).toEqual(['stop-loss', 'stop-loss']);
    expect(mails[0]!.data.text).toContain('Review it in Starfolio');
  });
});
