/**
 * Everything the routes' heads are worked out from, one module: in the server's bundle, and in the
 * browser a chunk loaded once the first page has hydrated (lazy-head.ts, decision 0307).
 */
export { listingStartPage, pageTexts, rootHead, routeHead } from './page-head';
export { articleHead } from './article-head';
export { basketHead } from './basket-head';
