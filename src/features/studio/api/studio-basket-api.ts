import { queryOptions } from '@tanstack/react-query';
import { API } from '#contract/http/api-paths';
import type { BenchmarksBody, TagsBody } from '#contract/baskets/lists';
import type { BasketDetailsBody } from '#contract/baskets/details';
import type { StockDetailsBody, StockSearchBody } from '#contract/market/types';
import type { BasketImportBody, BasketStatusAction, StudioBasketBody } from '#contract/studio/types';
import type { BasketCreateRequest, BasketEditRequest } from '#contract/studio/requests';
import type { ApiClient } from '#src/lib/http/api-client';
import { PRIVATE_QUERY } from '#src/lib/session/session';

/** The basket editor's calls (contract/http/api-paths.ts API.studio.*: each path's comment is the contract). */
export const studioBasketQueries = {
  all: () => ['studio', 'basket'] as const,
  basket: (api: ApiClient, hash: string) =>
    queryOptions({
      queryKey: [...studioBasketQueries.all(), hash] as const,
      meta: PRIVATE_QUERY,
      queryFn: ({ signal }) => api.get<StudioBasketBody>(API.studio.basket, { query: { basket_hash: hash }, signal }),
    }),
  /** The owner's view of the basket as investors will see it, any status. */
  preview: (api: ApiClient, hash: string) =>
    queryOptions({
      queryKey: ['studio', 'preview', hash] as const,
      meta: PRIVATE_QUERY,
      queryFn: ({ signal }) => api.get<BasketDetailsBody>(API.baskets.myBasketDetails(hash), { signal }),
    }),
  benchmarks: (api: ApiClient) =>
    queryOptions({
      queryKey: ['studio', 'benchmarks'] as const,
      staleTime: 60 * 60_000,
      queryFn: ({ signal }) => api.get<BenchmarksBody>(API.baskets.benchmarks, { signal }),
    }),
  tags: (api: ApiClient) =>
    queryOptions({
      queryKey: ['studio', 'tags'] as const,
      staleTime: 10 * 60_000,
      queryFn: ({ signal }) => api.get<TagsBody>(API.baskets.tags, { signal }),
    }),
};

const multipart = (fields: Record<string, string | Blob>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
};

export const studioBasketCalls = {
  create: (api: ApiClient, body: BasketCreateRequest) => api.post<StudioBasketBody>(API.studio.create, body),
  edit: (api: ApiClient, body: BasketEditRequest) => api.post<StudioBasketBody>(API.studio.edit, body),
  status: (api: ApiClient, basket_hash: string, action: BasketStatusAction) =>
    api.post<StudioBasketBody>(API.studio.status, { basket_hash, action }),
  deleteDraft: (api: ApiClient, basket_hash: string) => api.post<unknown>(API.studio.draftDelete, { basket_hash }),
  image: (api: ApiClient, basket_hash: string, file: File) =>
    api.post<StudioBasketBody>(API.studio.imageAdd, multipart({ basket_hash, file })),
  factsheet: (api: ApiClient, basket_hash: string, file: File) =>
    api.post<StudioBasketBody>(API.studio.factsheetAdd, multipart({ basket_hash, file })),
  faqUpdate: (api: ApiClient, body: { basket_hash: string; id?: number; question: string; answer: string }) =>
    api.post<StudioBasketBody>(API.studio.faqUpdate, body),
  faqDelete: (api: ApiClient, basket_hash: string, id: number) =>
    api.post<StudioBasketBody>(API.studio.faqDelete, { basket_hash, id }),
  rationale: (api: ApiClient, basket_hash: string, symbol: string, rationale: string) =>
    api.post<unknown>(API.studio.stockRationale, { basket_hash, symbol, rationale }),
  import: (api: ApiClient, file: File) => api.post<BasketImportBody>(API.studio.import, multipart({ file })),
  stockSearch: (api: ApiClient, q: string, signal: AbortSignal) =>
    api.get<StockSearchBody>(API.market.stockSearch, { query: { q }, signal }).then((b) => b.stocks),
  marketCap: (api: ApiClient, symbol: string) =>
    api.get<StockDetailsBody>(API.market.stockDetails, { query: { symbol } }).then((b) => b.stock.marketCapCrore),
};
