import { describe, expect, it } from 'vitest';
import type { InvestmentsBody, RebalanceDetailsBody } from '#contract/investments/types';
import { blogCaller } from '../blog/testing/blog-test-client';
import { testServerPerFile } from '../test-server-per-file';
import { constituents, insertInvestment, starfolio, testUser } from './testing/investment-test-fixtures';
import type { PublishedTestVersion } from './publish-test-version';

const ctx = testServerPerFile({ responseCache: { ttlSeconds: 0 } }, (t) => blogCaller(t, starfolio), {
  env: { ENABLE_TEST_HOOKS: '1' },
  timeout: 60_000,
});

const BASKET = 'dividend-yield-plus';

async function latestVersion(hash: string) {
  const { rows } = await ctx.t.db.query<{ version: number }>(
    `SELECT max(v.version)::int AS version FROM basket_versions v JOIN baskets b ON b.id = v.basket_id
      WHERE b.basket_hash = $1`,
    [hash],
  );
  return rows[0]!.version;
}

describe('the publish-basket-version test hook', () => {
  it('publishes a version with one stock swapped and one weight moved, and the holder gets its pending rebalance', async () => {
    const u = await testUser(ctx.t);
    const from = await latestVersion(BASKET);
    const before = await constituents(ctx.t, BASKET, from);
    const { hash } = await insertInvestment(ctx.t, u.id, {
      basket: BASKET,
      version: from,
      holdings: before.map((s) => ({ symbol: s.symbol, quantity: 10, average_price: 100 })),
      flows: [{ kind: 'buy', amount: -20_000, at: '2026-05-04T10:30:00+05:30' }],
    });

    const answer = await ctx.api.post<PublishedTestVersion>('__test__/publish-basket-version/', {
      basket_hash: BASKET,
    });
    expect(answer.status).toBe(200);
    const p = answer.body;
    expect(p).toMatchObject({ version: from + 1, pending_rebalances: 1 });
    const after = await constituents(ctx.t, BASKET, from + 1);
    const weight = (list: typeof before, s: string) => list.find((c) => c.symbol === s)?.weight;
    expect(after.reduce((s, c) => s + c.weight, 0)).toBeCloseTo(100, 6);
    expect(after).toHaveLength(before.length);
    expect(p.removed).toBe(before.at(-1)!.symbol);
    const [removed, added] = [p.removed!, p.added!];
    expect(weight(after, removed)).toBeUndefined();
    expect(weight(before, added)).toBeUndefined();
    expect(weight(after, added)).toBe(weight(before, removed));
    expect(weight(after, p.lowered)).toBeCloseTo(weight(before, p.lowered)! - 1, 6);
    expect(weight(after, p.raised)).toBeCloseTo(weight(before, p.raised)! + 1, 6);
    const untouched = before.filter((c) => ![removed, p.lowered, p.raised].includes(c.symbol));
    for (const c of untouched) expect(weight(after, c.symbol)).toBe(c.weight);

    const list = await ctx.api.get<InvestmentsBody>('my-baskets/investments/', u.token);
    expect(list.body.investments.find((i) => i.investment === hash)!.rebalance_pending).toBe(true);
    const rec = await ctx.api.get<RebalanceDetailsBody>(`rebalance/details/?investment=${hash}`, u.token);
    expect(rec.body).toMatchObject({ from_version: from, to_version: from + 1 });
    const tag = (s: string) => rec.body.lines.find((l) => l.symbol === s)?.tag;
    expect(tag(removed)).toBe('full sell');
    expect(tag(added)).toBe('buy');
    for (const c of untouched) expect(tag(c.symbol) ?? 'no change').toBe('no change');
  });

  it('keeps the stocks and moves only a point of weight when asked not to swap', async () => {
    const from = await latestVersion(BASKET);
    const before = await constituents(ctx.t, BASKET, from);
    const answer = await ctx.api.post<PublishedTestVersion>('__test__/publish-basket-version/', {
      basket_hash: BASKET,
      swap: false,
    });
    expect(answer.body).toMatchObject({ version: from + 1, removed: null, added: null });
    const after = await constituents(ctx.t, BASKET, from + 1);
    const weights = (list: typeof before) => Object.fromEntries(list.map((c) => [c.symbol, c.weight]));
    const moved = { ...weights(before) };
    moved[answer.body.lowered] = moved[answer.body.lowered]! - 1;
    moved[answer.body.raised] = moved[answer.body.raised]! + 1;
    expect(weights(after)).toEqual(moved);
  });

  it('answers 404 for an unknown basket and 400 without one', async () => {
    expect((await ctx.api.post('__test__/publish-basket-version/', { basket_hash: 'no-such-basket' })).status).toBe(
      404,
    );
    expect((await ctx.api.post('__test__/publish-basket-version/', {})).status).toBe(400);
  });
});
