/**
 * The basket page's public reads, kept by the same rules as the blog's (sw/blog-cache.ts): details,
 * the performance chart, the shareable copy (details and chart) and the charges. Never the reader's own calls
 * (details/user, the watchlist): those are not matched here, so they always go to the network.
 */
export const BASKET_API_PATH =
  /^\/[a-z][a-z0-9-]*\/api\/basket\/(?:details\/(?!user\/)[A-Za-z0-9_-]+|performance-chart\/[A-Za-z0-9_-]+|shared\/(?:details|performance-chart)\/[A-Za-z0-9_-]+|charges\/[A-Za-z0-9_-]+)\/$/;
