import { BASKET_NOT_FOUND } from '../basket-messages';
import { describe, expect, it } from 'vitest';
import type { MfCategoriesBody, MfCategoryDataBody, SectorDataBody } from '#contract/baskets/lists';
import { testUser } from '../../blog/testing/blog-test-client';
import { insertBasket, insertPlan, subscribe } from '../testing/basket-test-fixtures';
import {
  adviser,
  api,
  expectPrivate,
  expectPublic,
  quarterlyApi,
  startBasketListsServer,
  t,
} from '../testing/basket-lists-server';

startBasketListsServer();

describe('GET basket/sectors/data/', () => {
  it("answers the current version's weights by sector, largest first, summing to 100", async () => {
    const b = await insertBasket(t.db, adviser.id, {
      versions: [
        { date: '2024-01-01', weights: [['DLF', 100]] },
        {
          date: '2025-06-02',
          weights: [
            ['INFY', 33.33],
            ['TCS', 33.33],
            ['HDFCBANK', 33.34],
          ],
        },
      ],
    });
    const a = await api.get<SectorDataBody>(`basket/sectors/data/?basket_hash=${b.hash}`);
    expect(a.status).toBe(200);
    expectPublic(a.headers);
    expect(a.body).toEqual({
      basket_hash: b.hash,
      sectors: [
        { code: 'IT', sector: 'Information Technology', weight: 66.66 },
        { code: 'FIN', sector: 'Financial Services', weight: 33.34 },
      ],
    });
  });

  it('rounds weights that do not add up to 100 so they do, and names ETFs and unknown symbols', async () => {
    const b = await insertBasket(t.db, adviser.id, {
      status: 'closed',
      versions: [
        {
          date: '2024-01-01',
          weights: [
            ['INFY', 10],
            ['NIFTYBEES', 10],
            ['GONE', 10],
          ],
        },
      ],
    });
    const a = await api.get<SectorDataBody>(`basket/sectors/data/?basket_hash=${b.hash}`);
    expect(a.body.sectors.map((s) => s.code).sort()).toEqual(['ETF', 'IT', 'OTHER']);
    expect(a.body.sectors.reduce((n, s) => n + Math.round(s.weight * 100), 0)).toBe(10_000);
  });

  it('answers a draft, a hidden and an unknown basket 404, never public', async () => {
    for (const status of ['draft', 'hidden'] as const) {
      const b = await insertBasket(t.db, adviser.id, { status });
      const a = await api.get(`basket/sectors/data/?basket_hash=${b.hash}`);
      expect(a.status).toBe(404);
      expectPrivate(a.headers);
    }
    const a = await api.get('basket/sectors/data/?basket_hash=no-such-basket');
    expect(a.status).toBe(404);
    expect(a.head.message).toBe(BASKET_NOT_FOUND);
  });

  it('answers head.status 4 / 7 / 10 for a subscriber-only basket to the unentitled, privately', async () => {
    const b = await insertBasket(t.db, adviser.id, { isPremium: true });
    const other = await insertBasket(t.db, adviser.id, { isPremium: true });
    const path = `basket/sectors/data/?basket_hash=${b.hash}`;
    const visitor = await api.get(path);
    expect([visitor.status, visitor.head.status]).toEqual([200, 4]);
    expectPrivate(visitor.headers);

    const planOnly = await testUser(t);
    await subscribe(
      t.db,
      planOnly.id,
      await insertPlan(t.db, adviser.id, [other.id]),
      new Date(0),
      new Date('2099-01-01'),
    );
    expect((await api.get(path, planOnly.token)).head.status).toBe(7);

    const lapsed = await testUser(t);
    const covering = await insertPlan(t.db, adviser.id, [b.id]);
    await subscribe(t.db, lapsed.id, covering, new Date('2020-01-01'), new Date('2021-01-01'));
    expect((await api.get(path, lapsed.token)).head.status).toBe(10);

    const subscriber = await testUser(t);
    await subscribe(t.db, subscriber.id, covering, new Date(0), new Date('2099-01-01'));
    const a = await api.get<SectorDataBody>(path, subscriber.token);
    expect([a.status, a.head.status]).toEqual([200, 0]);
    expect(a.body.sectors).toHaveLength(2);
    expectPrivate(a.headers);

    const expired = await testUser(t, { expired: true });
    expect((await api.get(path, expired.token)).head.status).toBe('100');
  });

  it.each([
    ['no basket_hash', ''],
    ['an empty one', 'basket_hash='],
    ['markup', `basket_hash=${encodeURIComponent('<b>x</b>')}`],
    ['a huge one', `basket_hash=${'a'.repeat(5000)}`],
    ['two of them', 'basket_hash=a&basket_hash=b'],
  ])('refuses %s with HTTP 400', async (_name, query) => {
    const a = await api.get(`basket/sectors/data/?${query}`);
    expect(a.status).toBe(400);
    expectPrivate(a.headers);
  });
});

describe('GET basket/mf-categories/ and basket/mf-categories/data/', () => {
  it('counts the listed baskets of each category and lists them, most popular first', async () => {
    const category = `Test Cap ${Math.random().toString(36).slice(2, 8)}`;
    const low = await insertBasket(t.db, adviser.id, { mfCategory: category, popularity: 1 });
    const high = await insertBasket(t.db, adviser.id, { mfCategory: category, popularity: 9, frequency: 'quarterly' });
    await insertBasket(t.db, adviser.id, { mfCategory: category, status: 'draft' });

    const a = await api.get<MfCategoriesBody>('basket/mf-categories/');
    expectPublic(a.headers);
    expect(a.body.mfCategories.find((m) => m.name === category)).toEqual({ slug: category, name: category, count: 2 });
    const q = await quarterlyApi.get<MfCategoriesBody>('basket/mf-categories/');
    expect(q.body.mfCategories.find((m) => m.name === category)?.count).toBe(1);

    const d = await api.get<MfCategoryDataBody>(
      `basket/mf-categories/data/?category=${encodeURIComponent(category.toUpperCase())}`,
    );
    expect(d.status).toBe(200);
    expectPublic(d.headers);
    expect(d.body).toEqual({
      category,
      baskets: [
        { basket_hash: high.hash, name: high.name, adviserName: adviser.name },
        { basket_hash: low.hash, name: low.name, adviserName: adviser.name },
      ],
    });
  });

  it('answers a category with no listed basket 404', async () => {
    const a = await api.get('basket/mf-categories/data/?category=Nothing%20Here');
    expect(a.status).toBe(404);
    expectPrivate(a.headers);
  });

  it.each([
    ['no category', ''],
    ['an empty one', 'category=%20'],
    ['a huge one', `category=${'a'.repeat(5000)}`],
    ['two of them', 'category=a&category=b'],
  ])('refuses %s with HTTP 400', async (_name, query) => {
    expect((await api.get(`basket/mf-categories/data/?${query}`)).status).toBe(400);
  });
});
