import { describe, expect, it } from 'vitest';
import type { BasketDetailsBody, BasketUserBody } from '#contract/baskets/details';
import type { BasketListingBody } from '#contract/baskets/types';
import { BASKET_SCREENER_MESSAGES } from '../basket-messages';
import { testServerPerFile } from '../../test-server-per-file';
import { blogCaller, testUser, type BlogAnswer } from '../../blog/testing/blog-test-client';
import { adviserToken, starfolio, subscribe, UNSHARED_SEED_BASKETS, watch } from '../testing/basket-seed-fixtures';

const ctx = testServerPerFile({}, (t) => blogCaller(t, starfolio));

const details = (hash: string, key?: string) => ctx.api.get<BasketDetailsBody>(`basket/details/${hash}/`, key);

/** A private answer: marked private and never kept by a shared cache or the browser. */
function expectPrivate(a: BlogAnswer<unknown>) {
  expect(a.headers.get('x-cache-scope')).toBe('private');
  expect(a.headers.get('cache-control')).toContain('private');
  expect(a.headers.get('cache-control')).not.toContain('public');
}

const sum = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b * 100, 0)) / 100;

describe('GET /api/basket/details/{hash}/', () => {
  it('answers a free basket to a visitor, publicly cacheable, with every section', async () => {
    const a = await details('dividend-yield-plus');
    expect(a.status).toBe(200);
    expect(a.head.status).toBe(0);
    expect(a.headers.get('x-cache-scope')).toBe('public');
    const b = a.body.basket;
    expect(b).toMatchObject({
      basket_hash: 'dividend-yield-plus',
      name: 'Dividend Yield Plus',
      status: 'published',
      isPremium: false,
      mfCategory: 'Dividend Yield',
      benchmark_id: 'NIFTY 50',
      benchmarkName: 'Nifty 50',
      factsheet: 'basket/factsheet/dividend-yield-plus/',
      rebalanceFrequency: 'quarterly',
      adviser: {
        name: 'Kaveri Capital Advisors',
        slug: 'kaveri-capital',
        adviserType: 'Registered Investment Adviser',
        sebiRegistration: 'INA200015876',
        registration: 'SEBI-registered investment adviser INA200015876',
      },
      charges: { kind: 'FIXFEE', label: 'FEES', amount: 999, next_charge_period: 3, feePerPeriod: 249.75 },
    });
    expect(b.methodology).toContain('Universe');
    expect(sum(b.constituents.map((c) => c.weight))).toBe(100);
    expect(sum(b.sectors.map((s) => s.weight))).toBe(100);
    expect(b.constituents.every((c) => c.ltp > 0 && c.name && c.sector && c.rationale)).toBe(true);
    // The shares the minimum amount buys: one of each at least (what the minimum is for), within the amount.
    expect(b.constituents.every((c) => c.minimumQuantity !== null && c.minimumQuantity >= 1)).toBe(true);
    const spent = sum(b.constituents.map((c) => Math.round(c.minimumQuantity! * c.ltp * 100))) / 100;
    expect(spent).toBeLessThanOrEqual(b.minimumAmount);
    expect(b.faqs.length).toBeGreaterThanOrEqual(3);
    expect(b.tags.map((x) => x.masterTag)).toContain('Style');
    // Newest first, the launch last with every stock added.
    expect(b.rebalances.map((r) => r.version)).toEqual([5, 4, 3, 2, 1]);
    expect(b.rebalances.at(-1)!.changes.every((ch) => ch.from === null && ch.to !== null)).toBe(true);
    expect(b.rebalances.at(-1)!.effectiveDate).toBe(b.launchDate);
    // The clock stands at Friday 11:00 with the market open: the last close is Thursday's.
    expect(b.performance.asOf).toBe('2026-11-19');
    expect(b.performance.returns['3yr'].basket).toEqual(expect.any(Number));
    expect(b.performance.basket.volatility).toBeGreaterThan(0);
    expect(b.performance.basket.maxDrawdown).toBeGreaterThan(0);
    expect(b.performance.riskLabel).toBe(b.riskType);
    expect(b.minimumAmount).toBe(Math.max(b.computedMinimumAmount, 10000));
    expect(b.fixedMinimumAmount).toBe(b.minimumAmount);
  });

  it('shows the same card figures as the listing', async () => {
    const listing = await ctx.api.get<BasketListingBody>('basket/listing/?basket-type=all');
    const card = listing.body.baskets.find((x) => x.basket_hash === 'digital-india')!;
    const { basket } = (await details('digital-india')).body;
    expect({ cagr: basket.cagr, riskType: basket.riskType, min: basket.fixedMinimumAmount }).toEqual({
      cagr: card.cagr,
      riskType: card.riskType,
      min: card.fixedMinimumAmount,
    });
    expect(basket.cagr).toBe(basket.performance.returns['3yr'].basket);
  });

  it('answers a closed basket to anyone', async () => {
    const a = await details('infra-builders');
    expect(a.status).toBe(200);
    expect(a.body.basket.status).toBe('closed');
  });

  it.each(['sahyadri-green-energy', 'sahyadri-realty-revival', 'no-such-basket'])(
    'answers 404 for %s (draft, hidden, unknown), even to its adviser',
    async (hash) => {
      expect((await details(hash)).status).toBe(404);
      expect((await details(hash, await adviserToken(ctx.t))).status).toBe(404);
    },
  );

  it.each(['UPPER', 'a_b', '%3Cscript%3E', 'a'.repeat(81), '-leading', "x'%20OR%201=1"])(
    'answers 400 for the hash %s',
    async (hash) => {
      const a = await details(hash);
      expect(a.status).toBe(400);
      expect(a.body.errors).toHaveProperty('hash');
    },
  );

  describe('a subscriber-only basket', () => {
    it('status 4 to a visitor: HTTP 200, a reason, the basket and its adviser but nothing of it, never public', async () => {
      const a = await details('banking-titans');
      expect(a.status).toBe(200);
      expect(a.head).toEqual({ status: 4, message: BASKET_SCREENER_MESSAGES.notSubscribed });
      expect(a.body).toEqual({
        locked: {
          basket_hash: 'banking-titans',
          name: 'Banking Titans',
          adviser: { slug: 'meera-iyer', name: 'Meera Iyer' },
        },
      });
      expectPrivate(a);
    });

    it('status 4 to a user subscribed to nobody or to another adviser', async () => {
      const nobody = await testUser(ctx.t);
      expect((await details('banking-titans', nobody.token)).head.status).toBe(4);
      const other = await testUser(ctx.t);
      await subscribe(ctx.t, other.id, 'arjun-mehta', ['momentum-leaders']);
      const a = await details('banking-titans', other.token);
      expect(a.head).toEqual({ status: 4, message: BASKET_SCREENER_MESSAGES.notSubscribed });
      expectPrivate(a);
    });

    it("status 7 when the adviser's plan in force does not include it; 0 for the one it does", async () => {
      const u = await testUser(ctx.t);
      await subscribe(ctx.t, u.id, 'meera-iyer', ['quality-compounders']);
      const screened = await details('banking-titans', u.token);
      expect(screened.status).toBe(200);
      expect(screened.head).toEqual({ status: 7, message: BASKET_SCREENER_MESSAGES.planDoesNotCover });
      expectPrivate(screened);
      const open = await details('quality-compounders', u.token);
      expect(open.head.status).toBe(0);
      expect(open.body.basket.constituents.length).toBeGreaterThan(0);
      expectPrivate(open);
    });

    it('status 10 when the subscription that included it has expired', async () => {
      const u = await testUser(ctx.t);
      await subscribe(ctx.t, u.id, 'meera-iyer', ['banking-titans'], { expired: true });
      const a = await details('banking-titans', u.token);
      expect(a.status).toBe(200);
      expect(a.head).toEqual({ status: 10, message: BASKET_SCREENER_MESSAGES.expired });
      expectPrivate(a);
    });

    it('opens to its own adviser, privately', async () => {
      const a = await details('retirement-income', await adviserToken(ctx.t));
      expect(a.head.status).toBe(0);
      expect(a.body.basket.name).toBe('Retirement Income');
      expectPrivate(a);
    });

    it("answers '100' to an expired session, so the app signs in again", async () => {
      const u = await testUser(ctx.t, { expired: true });
      expect((await details('banking-titans', u.token)).head.status).toBe('100');
    });
  });
});

describe('GET /api/basket/details/user/{hash}/', () => {
  const relation = (hash: string, key?: string) => ctx.api.get<BasketUserBody>(`basket/details/user/${hash}/`, key);

  it('tells a user whether the basket is watchlisted and whether a plan in force includes it', async () => {
    const u = await testUser(ctx.t);
    await watch(ctx.t, u.id, 'dividend-yield-plus');
    await subscribe(ctx.t, u.id, 'meera-iyer', ['quality-compounders']);
    const free = await relation('dividend-yield-plus', u.token);
    expect(free.body).toEqual({ watchlisted: true, invested: false, subscribed: false });
    expectPrivate(free);
    expect((await relation('quality-compounders', u.token)).body).toEqual({
      watchlisted: false,
      invested: false,
      subscribed: true,
    });
    expect((await relation('banking-titans', u.token)).body.subscribed).toBe(false);
  });

  it('asks a visitor to sign in, and an expired session to sign in again', async () => {
    expect((await relation('dividend-yield-plus')).status).toBe(401);
    const u = await testUser(ctx.t, { expired: true });
    expect((await relation('dividend-yield-plus', u.token)).head.status).toBe('100');
  });

  it('answers 404 for a draft to anyone but its adviser, and 400 for a bad hash', async () => {
    const u = await testUser(ctx.t);
    expect((await relation('sahyadri-green-energy', u.token)).status).toBe(404);
    expect((await relation('sahyadri-green-energy', await adviserToken(ctx.t))).status).toBe(200);
    expect((await relation('NOT_A_HASH', u.token)).status).toBe(400);
  });
});

describe('GET /api/my-basket/details/{hash}/', () => {
  const mine = (hash: string, key?: string) => ctx.api.get<BasketDetailsBody>(`my-basket/details/${hash}/`, key);

  it('gives the adviser their draft and hidden baskets, privately', async () => {
    const token = await adviserToken(ctx.t);
    for (const [hash, status] of [
      ['sahyadri-green-energy', 'draft'],
      ['sahyadri-realty-revival', 'hidden'],
      ['goal-builder-large-cap', 'published'],
    ] as const) {
      const a = await mine(hash, token);
      expect(a.status).toBe(200);
      expect(a.body.basket.status).toBe(status);
      expectPrivate(a);
    }
  });

  it("answers 404 for another adviser's basket or to a user who is no adviser, 401 to a visitor", async () => {
    expect((await mine('quality-compounders', await adviserToken(ctx.t))).status).toBe(404);
    const u = await testUser(ctx.t);
    expect((await mine('sahyadri-green-energy', u.token)).status).toBe(404);
    expect((await mine('sahyadri-green-energy')).status).toBe(401);
    expect((await mine('../etc', u.token)).status).toBe(404);
  });
});

describe('GET /api/basket/shared/details/{hash}/', () => {
  const shared = (hash: string, key?: string) => ctx.api.get<BasketDetailsBody>(`basket/shared/details/${hash}/`, key);

  it('answers a shareable published or closed basket to a visitor, publicly', async () => {
    for (const hash of ['quality-compounders', 'digital-india', 'infra-builders']) {
      const a = await shared(hash);
      expect(a.status).toBe(200);
      expect(a.body.basket.basket_hash).toBe(hash);
      expect(a.headers.get('x-cache-scope')).toBe('public');
    }
  });

  it('answers 404 when the basket is not shareable, a draft or hidden', async () => {
    for (const hash of UNSHARED_SEED_BASKETS) {
      expect((await shared(hash)).status).toBe(404);
    }
    expect((await shared('sahyadri-realty-revival', await adviserToken(ctx.t))).status).toBe(404);
    expect((await shared('Bad Hash')).status).toBe(400);
  });
});
