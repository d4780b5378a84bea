import { z } from 'zod';

/**
 * The rebalance sheet's request schemas (docs/rebalance-from-sheet.md). The upload is a multipart
 * file, checked by its bytes (server/rebalance-sheets/sheet-read.ts).
 */

const page = z.coerce.number().int().min(1).max(10_000).default(1);

/** GET ria/rebalance-from-excel/{sheet}/ ?page=&refusals_page= */
export const sheetPageQuery = z.object({ page, refusals_page: page });

/** POST ria/rebalance-from-excel/apply/ { sheet } */
export const applySheetRequest = z.object({
  sheet: z.string({ error: 'Please send the sheet to apply' }).trim().min(1).max(64),
});
