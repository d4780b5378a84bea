import { describe, expect, it } from 'vitest';
import { blogCaller, testUser } from '../blog/testing/blog-test-client';
import { starfolio } from '../baskets/testing/basket-seed-fixtures';
import { testServerPerFile } from '../test-server-per-file';
const ALREADY_HELD = 'You already hold this basket through this brand’s broker.';

const ctx = testServerPerFile({ responseCache: { ttlSeconds: 0 } }, (t) => blogCaller(t, starfolio), {
  env: { ENABLE_TEST_HOOKS: '1' },
  timeout: 60_000,
});

const HOLD = '__test__/hold-basket/';
const BASKET = 'dividend-yield-plus';

const activeInvestments = async (userId: number) =>
  (
    await ctx.t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM investments i JOIN baskets b ON b.id = i.basket_id
        WHERE i.user_id = $1 AND b.basket_hash = $2 AND i.status = 'active'`,
      [userId, BASKET],
    )
  ).rows[0]!.n;

describe('the hold-basket test hook', () => {
  it('gives the user an active investment once; a second call is a clear 409, never a 5xx', async () => {
    const u = await testUser(ctx.t);
    const first = await ctx.api.post<{ investment: string }>(HOLD, { basket_hash: BASKET }, u.token);
    expect(first.status).toBe(200);
    expect(first.body.investment).toMatch(/^e2e[0-9a-f]{16}$/);

    const again = await ctx.api.post(HOLD, { basket_hash: BASKET }, u.token);
    expect([again.status, again.head.message]).toEqual([409, ALREADY_HELD]);
    expect(await activeInvestments(u.id)).toBe(1);
  });

  it('two calls at the same moment: one investment, one 200 and one 409', async () => {
    const u = await testUser(ctx.t);
    const answers = await Promise.all([1, 2].map(() => ctx.api.post(HOLD, { basket_hash: BASKET }, u.token)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await activeInvestments(u.id)).toBe(1);
  });

  it('answers 404 for an unknown basket, 400 without one and 401 to a visitor', async () => {
    const u = await testUser(ctx.t);
    expect((await ctx.api.post(HOLD, { basket_hash: 'no-such-basket' }, u.token)).status).toBe(404);
    expect((await ctx.api.post(HOLD, {}, u.token)).status).toBe(400);
    expect((await ctx.api.post(HOLD, { basket_hash: BASKET })).status).toBe(401);
  });
});
