/**
 * lib/http/cached-query.ts for the widget build (vite.widget.config.ts). The widget is one file with
 * every part in it (decision 0039) and its list already reads through `useQuery`, so reading the cache
 * first and bringing the observer later would only add code: here they are TanStack Query's own hooks,
 * which take the same options and answer with the same `data` (decision 0306).
 */
export { useQuery as useCachedQuery, useSuspenseQuery as useCachedSuspenseQuery } from '@tanstack/react-query';
