import { randomUUID } from 'node:crypto';
import { IMPORT_LIMITS, type ImportJobBody, type ImportRefusal } from '#contract/client-import/types';
import type { Queryable } from '../db/database';
import type { SheetKind } from '../spreadsheets/sheet-rows';
import { pageCount } from '../db/paging';

interface JobRow {
  id: string;
  file_name: string;
  status: ImportJobBody['status'];
  failure: string | null;
  total_rows: number | null;
  processed_rows: number;
  imported: number;
  already_imported: number;
  refused: number;
  created_at: Date | string;
  finished_at: Date | string | null;
}

const JOB_COLUMNS = `id, file_name, status, failure, total_rows, processed_rows, imported, already_imported, refused,
  created_at, finished_at`;
const iso = (d: Date | string) => new Date(d).toISOString();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function jobBody(j: JobRow, refusals: ImportRefusal[] = [], page = 1): ImportJobBody {
  return {
    id: j.id,
    fileName: j.file_name,
    status: j.status,
    failure: j.failure,
    total: j.total_rows,
    processed: j.processed_rows,
    imported: j.imported,
    alreadyImported: j.already_imported,
    refused: j.refused,
    createdAt: iso(j.created_at),
    finishedAt: j.finished_at ? iso(j.finished_at) : null,
    refusals,
    refusalsPage: page,
    refusalsPages: 1,
  };
}

/** Queues an uploaded file as an import job of the adviser on this brand. */
export async function queueImport(
  db: Queryable,
  job: { adviserId: number; brandId: string; fileName: string; kind: SheetKind; bytes: Uint8Array },
): Promise<ImportJobBody> {
  const { rows } = await db.query<JobRow>(
    `INSERT INTO client_import_jobs (id, adviser_user_id, brand_id, file_name, file_kind, file_bytes)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${JOB_COLUMNS}`,
    [randomUUID(), job.adviserId, job.brandId, job.fileName, job.kind, job.bytes],
  );
  return jobBody(rows[0]!);
}

/** The adviser's latest imports on this brand, newest first. */
export async function recentImports(db: Queryable, adviserId: number, brandId: string): Promise<ImportJobBody[]> {
  const { rows } = await db.query<JobRow>(
    `SELECT ${JOB_COLUMNS} FROM client_import_jobs WHERE adviser_user_id = $1 AND brand_id = $2
      ORDER BY created_at DESC LIMIT $3`,
    [adviserId, brandId, IMPORT_LIMITS.recentJobs],
  );
  return rows.map((r) => jobBody(r));
}

/** One of the adviser's imports with a page of its refused rows (row order), or null when it is not theirs. */
export async function importStatus(
  db: Queryable,
  { adviserId, brandId, jobId, page }: { adviserId: number; brandId: string; jobId: string; page: number },
): Promise<ImportJobBody | null> {
  if (!UUID.test(jobId)) return null;
  const { rows } = await db.query<JobRow>(
    `SELECT ${JOB_COLUMNS} FROM client_import_jobs WHERE id = $1 AND adviser_user_id = $2 AND brand_id = $3`,
    [jobId, adviserId, brandId],
  );
  const job = rows[0];
  if (!job) return null;
  const per = IMPORT_LIMITS.refusalsPerPage;
  const { rows: refusals } = await db.query<ImportRefusal>(
    `SELECT row_number AS row, field, reason FROM client_import_refusals
      WHERE job_id = $1 ORDER BY row_number, field LIMIT $2 OFFSET $3`,
    [jobId, per, (page - 1) * per],
  );
  const { rows: count } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM client_import_refusals WHERE job_id = $1',
    [jobId],
  );
  const body = jobBody(job, refusals, page);
  body.refusalsPages = pageCount(count[0]!.n, per);
  return body;
}

/** Every refused row of the adviser's import, for the CSV. */
export async function allRefusals(db: Queryable, jobId: string): Promise<ImportRefusal[]> {
  const { rows } = await db.query<ImportRefusal>(
    'SELECT row_number AS row, field, reason FROM client_import_refusals WHERE job_id = $1 ORDER BY row_number, field',
    [jobId],
  );
  return rows;
}
