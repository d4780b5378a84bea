import { describe, expect, it } from 'vitest';
import { testServerPerFile } from '../test-server-per-file';
import { brands } from '../../brands/registry';

import { testUser } from '../blog/testing/blog-test-client';
import { setPasswordHash } from '../auth/users';
import { saveSubscription } from './push-store';

const file = testServerPerFile();

const count = async (userId: number) =>
  (
    await file.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM push_subscriptions WHERE user_id = $1', [
      userId,
    ])
  ).rows[0]!.n;

describe('a new password (decision 0148)', () => {
  it("deletes the user's push subscriptions on every brand, and nobody else's", async () => {
    const user = await testUser(file.t);
    const other = await testUser(file.t);
    for (const [i, brand] of brands.slice(0, 2).entries()) {
      await saveSubscription(file.t.db, {
        userId: user.id,
        brandId: brand.id,
        endpoint: `https://fcm.googleapis.com/fcm/send/pw-${user.id}-${i}`,
        p256dh: 'BP',
        auth: 'a',
      });
    }
    await saveSubscription(file.t.db, {
      userId: other.id,
      brandId: brands[0]!.id,
      endpoint: `https://fcm.googleapis.com/fcm/send/pw-${other.id}`,
      p256dh: 'BP',
      auth: 'a',
    });
    expect(await count(user.id)).toBe(2);
    await setPasswordHash(file.t.db, user.id, 'scrypt$new');
    expect(await count(user.id)).toBe(0);
    expect(await count(other.id)).toBe(1);
  });
});
