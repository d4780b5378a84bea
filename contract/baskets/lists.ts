import { z } from 'zod';
import type { Benchmark, NamedCount, SectorWeight } from './details';

/**
 * The lists that filter discover and the basket page's small calls (docs/api.md, "Basket lists",
 * "Watchlist"): answer shapes and request schemas.
 */

export interface BenchmarksBody {
  benchmarks: Benchmark[];
}

/** A basket tag and the master tag it sits under; count: published baskets that carry it. */
export interface TagCount extends NamedCount {
  masterTag: { slug: string; name: string };
}

export interface TagsBody {
  tags: TagCount[];
}

/** A master tag; count: published baskets carrying any of its tags. */
export interface MasterTagsBody {
  masterTags: NamedCount[];
}

/** slug is the sector code (IT, FIN, …: the listing's sector filter); count: published baskets holding a stock of it. */
export interface SectorsBody {
  sectors: NamedCount[];
}

export interface SectorDataBody {
  basket_hash: string;
  /** The current version's weights by sector, largest first; they sum to 100. */
  sectors: (SectorWeight & { code: string })[];
}

/** slug: the category as the mfCategoryData call takes it; count: published baskets of it. */
export interface MfCategoriesBody {
  mfCategories: NamedCount[];
}

export interface MfCategoryBasket {
  basket_hash: string;
  name: string;
  adviserName: string;
}

export interface MfCategoryDataBody {
  category: string;
  baskets: MfCategoryBasket[];
}

export interface WatchlistChangeBody {
  basket_hash: string;
  watchlisted: boolean;
}

export interface SetShareableBody {
  basket_hash: string;
  is_shareable: boolean;
}

/** A basket_hash: letters, digits, '-' and '_', up to 64 characters. */
export const BASKET_HASH_SHAPE = /^[A-Za-z0-9_-]{1,64}$/;
const hashMessage = 'basket_hash must be a basket hash (letters, digits, - and _).';

const basketHash = z
  .string({ error: (i) => (Array.isArray(i.input) ? 'Give basket_hash only once.' : hashMessage) })
  .regex(BASKET_HASH_SHAPE, hashMessage);

/** GET basket/sectors/data/?basket_hash= */
export const sectorDataQuery = z.object({ basket_hash: basketHash });

/** GET basket/mf-categories/data/?category=: a category as mfCategories names it. */
export const mfCategoryDataQuery = z.object({
  category: z
    .string({
      error: (i) => (Array.isArray(i.input) ? 'Give category only once.' : 'category must be 1 to 60 characters.'),
    })
    .transform((s) => s.trim())
    .refine((s) => s.length >= 1 && s.length <= 60, { message: 'category must be 1 to 60 characters.' }),
});

/** POST basketwatchlist/add/ and basketwatchlist/delete/ */
export const watchlistChangeRequest = z.object({ basket_hash: basketHash });

/** POST basket/set-shareable-flag/ */
export const setShareableRequest = z.object({
  basket_hash: basketHash,
  is_shareable: z.boolean({ error: 'is_shareable must be true or false.' }),
});
