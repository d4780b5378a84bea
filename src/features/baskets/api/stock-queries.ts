import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '#src/lib/http/api-client';
import { API } from '#contract/http/api-paths';
import type { StockDetailsBody } from '#contract/market/types';

/**
 * A stock's details with its quote (GET stock/details/?symbol=): what a constituent's sheet shows of it.
 * Only the sheet imports this, so it loads with the sheet, after the basket page.
 */
export const stockQueries = {
  details: (api: ApiClient, symbol: string) =>
    queryOptions({
      queryKey: ['stocks', 'details', symbol] as const,
      // Fail fast offline, and say so (docs/decisions/0030).
      networkMode: 'always',
      // Prices move: asked again when the sheet opens after half a minute.
      staleTime: 30_000,
      queryFn: ({ signal }) => api.get<StockDetailsBody>(API.market.stockDetails, { query: { symbol }, signal }),
    }),
};
