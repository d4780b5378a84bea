import { describe, expect, it } from 'vitest';
import { brands } from '../../../brands/registry';
import type { BrandConfig } from '../../../brands/schema';
import type { BasketListingBody } from '#contract/baskets/types';
import { testServerPerFile } from '../../test-server-per-file';

const ctx = testServerPerFile();

const brand = (id: string) => brands.find((b) => b.id === id)!;
const starfolio = brand('starfolio');
const arrowline = brand('arrowline');

interface Answer {
  status: number;
  headers: Headers;
  json: { head: { status: number | string; message?: string }; body: BasketListingBody & { errors?: object } };
}

async function listing(query: string, b: BrandConfig = starfolio): Promise<Answer> {
  const res = await ctx.t.request(b, `/${b.segment}/api/basket/listing/?${query}`);
  return { status: res.status, headers: res.headers, json: (await res.json()) as Answer['json'] };
}
const hashes = (a: Answer) => a.json.body.baskets.map((b) => b.basket_hash);

/** The baskets whose latest version holds a stock matching the condition, straight from the database. */
async function holding(condition: string, param: unknown): Promise<string[]> {
  const { rows } = await ctx.t.db.query<{ basket_hash: string }>(
    `SELECT b.basket_hash FROM baskets b
      WHERE b.status = 'published' AND EXISTS (
        SELECT 1 FROM basket_constituents c
         WHERE c.version_id = (SELECT v.id FROM basket_versions v WHERE v.basket_id = b.id ORDER BY v.version DESC LIMIT 1)
           AND ${condition})
      ORDER BY b.basket_hash`,
    [param],
  );
  return rows.map((r) => r.basket_hash);
}

describe('GET /api/basket/listing/ filters', () => {
  it('basket-type=free lists the baskets open to everyone', async () => {
    const a = await listing('basket-type=free');
    expect(a.status).toBe(200);
    expect(a.json.body.baskets).toHaveLength(17);
    expect(a.json.body.baskets.every((b) => !b.isPremium)).toBe(true);
  });

  it('risk keeps the levels asked for, one or several', async () => {
    const low = await listing('basket-type=all&risk=low');
    expect(low.json.body.baskets.length).toBeGreaterThan(0);
    expect(low.json.body.baskets.every((b) => b.riskType === 'low')).toBe(true);
    const two = await listing('basket-type=all&risk=low,high');
    expect(new Set(two.json.body.baskets.map((b) => b.riskType))).toEqual(new Set(['low', 'high']));
    const medium = await listing('basket-type=all&risk=medium');
    expect(two.json.body.baskets.length + medium.json.body.baskets.length).toBe(36);
  });

  it('min-amount-min and min-amount-max bound the minimum amount', async () => {
    const a = await listing('basket-type=all&min-amount-min=30000&min-amount-max=80000');
    const amounts = a.json.body.baskets.map((b) => b.fixedMinimumAmount);
    expect(amounts.length).toBeGreaterThan(3);
    expect(amounts.every((x) => x >= 30000 && x <= 80000)).toBe(true);
    const all = await listing('basket-type=all');
    const inRange = all.json.body.baskets.filter((b) => b.fixedMinimumAmount >= 30000 && b.fixedMinimumAmount <= 80000);
    expect(hashes(a)).toEqual(inRange.map((b) => b.basket_hash));
    expect((await listing('basket-type=all&min-amount-max=1')).json.body.baskets).toEqual([]);
  });

  it('fee-kind, frequency and adviser-type keep the matching baskets', async () => {
    const aum = await listing('basket-type=all&fee-kind=AUM');
    expect(aum.json.body.baskets.length).toBeGreaterThan(0);
    expect(aum.json.body.baskets.every((b) => b.fee.kind === 'AUM' && b.fee.label === 'AUA Fee')).toBe(true);
    const monthly = await listing('basket-type=all&frequency=monthly');
    expect(monthly.json.body.baskets).toHaveLength(10);
    expect(monthly.json.body.baskets.every((b) => b.rebalanceFrequency === 'monthly')).toBe(true);
    const ra = await listing('basket-type=all&adviser-type=ra');
    expect(ra.json.body.baskets.every((b) => b.adviser.adviserType === 'Research Analyst')).toBe(true);
    const ria = await listing('basket-type=all&adviser-type=ria');
    expect(ria.json.body.baskets.every((b) => b.adviser.adviserType === 'Registered Investment Adviser')).toBe(true);
    expect(ra.json.body.baskets.length + ria.json.body.baskets.length).toBe(36);
  });

  it('refuses a frequency the brand does not offer, naming the ones it does', async () => {
    const a = await listing('basket-type=all&frequency=monthly', arrowline);
    expect(a.status).toBe(400);
    expect(a.json.head.message).toBe(
      'Baskets rebalanced monthly are not offered on Arrowline Invest. Choose one of: quarterly.',
    );
    expect(a.json.body.errors).toHaveProperty('frequency');
    expect((await listing('basket-type=all&frequency=quarterly', arrowline)).status).toBe(200);
  });

  it('sector keeps the baskets whose latest version holds a stock of that sector', async () => {
    const a = await listing('basket-type=all&sector=IT');
    const it = await holding(
      `c.symbol = ANY($1::text[])`,
      ctx.t.market
        .instruments()
        .filter((i) => i.kind === 'stock' && i.sector === 'Information Technology')
        .map((i) => i.symbol),
    );
    expect([...hashes(a)].sort()).toEqual(it);
    expect(hashes(a)).toContain('it-services-leaders');
    expect(hashes(a)).not.toContain('banking-titans');
  });

  it('stock keeps the baskets holding that symbol now; an unknown symbol lists none', async () => {
    const a = await listing('basket-type=all&stock=HDFCBANK');
    expect(a.json.body.baskets.length).toBeGreaterThan(0);
    expect([...hashes(a)].sort()).toEqual(await holding('c.symbol = $1', 'HDFCBANK'));
    const none = await listing('basket-type=all&stock=NOSUCHSTOCK');
    expect(none.status).toBe(200);
    expect(none.json.body.baskets).toEqual([]);
  });

  it.each([
    ['risk=extreme', 'risk'],
    ['risk=low,,high', 'risk'],
    ['risk=low&risk=high', 'risk'],
    ['min-amount-min=abc', 'min-amount-min'],
    ['min-amount-min=-5', 'min-amount-min'],
    ['min-amount-max=99999999999', 'min-amount-max'],
    ['min-amount-max=20000000', 'min-amount-max'],
    ['min-amount-min=50000&min-amount-max=10000', 'min-amount-min'],
    ['fee-kind=fixfee', 'fee-kind'],
    ['fee-kind=AUM&fee-kind=FIXFEE', 'fee-kind'],
    ['frequency=weekly', 'frequency'],
    ['adviser-type=RIA', 'adviser-type'],
    ['sector=it', 'sector'],
    ['sector=ZZZ', 'sector'],
    [`sector=${'A'.repeat(5000)}`, 'sector'],
    ['stock=%3Cscript%3E', 'stock'],
    [`stock=${'X'.repeat(100)}`, 'stock'],
    ['stock=A&stock=B', 'stock'],
  ])('answers 400 (never 500) for %s', async (query, field) => {
    const a = await listing(`basket-type=all&${query}`);
    expect(a.status).toBe(400);
    expect(a.json.head.status).toBe(400);
    expect(a.json.body.errors).toHaveProperty(field);
    expect(a.headers.get('x-cache-scope')).toBeNull();
  });
});
