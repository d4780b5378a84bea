import { describe, expect, it } from 'vitest';
import type { BenchmarksBody, MasterTagsBody, SectorsBody, TagsBody } from '#contract/baskets/lists';
import { insertBasket, insertTag, tagBasket } from '../testing/basket-test-fixtures';
import { adviser, api, expectPublic, quarterlyApi, startBasketListsServer, t } from '../testing/basket-lists-server';

startBasketListsServer();

describe('GET basket/benchmarks/', () => {
  it("lists the market's indices by symbol and name, public", async () => {
    const a = await api.get<BenchmarksBody>('basket/benchmarks/');
    expect(a.status).toBe(200);
    expect(a.body.benchmarks).toEqual(t.market.indices().map((i) => ({ benchmark_id: i.symbol, name: i.name })));
    expect(a.body.benchmarks.map((b) => b.benchmark_id)).toEqual(
      expect.arrayContaining(['NIFTY 50', 'NIFTY 500', 'NIFTY MIDCAP 150', 'NIFTY SMALLCAP 250']),
    );
    expectPublic(a.headers);
  });
});

describe('GET basket/tags/ and basket/master-tags/', () => {
  it('counts the published baskets the brand lists that carry each tag, with its master tag', async () => {
    const tag = await insertTag(t.db);
    const monthly = await insertBasket(t.db, adviser.id);
    const quarterly = await insertBasket(t.db, adviser.id, { frequency: 'quarterly' });
    const draft = await insertBasket(t.db, adviser.id, { status: 'draft' });
    const closed = await insertBasket(t.db, adviser.id, { status: 'closed' });
    for (const b of [monthly, quarterly, draft, closed]) await tagBasket(t.db, b.id, tag.tagId);

    const a = await api.get<TagsBody>('basket/tags/');
    expect(a.status).toBe(200);
    expectPublic(a.headers);
    expect(a.body.tags.find((x) => x.slug === tag.tagSlug)).toEqual({
      slug: tag.tagSlug,
      name: `Tag ${tag.tagSlug}`,
      count: 2,
      masterTag: { slug: tag.masterSlug, name: `Master ${tag.masterSlug}` },
    });
    const q = await quarterlyApi.get<TagsBody>('basket/tags/');
    expect(q.body.tags.find((x) => x.slug === tag.tagSlug)?.count).toBe(1);

    const m = await api.get<MasterTagsBody>('basket/master-tags/');
    expectPublic(m.headers);
    expect(m.body.masterTags.find((x) => x.slug === tag.masterSlug)).toEqual({
      slug: tag.masterSlug,
      name: `Master ${tag.masterSlug}`,
      count: 2,
    });
  });

  it('leaves out a tag no listed basket carries', async () => {
    const tag = await insertTag(t.db);
    await tagBasket(t.db, (await insertBasket(t.db, adviser.id, { status: 'hidden' })).id, tag.tagId);
    expect((await api.get<TagsBody>('basket/tags/')).body.tags.map((x) => x.slug)).not.toContain(tag.tagSlug);
    const m = await api.get<MasterTagsBody>('basket/master-tags/');
    expect(m.body.masterTags.map((x) => x.slug)).not.toContain(tag.masterSlug);
  });
});

describe('GET basket/sectors/', () => {
  const count = async (code: string) =>
    (await api.get<SectorsBody>('basket/sectors/')).body.sectors.find((s) => s.slug === code)?.count ?? 0;

  it("counts listed baskets holding a stock of each sector in their current version, by the market's sector names", async () => {
    const a = await api.get<SectorsBody>('basket/sectors/');
    expectPublic(a.headers);
    const [realty, telecom] = [await count('REALTY'), await count('TEL')];
    // Two stocks of one sector count the basket once; a stock only in an older version does not count.
    await insertBasket(t.db, adviser.id, {
      versions: [
        { date: '2024-01-01', weights: [['BHARTIARTL', 100]] },
        {
          date: '2025-01-01',
          weights: [
            ['DLF', 40],
            ['GODREJPROP', 40],
            ['INFY', 20],
          ],
        },
      ],
    });
    await insertBasket(t.db, adviser.id, {
      status: 'draft',
      versions: [{ date: '2024-01-01', weights: [['DLF', 100]] }],
    });
    // A version dated after the market's today is not yet in effect.
    await insertBasket(t.db, adviser.id, {
      versions: [
        { date: '2024-01-01', weights: [['INFY', 100]] },
        { date: '2027-01-01', weights: [['BHARTIARTL', 100]] },
      ],
    });
    expect(await count('REALTY')).toBe(realty + 1);
    expect(await count('TEL')).toBe(telecom);
    const sectors = (await api.get<SectorsBody>('basket/sectors/')).body.sectors;
    expect(sectors.find((s) => s.slug === 'REALTY')!.name).toBe('Realty');
    expect(sectors.map((s) => s.name)).toEqual([...sectors.map((s) => s.name)].sort((x, y) => x.localeCompare(y)));
  });
});
