import { describe, expect, it } from 'vitest';
import type { BrandConfig } from '../../../brands/schema';
import type { BasketListingBody } from '#contract/baskets/types';
import { testServerPerFile } from '../../test-server-per-file';
import { type Answer, arrowline, basketGet, harborbank, moneyleaf, starfolio } from '../testing/basket-api';

const ctx = testServerPerFile();
const get = basketGet(ctx);

/** The seed's published baskets (server/db/seed/basket-seed-list.ts): all, subscriber-only, quarterly. */
const PUBLISHED = 36;
const PUBLISHED_PREMIUM = 19;
const PUBLISHED_QUARTERLY = 26;
const RISK_RANK = { low: 1, medium: 2, high: 3 } as const;

const listing = (b: BrandConfig, query: string) => get<BasketListingBody>(b, `/basket/listing/?${query}`);
const names = (a: Answer<BasketListingBody>) => a.json.body.baskets.map((x) => x.name);

describe('GET /api/basket/listing/', () => {
  it('lists premium baskets by popularity, in the envelope, cacheable for everyone', async () => {
    const a = await listing(starfolio, 'basket-type=premium&order-by=&order-by-field=popularity');
    expect(a.status).toBe(200);
    expect(a.json.head.status).toBe(0);
    expect(a.headers.get('x-cache-scope')).toBe('public');
    expect(names(a).slice(0, 5)).toEqual([
      'Quality Compounders',
      'Momentum Leaders',
      'Banking Titans',
      'Smallcap Discovery',
      'Consumption Story',
    ]);
    expect(a.json.body.baskets).toHaveLength(PUBLISHED_PREMIUM);
    expect(a.json.body.baskets.every((b) => b.isPremium)).toBe(true);
  });

  it('answers every field of a basket with its fee label and adviser', async () => {
    const a = await listing(starfolio, 'basket-type=all');
    const quality = a.json.body.baskets.find((b) => b.basket_hash === 'quality-compounders');
    expect(quality).toEqual({
      basketId: expect.any(Number),
      basket_hash: 'quality-compounders',
      name: 'Quality Compounders',
      description: 'Market leaders with high return on capital and low debt.',
      fixedMinimumAmount: expect.any(Number),
      riskType: expect.stringMatching(/^(low|medium|high)$/),
      fundType: 'Equity',
      cagr: expect.any(Number),
      cagrPeriod: '3yr',
      benchmark: { name: 'Nifty 50', cagr: expect.any(Number) },
      isPremium: true,
      is_shareable: true,
      fee: { kind: 'FIXFEE', label: 'FEES', amount: 1499 },
      rebalanceFrequency: 'quarterly',
      adviser: { name: 'Meera Iyer', slug: 'meera-iyer', adviserType: 'Registered Investment Adviser' },
    });
    // The effective minimum: the fixed ₹25,000 unless one share of each stock at its weight costs more.
    expect(quality!.fixedMinimumAmount).toBeGreaterThanOrEqual(25000);
    expect(Number.isInteger(quality!.fixedMinimumAmount)).toBe(true);
    // The CAGR is computed from prices now, to two decimals, no longer the stored 18.4.
    expect(Number(quality!.cagr!.toFixed(2))).toBe(quality!.cagr);
    const momentum = a.json.body.baskets.find((b) => b.basket_hash === 'momentum-leaders');
    expect(momentum?.fee).toEqual({ kind: 'AUM', label: 'AUA Fee', amount: 1.5 });
  });

  it('defaults to premium baskets by popularity when given no query', async () => {
    const a = await listing(starfolio, '');
    expect(a.status).toBe(200);
    expect(names(a)[0]).toBe('Quality Compounders');
    expect(a.json.body.baskets).toHaveLength(PUBLISHED_PREMIUM);
  });

  it('lists every basket for basket-type=all', async () => {
    const a = await listing(harborbank, 'basket-type=all&order-by=&order-by-field=popularity');
    expect(a.json.body.baskets).toHaveLength(PUBLISHED);
    const pops = names(a);
    expect(pops.slice(0, 3)).toEqual(['Quality Compounders', 'Momentum Leaders', 'Dividend Yield Plus']);
  });

  it('sorts by CAGR descending', async () => {
    const a = await listing(starfolio, 'basket-type=all&order-by=&order-by-field=cagr');
    const cagrs = a.json.body.baskets.map((b) => b.cagr!);
    expect(cagrs).toEqual([...cagrs].sort((x, y) => y - x));
    expect(a.json.body.baskets[0]!.cagr).toBe(Math.max(...cagrs));
    const desc = await listing(starfolio, 'basket-type=all&order-by=desc&order-by-field=cagr');
    expect(names(desc)).toEqual(names(a));
  });

  it('sorts by minimum amount both ways, ascending by default', async () => {
    const asc = await listing(moneyleaf, 'basket-type=all&order-by=asc&order-by-field=minAmount');
    const amounts = asc.json.body.baskets.map((b) => b.fixedMinimumAmount);
    expect(amounts).toHaveLength(PUBLISHED);
    expect(amounts).toEqual([...amounts].sort((x, y) => x - y));
    const desc = await listing(moneyleaf, 'basket-type=all&order-by=desc&order-by-field=minAmount');
    expect(desc.json.body.baskets.map((b) => b.fixedMinimumAmount)).toEqual([...amounts].reverse());
    const byDefault = await listing(moneyleaf, 'basket-type=all&order-by=&order-by-field=minAmount');
    expect(names(byDefault)).toEqual(names(asc));
  });

  it('sorts by risk low to high and high to low, most popular first within a level', async () => {
    const asc = await listing(starfolio, 'basket-type=all&order-by=asc&order-by-field=riskProfile');
    const ranks = asc.json.body.baskets.map((b) => RISK_RANK[b.riskType]);
    expect(ranks).toEqual([...ranks].sort((x, y) => x - y));
    expect(new Set(ranks)).toEqual(new Set([1, 2, 3]));
    const pop = (await listing(starfolio, 'basket-type=all')).json.body.baskets.map((b) => b.basket_hash);
    for (const level of ['low', 'medium', 'high']) {
      const within = asc.json.body.baskets.filter((b) => b.riskType === level).map((b) => b.basket_hash);
      expect(within).toEqual(pop.filter((h) => within.includes(h)));
    }
    const desc = await listing(starfolio, 'basket-type=all&order-by=desc&order-by-field=riskProfile');
    expect(desc.json.body.baskets[0]!.riskType).toBe('high');
    expect(desc.json.body.baskets.at(-1)!.riskType).toBe('low');
  });

  it('sorts by fee at the minimum amount on brands that offer it', async () => {
    const asc = await listing(starfolio, 'basket-type=all&order-by=asc&order-by-field=fee');
    expect(asc.status).toBe(200);
    // AUA fees cost percent × the (computed) minimum amount; fixed fees cost their amount.
    const yearly = (b: BasketListingBody['baskets'][number]) =>
      b.fee.kind === 'AUM' ? (b.fixedMinimumAmount * b.fee.amount) / 100 : b.fee.amount;
    const costs = asc.json.body.baskets.map(yearly);
    expect(costs).toEqual([...costs].sort((x, y) => x - y));
    expect(costs).toHaveLength(PUBLISHED);
    const desc = await listing(moneyleaf, 'basket-type=all&order-by=desc&order-by-field=fee');
    const top = Math.max(...desc.json.body.baskets.map(yearly));
    expect(yearly(desc.json.body.baskets[0]!)).toBe(top);
  });

  it('refuses a fee sort on brands without fee sorts, naming the options', async () => {
    for (const b of [arrowline, harborbank]) {
      const a = await listing(b, 'basket-type=all&order-by=asc&order-by-field=fee');
      expect(a.status).toBe(400);
      expect(a.json.head.message).toBe(
        `Sorting by fee-asc is not offered on ${b.displayName}. Choose one of: popularity, cagr, minAmount-asc, minAmount-desc, riskProfile-asc, riskProfile-desc.`,
      );
      expect(a.json.body).toHaveProperty(['errors', 'order-by-field']);
    }
  });

  it('refuses ascending popularity or CAGR, which no brand offers', async () => {
    const a = await listing(starfolio, 'order-by=asc&order-by-field=cagr');
    expect(a.status).toBe(400);
    expect(a.json.head.message).toContain('Sorting by cagr-asc is not offered on Starfolio.');
  });

  it('lists only baskets rebalanced at the brand frequencies', async () => {
    const quarterlyOnly = await listing(arrowline, 'basket-type=all&order-by=&order-by-field=popularity');
    expect(quarterlyOnly.json.body.baskets.map((b) => b.rebalanceFrequency)).toEqual(
      Array(PUBLISHED_QUARTERLY).fill('quarterly'),
    );
    expect(names(quarterlyOnly)).not.toContain('Momentum Leaders');
    const premium = await listing(arrowline, 'basket-type=premium&order-by=&order-by-field=cagr');
    expect(names(premium)).toEqual(
      expect.arrayContaining(['Quality Compounders', 'Consumption Story', 'Banking Titans']),
    );
    expect(premium.json.body.baskets.every((b) => b.isPremium && b.rebalanceFrequency === 'quarterly')).toBe(true);
    const cagrs = premium.json.body.baskets.map((b) => b.cagr ?? -Infinity);
    expect(cagrs).toEqual([...cagrs].sort((x, y) => y - x));
    const both = await listing(starfolio, 'basket-type=all');
    expect(new Set(both.json.body.baskets.map((b) => b.rebalanceFrequency))).toEqual(new Set(['monthly', 'quarterly']));
  });

  it.each([
    ['basket-type=gold', 'basket-type', 'basket-type must be premium, free or all.'],
    ['order-by=sideways', 'order-by', 'order-by must be empty, asc or desc.'],
    [
      'order-by-field=name',
      'order-by-field',
      'order-by-field must be one of popularity, cagr, minAmount, riskProfile, fee.',
    ],
    ['order-by-field=%27%3B%20DROP%20TABLE%20baskets%3B--', 'order-by-field', 'order-by-field must be one of'],
    ['basket-type=all&basket-type=premium', 'basket-type', 'Give basket-type only once.'],
    ['order-by-field=', 'order-by-field', 'order-by-field must be one of'],
  ])('answers 400 with a message for %s', async (query, field, message) => {
    const a = await listing(starfolio, query);
    expect(a.status).toBe(400);
    expect(a.json.head).toMatchObject({ status: 400 });
    expect(a.json.head.message).toContain(message);
    expect(a.json.body).toHaveProperty(['errors', field]);
    expect(a.headers.get('x-cache-scope')).toBeNull();
  });

  it('names every bad parameter at once', async () => {
    const a = await listing(starfolio, 'basket-type=x&order-by=y&order-by-field=z');
    expect(a.status).toBe(400);
    expect(Object.keys((a.json.body as unknown as { errors: object }).errors)).toEqual([
      'basket-type',
      'order-by',
      'order-by-field',
    ]);
  });

  it('ignores unknown parameters', async () => {
    const a = await listing(starfolio, 'basket-type=premium&utm_source=mail');
    expect(a.status).toBe(200);
  });
});
