import { queryOptions } from '@tanstack/react-query';
import { API } from '#contract/http/api-paths';
import type { RebalanceSheetBody, RebalanceSheetsBody } from '#contract/rebalance-sheets/types';
import type { ApiClient } from '#src/lib/http/api-client';
import { PRIVATE_QUERY } from '#src/lib/session/session';

/** The rebalance sheets' calls (contract/ops/paths.ts API.ria.rebalance*: each path's comment is the contract). */
export const sheetQueries = {
  all: () => ['rebalance-sheets'] as const,
  list: (api: ApiClient) =>
    queryOptions({
      queryKey: [...sheetQueries.all(), 'list'] as const,
      meta: PRIVATE_QUERY,
      queryFn: ({ signal }) => api.get<RebalanceSheetsBody>(API.ria.rebalanceSheets, { signal }),
    }),
  sheet: (api: ApiClient, sheet: string, page: number, refusalsPage: number) =>
    queryOptions({
      queryKey: [...sheetQueries.all(), 'sheet', sheet, page, refusalsPage] as const,
      meta: PRIVATE_QUERY,
      queryFn: ({ signal }) =>
        api.get<RebalanceSheetBody>(API.ria.rebalanceSheet(sheet), {
          query: { page, refusals_page: refusalsPage },
          signal,
        }),
    }),
};

export const sheetCalls = {
  upload: (api: ApiClient, file: File) => {
    const form = new FormData();
    form.append('file', file);
    return api.post<RebalanceSheetBody>(API.ria.rebalanceSheets, form);
  },
  apply: (api: ApiClient, sheet: string) => api.post<RebalanceSheetBody>(API.ria.rebalanceApply, { sheet }),
};
