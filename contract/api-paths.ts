/**
 * Every API path, under /{brand segment}/api/. The server mounts its routes at these paths and the
 * app calls them, so neither side spells a path on its own.
 */
export const API = {
  health: 'health/',
  auth: {
    login: 'auth/login/',
    logout: 'auth/logout/',
    registration: 'auth/registration/',
    userinfo: 'auth/userinfo/',
    passwordReset: 'auth/passwordreset/',
    google: 'auth/login/google/',
    generateOtp: 'generate-otp/',
    verifyOtp: 'verify-otp/',
    siteClientLogin: 'site-client/login/',
    siteClientLogout: 'site-client/logout/',
  },
  blog: {
    list: 'post/list/',
    details: 'post/details/',
    analysisList: 'analysis/post/list/',
    analysisDetails: 'analysis/post/details/',
    nextPage: 'post/nextpage/',
    like: 'post/like/',
    unlike: 'post/unlike/',
    likeStatus: 'post/list/like-status/',
    comments: (postId: number | string) => `post/comment/list/${postId}/`,
    addComment: (postId: number | string) => `post/comment/add/${postId}/`,
  },
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
  /** Market data (docs/market-data.md). Symbols go in the query: some hold '&' (M&M). */
  market: {
    /** ?q=: symbol and name prefix, ranked. */
    stockSearch: 'stock/search/',
    /** ?symbol= */
    stockDetails: 'stock/details/',
    /** ?symbol=&from=&to= (YYYY-MM-DD): daily bars. */
    stockOhlc: 'stock/ohlc/',
    /** ?symbols=A,B,C: last traded prices. */
    ltp: 'get-LTP/',
  },
} as const;

/** The server's route pattern for a path: '/post/comment/list/:id/' for API.blog.comments(':id'). */
export const routePath = (path: string) => `/${path}`;

/** Normalises an API path ('/api/post/list/' or 'post/list/') under the brand segment. */
export function apiPath(segment: string, path: string): string {
  const clean = path.replace(/^\/+/, '').replace(/^api\//, '');
  return `/${segment}/api/${clean}`;
}
