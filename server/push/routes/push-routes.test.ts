import { describe, expect, it, vi } from 'vitest';
import { brands } from '../../../brands/registry';
import { PUSH_MESSAGES, type NotificationPrefs, type PushKeyBody } from '#contract/account/settings';
import { API } from '#contract/http/api-paths';
import { reopenTestDatabase } from '../../test-support';
import { createTestServer } from '../../test-support';
import { testServerPerFile } from '../../test-server-per-file';
import { blogCaller, testUser } from '../../blog/testing/blog-test-client';

const brand = brands[0]!;
const other = brands[1]!;
const ctx = testServerPerFile({ responseCache: { ttlSeconds: 0 } }, (t) => blogCaller(t, brand));

const sub = (n: string) => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/${n}`,
  keys: { p256dh: `BP${n}`, auth: `a${n}` },
});
const owner = async (endpoint: string) =>
  (
    await ctx.t.db.query<{ user_id: number; brand_id: string; p256dh: string }>(
      'SELECT user_id, brand_id, p256dh FROM push_subscriptions WHERE endpoint = $1',
      [endpoint],
    )
  ).rows;

describe('GET push/key/', () => {
  it('answers the same VAPID public key to every brand and to a second process on the database', async () => {
    const a = await ctx.api.get<PushKeyBody>(API.push.key);
    expect([a.status, a.head.status]).toEqual([200, 0]);
    expect(Buffer.from(a.body.public_key, 'base64url')).toHaveLength(65);
    expect((await blogCaller(ctx.t, other).get<PushKeyBody>(API.push.key)).body.public_key).toBe(a.body.public_key);
    const second = await createTestServer({ db: await reopenTestDatabase(ctx.t.db), jwtSecret: ctx.t.jwtSecret });
    expect((await blogCaller(second, brand).get<PushKeyBody>(API.push.key)).body.public_key).toBe(a.body.public_key);
    await second.db.close();
  });
});

describe('POST push/subscribe/ and push/unsubscribe/', () => {
  it('needs a signed-in user', async () => {
    expect((await ctx.api.post(API.push.subscribe, sub('anon'))).status).toBe(401);
  });

  it('keeps the subscription for the user on this brand, and moves an endpoint to whoever subscribes it next', async () => {
    const first = await testUser(ctx.t);
    const a = await ctx.api.post(API.push.subscribe, sub('one'), first.token);
    expect([a.status, a.head.status]).toEqual([200, 0]);
    expect(await owner(sub('one').endpoint)).toEqual([{ user_id: first.id, brand_id: brand.id, p256dh: 'BPone' }]);
    const second = await testUser(ctx.t, { brand: other });
    const moved = { ...sub('one'), keys: { p256dh: 'BPnew', auth: 'anew' } };
    expect((await blogCaller(ctx.t, other).post(API.push.subscribe, moved, second.token)).status).toBe(200);
    expect(await owner(sub('one').endpoint)).toEqual([{ user_id: second.id, brand_id: other.id, p256dh: 'BPnew' }]);
  });

  it('refuses bad bodies and addresses that are no push service with 400', async () => {
    const user = await testUser(ctx.t);
    for (const body of [{}, { endpoint: 'nope', keys: {} }, sub('x').keys]) {
      expect((await ctx.api.post(API.push.subscribe, body, user.token)).status).toBe(400);
    }
    for (const endpoint of ['http://127.0.0.1:9/push/1', 'https://10.0.0.1/push', 'https://metadata.internal/x']) {
      const r = await ctx.api.post(API.push.subscribe, { ...sub('x'), endpoint }, user.token);
      expect([r.status, r.body.errors?.endpoint]).toEqual([400, 'Not a push service address.']);
    }
    vi.stubEnv('ENABLE_TEST_HOOKS', '1');
    const local = await ctx.api.post(
      API.push.subscribe,
      { ...sub('x'), endpoint: 'http://127.0.0.1:9/push/1' },
      user.token,
    );
    vi.unstubAllEnvs();
    expect(local.status).toBe(200);
  });

  it('forgets an endpoint for its owner only: a visitor and another user are refused and the row stays', async () => {
    const user = await testUser(ctx.t);
    await ctx.api.post(API.push.subscribe, sub('two'), user.token);
    const endpoint = sub('two').endpoint;
    const kept = [{ user_id: user.id, brand_id: brand.id, p256dh: 'BPtwo' }];

    const visitor = await ctx.api.post(API.push.unsubscribe, { endpoint });
    expect(visitor.status).toBe(401);
    expect(await owner(endpoint)).toEqual(kept);

    const stranger = await testUser(ctx.t);
    const refused = await ctx.api.post(API.push.unsubscribe, { endpoint }, stranger.token);
    expect([refused.status, refused.head.message]).toEqual([404, PUSH_MESSAGES.notYours]);
    expect(await owner(endpoint)).toEqual(kept);

    // The owner's session on another brand does not reach this brand's subscription either.
    const elsewhere = await blogCaller(ctx.t, other).post(API.push.unsubscribe, { endpoint }, user.token);
    expect(elsewhere.status).toBeGreaterThanOrEqual(400);
    expect(await owner(endpoint)).toEqual(kept);

    const here = await ctx.api.post(API.push.unsubscribe, { endpoint }, user.token);
    expect([here.status, here.body]).toEqual([200, { removed: 1 }]);
    expect(await owner(endpoint)).toEqual([]);
    // Said again (a second tab's logout), there is nothing left of theirs to remove.
    expect((await ctx.api.post(API.push.unsubscribe, { endpoint }, user.token)).status).toBe(404);
  });
});

describe('account/notifications/', () => {
  it('answers all kinds on when never set, keeps what is posted, and refuses a partial body', async () => {
    const user = await testUser(ctx.t);
    expect((await ctx.api.get<NotificationPrefs>(API.account.notifications, user.token)).body).toEqual({
      payments: true,
      orders: true,
      rebalances: true,
      investments: true,
      prices: true,
      summary: false,
    });
    const prefs = {
      payments: false,
      orders: true,
      rebalances: false,
      investments: false,
      prices: false,
      summary: false,
    };
    const saved = await ctx.api.post<NotificationPrefs>(API.account.notifications, prefs, user.token);
    expect([saved.status, saved.body]).toEqual([200, prefs]);
    expect((await ctx.api.get<NotificationPrefs>(API.account.notifications, user.token)).body).toEqual(prefs);
    // A body without 'investments' (an app from before it) leaves that one as it was.
    const older = { payments: true, orders: true, rebalances: true };
    const kept = await ctx.api.post<NotificationPrefs>(API.account.notifications, older, user.token);
    expect(kept.body).toEqual({ ...older, investments: false, prices: false, summary: false });
    expect((await ctx.api.post(API.account.notifications, { payments: 'no' }, user.token)).status).toBe(400);
    expect((await ctx.api.get(API.account.notifications)).status).toBe(401);
  });
});
