import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../../brands/registry';
import type { PushPayload } from '#contract/account/settings';
import { createTestServer, openTestDatabase, type TestServer } from '../test-support';
import { testUser } from '../blog/testing/blog-test-client';
import { saveNotificationPrefs, saveSubscription } from './push-store';
import { startTestPushService, type TestPushService, type TestSubscription } from './test-push-service';
import { WebPushSender, topicFor } from './web-push-sender';
import { loadVapidKeys } from './vapid-keys';
import { migrate } from '../db/migrate';

const brand = brands[0]!;
const other = brands[1]!;
let t: TestServer;
let service: TestPushService;
let sender: WebPushSender;
beforeAll(async () => {
  t = await createTestServer();
  service = await startTestPushService();
  sender = new WebPushSender({ db: t.db, allowLoopbackHttp: true });
});
afterAll(async () => {
  await service.close();
  await t.db.close();
});

const payload: PushPayload = {
  kind: 'payments',
  title: 'Payment Successful !',
  body: 'Your 1 year plan with Meera Iyer is active.',
  url: '/payment/status/?transaction=txn_abc123',
  tag: 'payment-txn_abc123',
};

async function subscribed(userId: number, brandId = brand.id): Promise<TestSubscription> {
  const sub = service.subscribe();
  await saveSubscription(t.db, { userId, brandId, endpoint: sub.endpoint, ...sub.keys });
  return sub;
}
const rowsFor = async (endpoint: string) =>
  (
    await t.db.query<{ last_used_at: Date | null }>('SELECT last_used_at FROM push_subscriptions WHERE endpoint = $1', [
      endpoint,
    ])
  ).rows;

describe('WebPushSender', () => {
  it('pushes the payload encrypted (RFC 8291) with a VAPID JWT the push service accepts', async () => {
    const user = await testUser(t);
    const sub = await subscribed(user.id);
    const result = await sender.notify({ userId: user.id, brandId: brand.id }, payload);
    expect(result).toEqual({ sent: 1, removed: 0, failed: 0 });
    const got = service.received.filter((r) => r.subscription === sub.id);
    expect(got).toHaveLength(1);
    expect(got[0]!.error).toBeUndefined();
    expect(JSON.parse(got[0]!.payload!)).toEqual(payload);
    expect(got[0]!.headers).toMatchObject({ encoding: 'aes128gcm', urgency: 'high', ttl: '86400' });
    expect(got[0]!.headers.topic).toBe(topicFor(payload.tag));
    expect(got[0]!.vapid).toMatchObject({ aud: service.origin, sub: `mailto:${brand.trust.contact.email}` });
    expect(got[0]!.vapid!.key).toBe((await loadVapidKeys(t.db)).publicKey);
    expect((await rowsFor(sub.endpoint))[0]!.last_used_at).not.toBeNull();
  });

  it("reaches only the brand's own subscriptions of that user", async () => {
    const user = await testUser(t);
    const mine = await subscribed(user.id);
    const otherBrand = await subscribed(user.id, other.id);
    const someoneElse = await subscribed((await testUser(t)).id);
    expect(await sender.notify({ userId: user.id, brandId: brand.id }, payload)).toMatchObject({ sent: 1 });
    const reached = new Set(service.received.map((r) => r.subscription));
    expect(reached.has(mine.id)).toBe(true);
    expect(reached.has(otherBrand.id)).toBe(false);
    expect(reached.has(someoneElse.id)).toBe(false);
  });

  it('sends nothing when the preference for the kind is off (absent is on)', async () => {
    const user = await testUser(t);
    const sub = await subscribed(user.id);
    await saveNotificationPrefs(t.db, user.id, { payments: false, orders: true, rebalances: true, investments: true });
    expect(await sender.notify({ userId: user.id, brandId: brand.id }, payload)).toEqual({
      sent: 0,
      removed: 0,
      failed: 0,
    });
    expect(service.received.filter((r) => r.subscription === sub.id)).toHaveLength(0);
    const order = { ...payload, kind: 'orders' as const, tag: 'order-1' };
    expect(await sender.notify({ userId: user.id, brandId: brand.id }, order)).toMatchObject({ sent: 1 });
  });

  it.each([410, 404])('deletes a subscription the push service answers %i (gone)', async (status) => {
    const user = await testUser(t);
    const gone = await subscribed(user.id);
    const kept = await subscribed(user.id);
    service.answer(gone, status);
    const result = await sender.notify({ userId: user.id, brandId: brand.id }, payload);
    expect(result).toEqual({ sent: 1, removed: 1, failed: 0 });
    expect(await rowsFor(gone.endpoint)).toHaveLength(0);
    expect(await rowsFor(kept.endpoint)).toHaveLength(1);
  });

  it('keeps a subscription on other failures, and never throws', async () => {
    const user = await testUser(t);
    const busy = await subscribed(user.id);
    service.answer(busy, 429);
    expect(await sender.notify({ userId: user.id, brandId: brand.id }, payload)).toEqual({
      sent: 0,
      removed: 0,
      failed: 1,
    });
    expect(await rowsFor(busy.endpoint)).toHaveLength(1);
    const down = new WebPushSender({
      db: t.db,
      allowLoopbackHttp: true,
      fetch: () => Promise.reject(new Error('down')),
    });
    expect(await down.notify({ userId: user.id, brandId: brand.id }, payload)).toMatchObject({ failed: 1 });
  });

  it('refuses (and deletes) an http endpoint unless loopback http is allowed', async () => {
    const user = await testUser(t);
    const sub = await subscribed(user.id);
    const strict = new WebPushSender({ db: t.db });
    expect(await strict.notify({ userId: user.id, brandId: brand.id }, payload)).toEqual({
      sent: 0,
      removed: 1,
      failed: 0,
    });
    expect(service.received.filter((r) => r.subscription === sub.id)).toHaveLength(0);
  });
});

describe('VAPID keys', () => {
  it('are made once, race-safely, and the same for every process on the database', async () => {
    const db = await openTestDatabase();
    await migrate(db);
    const raced = await Promise.all([loadVapidKeys(db), loadVapidKeys(db), loadVapidKeys(db)]);
    expect(new Set(raced.map((k) => k.publicKey)).size).toBe(1);
    expect(Buffer.from(raced[0]!.publicKey, 'base64url')).toHaveLength(65);
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM app_secrets WHERE name IN ('vapid-public', 'vapid-private')`,
    );
    expect(rows[0]!.n).toBe(2);
    expect(await loadVapidKeys(db)).toEqual(raced[0]);
    await db.close();
  });
});
