/**
 * lib/http/cached-infinite-query.ts for the widget build (vite.widget.config.ts): as cached-query.ts
 * here, TanStack Query's own hook, which takes the same options and answers with the same fields
 * (decision 0306).
 */
export { useSuspenseInfiniteQuery as useCachedSuspenseInfiniteQuery } from '@tanstack/react-query';
