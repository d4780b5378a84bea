import type { Query, QueryClient } from '@tanstack/react-query';

/**
 * lib/http/cached-query-core.ts for the widget build (vite.widget.config.ts): the widget reads its
 * queries through TanStack Query's own hooks (cached-query.ts here), so a query is in use exactly when
 * it has an observer.
 */
export const isQueryInUse = (_queryClient: QueryClient, query: Pick<Query, 'queryHash' | 'getObserversCount'>) =>
  query.getObserversCount() > 0;
