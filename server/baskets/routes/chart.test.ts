import { describe, expect, it } from 'vitest';
import type { BasketChargesBody, BasketDetailsBody, PerformanceChartBody } from '#contract/baskets/details';
import { testServerPerFile } from '../../test-server-per-file';
import { blogCaller, testUser } from '../../blog/testing/blog-test-client';
import { starfolio, subscribe, UNSHARED_SEED_BASKETS } from '../testing/basket-seed-fixtures';
import { expectServedAsUpload } from '../../uploads/upload-test-support';

const ctx = testServerPerFile({}, (t) => blogCaller(t, starfolio));

const chart = (hash: string, query = '', key?: string) =>
  ctx.api.get<PerformanceChartBody>(`basket/performance-chart/${hash}/${query}`, key);

describe('GET /api/basket/performance-chart/{hash}/', () => {
  it('draws a year by default, both series from 100, to the last close', async () => {
    const a = await chart('dividend-yield-plus');
    expect(a.status).toBe(200);
    expect(a.headers.get('x-cache-scope')).toBe('public');
    const { period, benchmarkName, points } = a.body;
    expect({ period, benchmarkName }).toEqual({ period: '1yr', benchmarkName: 'Nifty 50' });
    expect(points[0]).toMatchObject({ basket: 100, benchmark: 100 });
    expect(points[0]!.date <= '2025-11-19').toBe(true);
    expect(points.at(-1)!.date).toBe('2026-11-19');
    expect(points.length).toBeGreaterThan(240);
    expect(points.map((p) => p.date)).toEqual([...points.map((p) => p.date)].sort());
    // The chart's last point is the 1-year return the page shows.
    const { basket } = (await ctx.api.get<BasketDetailsBody>('basket/details/dividend-yield-plus/')).body;
    expect(points.at(-1)!.basket - 100).toBeCloseTo(basket.performance.returns['1yr'].basket!, 1);
  });

  it('draws 3 and 5 years, from the launch for a younger basket', async () => {
    const three = await chart('dividend-yield-plus', '?period=3yr');
    expect(three.body.period).toBe('3yr');
    // The last close on or before 19 Nov 2023 (a Sunday): Friday the 17th.
    expect(three.body.points[0]).toEqual({ date: '2023-11-17', basket: 100, benchmark: 100 });
    const five = await chart('dividend-yield-plus', '?period=5yr');
    const { basket } = (await ctx.api.get<BasketDetailsBody>('basket/details/dividend-yield-plus/')).body;
    // Launched about four years ago: five years back reaches the launch.
    expect(five.body.points[0]!.date).toBe(basket.launchDate);
    expect(five.body.points[0]).toMatchObject({ basket: 100, benchmark: 100 });
  });

  it('is gated like the details: status 4 to a visitor on a subscriber-only basket, private', async () => {
    const a = await chart('banking-titans', '?period=3yr');
    expect(a.status).toBe(200);
    expect(a.head.status).toBe(4);
    expect(a.headers.get('x-cache-scope')).toBe('private');
    const u = await testUser(ctx.t);
    await subscribe(ctx.t, u.id, 'meera-iyer', ['banking-titans']);
    const open = await chart('banking-titans', '?period=3yr', u.token);
    expect(open.head.status).toBe(0);
    expect(open.body.points.length).toBeGreaterThan(700);
    expect(open.headers.get('x-cache-scope')).toBe('private');
  });

  it.each(['?period=10yr', '?period=', '?period=1yr&period=3yr', `?period=${'y'.repeat(3000)}`])(
    'answers 400 for %s',
    async (query) => {
      const a = await chart('dividend-yield-plus', query);
      expect(a.status).toBe(400);
      expect(a.body.errors).toHaveProperty('period');
    },
  );

  it('answers 404 for a draft and 400 for a bad hash', async () => {
    expect((await chart('sahyadri-green-energy')).status).toBe(404);
    expect((await chart('NOPE!')).status).toBe(400);
  });
});

describe('GET /api/basket/shared/performance-chart/{hash}/', () => {
  const shared = (hash: string, query = '') =>
    ctx.api.get<PerformanceChartBody>(`basket/shared/performance-chart/${hash}/${query}`);

  it("answers a shareable subscriber-only basket's chart to a visitor, publicly, as its subscribers see it", async () => {
    const a = await shared('quality-compounders', '?period=3yr');
    expect(a.status).toBe(200);
    expect(a.head.status).toBe(0);
    expect(a.headers.get('x-cache-scope')).toBe('public');
    expect(a.body.period).toBe('3yr');
    const u = await testUser(ctx.t);
    await subscribe(ctx.t, u.id, 'meera-iyer', ['quality-compounders']);
    expect((await chart('quality-compounders', '?period=3yr', u.token)).body).toEqual(a.body);
    // A closed shareable basket, and the default period.
    const closed = await shared('infra-builders');
    expect(closed.body.period).toBe('1yr');
    expect(closed.body.points.length).toBeGreaterThan(240);
  });

  it('answers 404 when the basket is not shareable, a draft or hidden; 400 for a bad hash or period', async () => {
    for (const hash of UNSHARED_SEED_BASKETS) {
      expect((await shared(hash)).status).toBe(404);
    }
    expect((await shared('Bad Hash')).status).toBe(400);
    expect((await shared('quality-compounders', '?period=10yr')).status).toBe(400);
  });
});

describe('GET /api/basket/charges/{hash}/', () => {
  it.each([
    [
      'quality-compounders',
      { kind: 'FIXFEE', label: 'FEES', amount: 1499, next_charge_period: 3, feePerPeriod: 374.75 },
    ],
    ['digital-india', { kind: 'FIXFEE', label: 'FEES', amount: 799, next_charge_period: 1, feePerPeriod: 66.58 }],
    ['momentum-leaders', { kind: 'AUM', label: 'AUA Fee', amount: 1.5, next_charge_period: 3, feePerPeriod: 0.375 }],
  ])('answers %s', async (hash, charges) => {
    const a = await ctx.api.get<BasketChargesBody>(`basket/charges/${hash}/`);
    expect(a.status).toBe(200);
    expect(a.body.charges).toEqual(charges);
    expect(a.headers.get('x-cache-scope')).toBe('public');
  });

  it('answers 404 for a hidden basket and 400 for garbage', async () => {
    expect((await ctx.api.get('basket/charges/sahyadri-realty-revival/')).status).toBe(404);
    expect((await ctx.api.get(`basket/charges/${'x'.repeat(500)}/`)).status).toBe(400);
  });
});

describe('GET /api/basket/factsheet/{hash}/', () => {
  const factsheet = (hash: string, key?: string) =>
    ctx.t.request(starfolio, `/${starfolio.segment}/api/basket/factsheet/${hash}/`, {
      headers: key ? { KEY: key } : {},
    });

  it('serves the PDF as a sandboxed download with a safe file name (review L5)', async () => {
    const res = await factsheet('dividend-yield-plus');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expectServedAsUpload(res, 'attachment', 'dividend-yield-plus-factsheet.pdf');
    expect(res.headers.get('x-cache-scope')).toBe('public');
    const pdf = Buffer.from(await res.arrayBuffer()).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdf).toContain('(Dividend Yield Plus) Tj');
    expect(pdf).toContain('Kaveri Capital Advisors');
  });

  it('is gated like the details for a subscriber-only basket', async () => {
    const res = await factsheet('quality-compounders');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(((await res.json()) as { head: { status: number } }).head.status).toBe(4);
    expect(res.headers.get('x-cache-scope')).toBe('private');
    const u = await testUser(ctx.t);
    await subscribe(ctx.t, u.id, 'meera-iyer', ['quality-compounders']);
    const open = await factsheet('quality-compounders', u.token);
    expect(open.headers.get('content-type')).toBe('application/pdf');
    expect(open.headers.get('x-cache-scope')).toBe('private');
  });

  it('answers 404 when there is no factsheet or basket, 400 for a bad hash', async () => {
    await ctx.t.db.query(
      "DELETE FROM basket_factsheets WHERE basket_id = (SELECT id FROM baskets WHERE basket_hash = 'staples-shield')",
    );
    expect((await factsheet('staples-shield')).status).toBe(404);
    expect((await factsheet('sahyadri-green-energy')).status).toBe(404);
    expect((await factsheet('..%2F..%2Fetc')).status).toBe(400);
  });
});
