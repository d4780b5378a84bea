import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '#src/lib/http/api-client';
import type { BrandConfig } from '#src/lib/brand';
import { downloadApiFile } from '#src/lib/http/download-api-file';
import { PRIVATE_QUERY } from '#src/lib/session/session';
import { TAX_API } from '#contract/tax/tax-paths';
import type { SaleEstimateBody, SaleEstimateRequest, TaxStatementBody } from '#contract/tax/types';

export const taxKeys = {
  all: () => ['tax'] as const,
  statement: (fy: string) => [...taxKeys.all(), 'capital-gains', fy] as const,
  /** An investment's exit ('exit') or the sells of a rebalance's review. */
  saleEstimate: (investment: string, sells: SaleEstimateRequest['sells'] | 'exit') =>
    [...taxKeys.all(), 'sale-estimate', investment, sells] as const,
};

export const taxQueries = {
  /** The investor's capital gains statement of a financial year: private, readable offline from this session's cache. */
  statement: (api: ApiClient, fy: string) =>
    queryOptions({
      queryKey: taxKeys.statement(fy),
      networkMode: 'always',
      meta: PRIVATE_QUERY,
      staleTime: 0,
      queryFn: ({ signal }) => api.get<TaxStatementBody>(TAX_API.tax.statement, { query: { fy }, signal }),
    }),
  /**
   * The tax a sale would cost (docs/tax.md, "Before a rebalance or an exit"): the lots an exit (no `sells`) or a
   * rebalance's sells would consume, their gains and the year's tax with them. A POST that places nothing; read
   * again whenever a review opens, as the review is.
   */
  saleEstimate: (api: ApiClient, investment: string, sells?: SaleEstimateRequest['sells']) =>
    queryOptions({
      queryKey: taxKeys.saleEstimate(investment, sells ?? 'exit'),
      networkMode: 'always',
      meta: PRIVATE_QUERY,
      staleTime: 0,
      queryFn: ({ signal }) =>
        api.post<SaleEstimateBody>(TAX_API.tax.saleEstimate, sells ? { investment, sells } : { investment }, {
          signal,
        }),
    }),
};

export const STATEMENT_FORMATS = ['xlsx', 'pdf'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

const DOWNLOAD_PATHS = {
  xlsx: TAX_API.tax.statementXlsx,
  pdf: TAX_API.tax.statementPdf,
} as const satisfies Record<StatementFormat, string>;

/** The year's statement as a file, named as the server names it ('capital-gains-2025-26.xlsx'). */
export const downloadStatement = (brand: BrandConfig, fy: string, format: StatementFormat) =>
  downloadApiFile(brand, `${DOWNLOAD_PATHS[format]}?${new URLSearchParams({ fy })}`);
