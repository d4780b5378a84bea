import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import {
  SHEET_LIMITS,
  SHEET_MESSAGES as M,
  type RebalanceSheetBody,
  type RebalanceSheetsBody,
} from '#contract/rebalance-sheets/types';
import { applySheetRequest, sheetPageQuery } from '../sheet-requests';
import type { UserEnv } from '../../auth/guards';
import { adviserImportOnly } from '../../client-import/import-guard';
import { sheetRebalances, tellRebalances } from '../../notices/rebalance-notices';
import { applySheet } from '../sheet-apply';
import type { SheetScope } from '../sheet-lookups';
import { sheetBody } from '../sheet-preview';
import { readSheet } from '../sheet-read';
import { findSheet, recentSheets, storeSheet } from '../sheet-store';
import { sheetTemplate } from '../sheet-template';
import { checkSheet } from '../sheet-validate';
import { readUpload } from '../../studio/upload-file';
import { fail, ok } from '../../http/envelope';
import { jsonBodyNeeded, validate } from '../../http/validate';

const refuse = (c: Context, status: 400 | 413, message: string) => fail(c, status, message, { file: message });
const scopeOf = (c: Context<UserEnv>): SheetScope => ({ adviserUserId: c.var.user.id, brandId: c.var.brand.id });
const badBody = jsonBodyNeeded('{"sheet": "…"}');

/**
 * Rebalance from a spreadsheet (docs/rebalance-from-sheet.md): the template, the upload that answers
 * the preview (checked in the request, stored as a previewed sheet), the adviser's sheets, one sheet
 * read again, and apply. The adviser role and the brand's '/import-client/' feature: a visitor 401,
 * anyone else 404, another adviser's sheet 404.
 */
export function riaRebalanceRoutes() {
  const r = new Hono<UserEnv>();

  r.get(at(API.ria.rebalanceTemplate), ...adviserImportOnly, async (c) => {
    const bytes = await sheetTemplate(c.var.brand);
    c.header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    c.header('Content-Disposition', 'attachment; filename="rebalance-template.xlsx"');
    return c.body(bytes as Uint8Array<ArrayBuffer>);
  });

  r.post(at(API.ria.rebalanceSheets), ...adviserImportOnly, async (c) => {
    const upload = await readUpload(c);
    if ('problem' in upload) return refuse(c, 400, M.fileMissing);
    const { name, bytes } = upload.file;
    if (bytes.length > SHEET_LIMITS.fileBytes) return refuse(c, 413, M.tooLarge);
    const read = await readSheet(bytes);
    if ('problem' in read) return refuse(c, 400, read.problem);
    const scope = scopeOf(c);
    const checked = await checkSheet(c.var.db, c.var.market, scope, read.rows);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const sheet = await storeSheet(c.var.db, scope, { name, sha256, rows: read.rows.length }, checked);
    return ok<RebalanceSheetBody>(
      c,
      await sheetBody(c.var.db, c.var.market, c.var.brand, sheet, { page: 1, refusalsPage: 1 }),
    );
  });

  r.get(at(API.ria.rebalanceSheets), ...adviserImportOnly, async (c) => {
    return ok<RebalanceSheetsBody>(c, { sheets: await recentSheets(c.var.db, scopeOf(c)) });
  });

  r.post(
    at(API.ria.rebalanceApply),
    ...adviserImportOnly,
    validate('json', applySheetRequest, { badBody }),
    async (c) => {
      const scope = scopeOf(c);
      const outcome = await applySheet(c.var.db, scope, c.req.valid('json').sheet);
      if (outcome.kind === 'notFound') return fail(c, 404, M.sheetNotFound);
      if (outcome.kind === 'expired') return fail(c, 409, M.expired);
      if (outcome.kind === 'empty') return fail(c, 400, M.nothingToApply);
      // Told once, by the request that applied it. How many the push reached is logged, not answered:
      // the answer is the sheet as stored, the same for every read of it (docs/rebalance-from-sheet.md).
      if (outcome.now) {
        const news = sheetRebalances({ id: outcome.sheet.id, hash: outcome.sheet.sheet_hash });
        await tellRebalances(c.var.push, c.var.db, news);
      }
      return ok<RebalanceSheetBody>(
        c,
        await sheetBody(c.var.db, c.var.market, c.var.brand, outcome.sheet, { page: 1, refusalsPage: 1 }),
      );
    },
  );

  r.get(at(API.ria.rebalanceSheet(':sheet')), ...adviserImportOnly, validate('query', sheetPageQuery), async (c) => {
    const sheet = await findSheet(c.var.db, scopeOf(c), c.req.param('sheet') ?? '');
    if (!sheet) return fail(c, 404, M.sheetNotFound);
    const { page, refusals_page } = c.req.valid('query');
    return ok<RebalanceSheetBody>(
      c,
      await sheetBody(c.var.db, c.var.market, c.var.brand, sheet, { page, refusalsPage: refusals_page }),
    );
  });

  return r;
}
