import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../../brands/registry';
import { createTestServer, type TestServer } from '../test-support';
import { testUser } from '../blog/testing/blog-test-client';
import { setPasswordHash } from '../auth/users';
import { saveSubscription } from './push-store';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.db.close());

const count = async (userId: number) =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM push_subscriptions WHERE user_id = $1', [userId]))
    .rows[0]!.n;

describe('a new password (decision 0148)', () => {
  it("deletes the user's push subscriptions on every brand, and nobody else's", async () => {
    const user = await testUser(t);
    const other = await testUser(t);
    for (const [i, brand] of brands.slice(0, 2).entries()) {
      await saveSubscription(t.db, {
        userId: user.id,
        brandId: brand.id,
        endpoint: `https://fcm.googleapis.com/fcm/send/pw-${user.id}-${i}`,
        p256dh: 'BP',
        auth: 'a',
      });
    }
    await saveSubscription(t.db, {
      userId: other.id,
      brandId: brands[0]!.id,
      endpoint: `https://fcm.googleapis.com/fcm/send/pw-${other.id}`,
      p256dh: 'BP',
      auth: 'a',
    });
    expect(await count(user.id)).toBe(2);
    await setPasswordHash(t.db, user.id, 'scrypt$new');
    expect(await count(user.id)).toBe(0);
    expect(await count(other.id)).toBe(1);
  });
});
