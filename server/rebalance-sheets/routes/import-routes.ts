import { Hono, type Context } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import { AUTH } from '#contract/auth/messages';
import {
  IMPORT_LIMITS,
  IMPORT_MESSAGES as I,
  type ImportJobBody,
  type ImportJobsBody,
} from '#contract/client-import/types';
import { hasImportHeaders } from '../../client-import/rules/client-import-rules';
import type { UserEnv } from '../../auth/guards';
import { adviserImportOnly } from '../../client-import/import-guard';
import { allRefusals, importStatus, queueImport, recentImports } from '../../client-import/import-jobs';
import { importTemplate } from '../../client-import/import-template';
import { SheetError, WorkbookTooLarge } from '../../spreadsheets/sheet-errors';
import { sheetRows, type SheetKind } from '../../spreadsheets/sheet-rows';
import { readUpload, sniff } from '../../studio/upload-file';
import { fail, ok } from '../../http/envelope';

const refuse = (c: Context, status: 400 | 413, message: string) => fail(c, status, message, { file: message });

/**
 * The first row, read by streaming and left there: whether the file is a sheet with the template's
 * columns. A workbook is first held to the workbook limits as a whole (server/spreadsheets/).
 */
async function headerProblem(kind: SheetKind, bytes: Uint8Array): Promise<string | null> {
  try {
    for await (const { cells } of sheetRows(kind, bytes)) return hasImportHeaders(cells) ? null : I.wrongHeaders;
    return I.emptySheet;
  } catch (e) {
    if (e instanceof WorkbookTooLarge) return e.message;
    if (e instanceof SheetError) return I.notAWorkbook;
    throw e;
  }
}

const pageOf = (c: Context) => {
  const page = Number(c.req.query('page') ?? '1');
  return Number.isSafeInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
};

/** The client import (docs/client-import.md): template, upload as a job, the adviser's imports, status. */
export function riaImportRoutes() {
  const r = new Hono<UserEnv>();

  r.get(at(API.ria.template), ...adviserImportOnly, async (c) => {
    const bytes = await importTemplate(c.var.brand);
    c.header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    c.header('Content-Disposition', 'attachment; filename="clients-template.xlsx"');
    return c.body(bytes as Uint8Array<ArrayBuffer>);
  });

  r.post(at(API.ria.uploadClients), ...adviserImportOnly, async (c) => {
    const upload = await readUpload(c);
    if ('problem' in upload) return refuse(c, 400, I.fileMissing);
    if (upload.file.bytes.length > IMPORT_LIMITS.fileBytes) return refuse(c, 413, I.tooLarge);
    const sniffed = sniff(upload.file.bytes);
    const kind: SheetKind | null = sniffed === 'zip' ? 'xlsx' : sniffed === 'text' ? 'csv' : null;
    if (!kind) return refuse(c, 400, I.notAWorkbook);
    const problem = await headerProblem(kind, upload.file.bytes);
    if (problem) return refuse(c, 400, problem);
    const job = await queueImport(c.var.db, {
      adviserId: c.var.user.id,
      brandId: c.var.brand.id,
      fileName: upload.file.name,
      kind,
      bytes: upload.file.bytes,
    });
    return ok<ImportJobBody>(c, job);
  });

  r.get(at(API.ria.uploadClients), ...adviserImportOnly, async (c) =>
    ok<ImportJobsBody>(c, { jobs: await recentImports(c.var.db, c.var.user.id, c.var.brand.id) }),
  );

  r.get(at(API.ria.uploadStatus(':job')), ...adviserImportOnly, async (c) => {
    const scope = { adviserId: c.var.user.id, brandId: c.var.brand.id, jobId: c.req.param('job') ?? '' };
    const job = await importStatus(c.var.db, { ...scope, page: pageOf(c) });
    return job ? ok<ImportJobBody>(c, job) : fail(c, 404, I.jobNotFound);
  });

  r.get(at(API.ria.uploadRefusals(':job')), ...adviserImportOnly, async (c) => {
    const scope = { adviserId: c.var.user.id, brandId: c.var.brand.id, jobId: c.req.param('job') ?? '' };
    const job = await importStatus(c.var.db, { ...scope, page: 1 });
    if (!job) return fail(c, 404, AUTH.notFound);
    const lines = [
      'row,field,reason',
      ...(await allRefusals(c.var.db, job.id)).map((r) => `${r.row},${r.field},"${r.reason.replace(/"/g, '""')}"`),
    ];
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="refused-rows-${job.id.slice(0, 8)}.csv"`);
    return c.body(`${lines.join('\r\n')}\r\n`);
  });

  return r;
}
