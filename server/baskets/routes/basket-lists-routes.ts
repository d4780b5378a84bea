import { Hono, type Context } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import {
  mfCategoryDataQuery,
  sectorDataQuery,
  type BenchmarksBody,
  type MasterTagsBody,
  type MfCategoriesBody,
  type MfCategoryDataBody,
  type SectorDataBody,
  type SectorsBody,
  type TagsBody,
} from '#contract/baskets/lists';
import type { AppEnv } from '../../app-env';
import { sectorCounts, sectorWeights } from '../sector-weights';
import { cacheScope } from '../../cache/cache-marks';
import { istDateOf } from '../../market/ist';
import { privateByDefault } from '../../blog/blog-access';
import {
  currentWeights,
  listedHoldings,
  masterTagCounts,
  mfCategoryBaskets,
  mfCategoryCounts,
  tagCounts,
} from '../basket-lists-store';
import { fail, ok } from '../../http/envelope';
import { gateBasket } from '../basket-gate';
import { validate } from '../../http/validate';
import { showsBaskets } from '../../studio/basket-cache';

const today = (c: Context<AppEnv>) => istDateOf(c.var.market.now());
const frequencies = (c: Context<AppEnv>) => c.var.brand.rebalanceFrequencies;

/**
 * The lists that filter discover (benchmarks, tags, master tags, sectors, MF categories) and a
 * basket's sector breakdown (docs/api.md, "Basket lists"). Counts are of the baskets the brand lists.
 */
export function basketListRoutes() {
  const r = new Hono<AppEnv>();
  const paths = [
    API.baskets.benchmarks,
    API.baskets.tags,
    API.baskets.masterTags,
    API.baskets.sectors,
    API.baskets.sectorData,
    API.baskets.mfCategories,
    API.baskets.mfCategoryData,
  ];
  // Errors and anything a route did not mark public leave as private.
  for (const path of paths) r.use(at(path), privateByDefault);

  r.get(at(API.baskets.benchmarks), (c) => {
    const benchmarks = c.var.market.indices().map((i) => ({ benchmark_id: i.symbol, name: i.name }));
    cacheScope(c, 'public');
    return ok<BenchmarksBody>(c, { benchmarks });
  });

  r.get(at(API.baskets.tags), async (c) => {
    const rows = await tagCounts(c.var.db, frequencies(c));
    cacheScope(c, 'public');
    return ok<TagsBody>(c, {
      tags: rows.map((t) => ({
        slug: t.slug,
        name: t.name,
        count: t.count,
        masterTag: { slug: t.master_slug, name: t.master_name },
      })),
    });
  });

  r.get(at(API.baskets.masterTags), async (c) => {
    const masterTags = await masterTagCounts(c.var.db, frequencies(c));
    cacheScope(c, 'public');
    return ok<MasterTagsBody>(c, { masterTags });
  });

  r.get(at(API.baskets.sectors), async (c) => {
    const holdings = await listedHoldings(c.var.db, frequencies(c), today(c));
    cacheScope(c, 'public');
    return ok<SectorsBody>(c, { sectors: sectorCounts(c.var.market, holdings) });
  });

  r.get(at(API.baskets.sectorData), validate('query', sectorDataQuery), async (c) => {
    const { basket_hash } = c.req.valid('query');
    // The same gate as the basket's details: 404, head.status 4/7/10, or open (public when free).
    const gate = await gateBasket(c, basket_hash);
    const { basket } = gate;
    const sectors = sectorWeights(c.var.market, await currentWeights(c.var.db, basket.id, today(c)));
    cacheScope(c, gate.scope);
    return ok<SectorDataBody>(c, { basket_hash: basket.basket_hash, sectors });
  });

  r.get(at(API.baskets.mfCategories), async (c) => {
    const rows = await mfCategoryCounts(c.var.db, frequencies(c));
    cacheScope(c, 'public');
    return ok<MfCategoriesBody>(c, { mfCategories: rows.map((m) => ({ slug: m.name, name: m.name, count: m.count })) });
  });

  r.get(at(API.baskets.mfCategoryData), validate('query', mfCategoryDataQuery), async (c) => {
    const { category } = c.req.valid('query');
    showsBaskets(c);
    const rows = await mfCategoryBaskets(c.var.db, frequencies(c), category);
    if (rows.length === 0) return fail(c, 404, `No published basket is in the category ${category}.`);
    cacheScope(c, 'public');
    return ok<MfCategoryDataBody>(c, {
      category: rows[0]!.category,
      baskets: rows.map((b) => ({ basket_hash: b.basket_hash, name: b.name, adviserName: b.adviser_name })),
    });
  });

  return r;
}
