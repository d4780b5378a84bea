/**
 * Capital gains and tax estimates (docs/tax.md), under /{brand segment}/api/. Kept out of `API`
 * (contract/http/api-paths.ts), which every page's first load carries: the few callers import it from here.
 */
export const TAX_API = {
  tax: {
    /** GET ?fy=2025-26: TaxStatementBody, the signed-in investor's capital gains statement for the year. */
    statement: 'tax/capital-gains/',
    /** GET ?fy=: the same statement as an XLSX download. */
    statementXlsx: 'tax/capital-gains/xlsx/',
    /** GET ?fy=: the same statement as a PDF download. */
    statementPdf: 'tax/capital-gains/pdf/',
    /** POST saleEstimateRequest { investment, sells? }: SaleEstimateBody; nothing is placed. */
    saleEstimate: 'tax/sale-estimate/',
  },
} as const;
