import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationKind, PushPayload } from '#contract/account/settings';
import { createTestServer, type TestServer } from '../test-support';
import { publishTestVersion } from '../investments/publish-test-version';
import {
  insertLink,
  insertOpenTrade,
  postback,
  signedIn,
  simOrder,
  userIdOf,
} from '../trading/testing/trading-test-fixtures';
import type { PushSender, PushTarget } from './push-sender';

/** Records what would be pushed: the edge of this test (the sender itself is tested in web-push-sender.test.ts). */
const sent: { target: PushTarget; payload: PushPayload & { kind: NotificationKind } }[] = [];
const recorder: PushSender = {
  notify: async (target, payload) => {
    sent.push({ target, payload });
    return { sent: 1, removed: 0, failed: 0 };
  },
};

let t: TestServer;
let userId: number;
let linkId: number;

beforeAll(async () => {
  t = await createTestServer({ push: recorder, responseCache: { ttlSeconds: 0 } });
  await signedIn(t);
  userId = await userIdOf(t.db);
  linkId = await insertLink(t.db, userId);
});

afterAll(async () => {
  await t?.db.close();
});

describe('the push channel for orders and rebalances', () => {
  it('pushes once when a trade becomes final, not for each line nor for repeats', async () => {
    sent.length = 0;
    const trade = await insertOpenTrade(t.db, {
      userId,
      linkId,
      basketHash: 'quality-compounders',
      lines: [
        ['TCS', 3],
        ['INFY', 2],
      ],
    });
    const [tcs, infy] = trade.lines;
    expect(
      (await postback(t, JSON.stringify(simOrder(tcs!, { status: 'COMPLETE', filled: 3, price: 3650 })))).status,
    ).toBe(200);
    expect(sent).toHaveLength(0);
    expect(
      (await postback(t, JSON.stringify(simOrder(infy!, { status: 'COMPLETE', filled: 2, price: 1745 })))).status,
    ).toBe(200);
    expect(
      (await postback(t, JSON.stringify(simOrder(infy!, { status: 'COMPLETE', filled: 2, price: 1745 })))).status,
    ).toBe(200);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.target).toEqual({ userId, brandId: 'starfolio' });
    expect(sent[0]!.payload).toMatchObject({
      kind: 'orders',
      title: 'Order complete',
      url: `/account/orders/?trade=${trade.hash}`,
      tag: `trade-${trade.hash}`,
    });
    expect(sent[0]!.payload.body).toContain('Quality Compounders');
  });

  it('says a rejected trade was rejected', async () => {
    sent.length = 0;
    const trade = await insertOpenTrade(t.db, {
      userId,
      linkId,
      basketHash: 'quality-compounders',
      lines: [['TCS', 1]],
    });
    await postback(t, JSON.stringify(simOrder(trade.lines[0]!, { status: 'REJECTED', filled: 0 })));
    expect(sent.map((s) => s.payload.title)).toEqual(['Order rejected']);
  });

  it('pushes a rebalance to each investment a newly published version leaves behind', async () => {
    sent.length = 0;
    await insertOpenTrade(t.db, { userId, linkId, basketHash: 'quality-compounders', lines: [['TCS', 1]] });
    const { rows } = await t.db.query<{ investment_hash: string }>(
      `SELECT i.investment_hash FROM investments i JOIN baskets b ON b.id = i.basket_id
        WHERE b.basket_hash = 'quality-compounders' AND i.status = 'active' AND i.user_id = $1`,
      [userId],
    );
    const published = await publishTestVersion(t.db, t.market, 'quality-compounders', recorder);
    expect(published?.pending_rebalances).toBeGreaterThan(0);
    const mine = sent.filter((s) => s.target.userId === userId);
    expect(mine.map((s) => s.payload.kind)).toEqual(['rebalances']);
    expect(mine[0]!.payload.url).toBe(`/account/investments/${rows[0]!.investment_hash}/`);
  });
});
