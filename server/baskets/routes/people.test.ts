import { describe, expect, it } from 'vitest';
import type { WatchlistBody } from '#contract/baskets/details';
import type { CuratorDetailsBody } from '#contract/baskets/types';
import { testServerPerFile } from '../../test-server-per-file';
import { blogCaller, testUser } from '../../blog/testing/blog-test-client';
import { starfolio, watch } from '../testing/basket-seed-fixtures';
import { brands } from '../../../brands/registry';

const ctx = testServerPerFile({}, (t) => blogCaller(t, starfolio));

describe('GET /api/curators/details/{slug}/', () => {
  it("answers the adviser's profile with registration, city, plans and published baskets", async () => {
    const a = await ctx.api.get<CuratorDetailsBody>('curators/details/sahyadri-wealth/');
    expect(a.status).toBe(200);
    expect(a.headers.get('x-cache-scope')).toBe('public');
    const { curator } = a.body;
    expect(curator).toMatchObject({
      name: 'Sahyadri Wealth Advisors',
      slug: 'sahyadri-wealth',
      adviserType: 'Registered Investment Adviser',
      sebiRegistration: 'INA000019204',
      registeredOn: '2021-06-09',
      city: 'Pune',
      basketCount: 3,
    });
    expect(curator.plans.map((p) => p.label)).toEqual(['1 month', '3 months', '6 months', '1 year']);
    // Most popular first; the draft and the hidden basket are not shown.
    expect(curator.baskets.map((b) => b.basket_hash)).toEqual([
      'goal-builder-large-cap',
      'family-balanced-multi-cap',
      'retirement-income',
    ]);
  });

  it('lists only the baskets the brand offers', async () => {
    const arrowline = brands.find((b) => b.id === 'arrowline')!;
    const a = await blogCaller(ctx.t, arrowline).get<CuratorDetailsBody>('curators/details/arjun-mehta/');
    expect(a.body.curator.baskets).toEqual([]);
  });

  it('answers 404 for an unknown adviser and 400 for a bad slug', async () => {
    expect((await ctx.api.get('curators/details/no-such-adviser/')).status).toBe(404);
    expect((await ctx.api.get('curators/details/Meera%20Iyer/')).status).toBe(400);
    expect((await ctx.api.get(`curators/details/${'a'.repeat(300)}/`)).status).toBe(400);
  });
});

describe('GET /api/my-baskets/watchlist/', () => {
  it("answers the user's watchlisted baskets as cards, privately", async () => {
    const u = await testUser(ctx.t);
    await watch(ctx.t, u.id, 'digital-india');
    await watch(ctx.t, u.id, 'quality-compounders');
    await watch(ctx.t, u.id, 'infra-builders');
    await watch(ctx.t, u.id, 'sahyadri-realty-revival');
    const a = await ctx.api.get<WatchlistBody>('my-baskets/watchlist/', u.token);
    expect(a.status).toBe(200);
    expect(a.headers.get('x-cache-scope')).toBe('private');
    // A closed basket stays on the list; a hidden one does not.
    expect(a.body.baskets.map((b) => b.basket_hash)).toEqual([
      'quality-compounders',
      'digital-india',
      'infra-builders',
    ]);
    const other = await testUser(ctx.t);
    expect((await ctx.api.get<WatchlistBody>('my-baskets/watchlist/', other.token)).body.baskets).toEqual([]);
  });

  it('asks a visitor to sign in and an expired session to sign in again', async () => {
    expect((await ctx.api.get('my-baskets/watchlist/')).status).toBe(401);
    const u = await testUser(ctx.t, { expired: true });
    expect((await ctx.api.get('my-baskets/watchlist/', u.token)).head.status).toBe('100');
  });
});
