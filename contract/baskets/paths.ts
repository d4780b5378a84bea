/**
 * The baskets' API paths, under /{brand segment}/api/ (docs/baskets.md): part of `INVESTING_API` and so
 * of `API`, in a file of their own so that the public pages' queries import these alone, not every
 * area's paths (decision 0295).
 */
export const BASKETS_API = {
  /** Baskets (docs/baskets.md). A basket is named by its basket_hash; an adviser by slug. */
  baskets: {
    listing: 'basket/listing/',
    curators: 'curators/',
    curatorDetails: (slug: string) => `curators/details/${slug}/`,
    /** Anyone may read a published basket; a subscriber-only one answers head.status 4, 7 or 10 to the unentitled. */
    details: (hash: string) => `basket/details/${hash}/`,
    /** For the signed-in user: watchlisted, invested, subscribed. */
    detailsUser: (hash: string) => `basket/details/user/${hash}/`,
    /** The owning adviser's view of one of their baskets, drafts and hidden ones too. */
    myBasketDetails: (hash: string) => `my-basket/details/${hash}/`,
    /** ?period=1yr|3yr|5yr: the basket's index against its benchmark's. */
    performanceChart: (hash: string) => `basket/performance-chart/${hash}/`,
    charges: (hash: string) => `basket/charges/${hash}/`,
    factsheet: (hash: string) => `basket/factsheet/${hash}/`,
    /** A shareable basket for anyone, signed in or not; 404 when it is not shareable. */
    sharedDetails: (hash: string) => `basket/shared/details/${hash}/`,
    /** ?period=1yr|3yr|5yr: a shareable basket's chart, for anyone; 404 when it is not shareable. */
    sharedPerformanceChart: (hash: string) => `basket/shared/performance-chart/${hash}/`,
    /** POST { basket_hash, is_shareable }: the owning adviser only. */
    setShareable: 'basket/set-shareable-flag/',
    benchmarks: 'basket/benchmarks/',
    tags: 'basket/tags/',
    masterTags: 'basket/master-tags/',
    sectors: 'basket/sectors/',
    /** ?basket_hash=: the basket's weights by sector. */
    sectorData: 'basket/sectors/data/',
    mfCategories: 'basket/mf-categories/',
    /** ?category=: the published baskets of one MF category. */
    mfCategoryData: 'basket/mf-categories/data/',
    /** POST { basket_hash }. */
    watchlistAdd: 'basketwatchlist/add/',
    watchlistDelete: 'basketwatchlist/delete/',
    myWatchlist: 'my-baskets/watchlist/',
  },
} as const;
