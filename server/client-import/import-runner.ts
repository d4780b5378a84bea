import { setImmediate as nextTurn } from 'node:timers/promises';
import { brands } from '../../brands/registry';
import { hasImportHeaders, validateImportRow } from './rules/client-import-rules';
import { IMPORT_LIMITS, IMPORT_MESSAGES, type ImportRefusal } from '#contract/client-import/types';
import type { Database, Queryable } from '../db/database';
import { log } from '../log';
import { claimLeases, renewLease, whileHeld, type LeasedWork } from '../jobs/lease';
import { importBatch, type BatchRow } from './import-batch';
import { SheetError, WorkbookTooLarge } from '../spreadsheets/sheet-errors';
import { sheetRows, type SheetKind } from '../spreadsheets/sheet-rows';

/** A job this runner holds: its claim's attempt number proves it at every checkpoint (server/jobs/lease.ts). */
export interface ClaimedJob {
  id: string;
  adviserId: number;
  brandId: string;
  kind: SheetKind;
  bytes: Uint8Array;
  total: number | null;
  lastRow: number;
  attempts: number;
}

export interface RunOptions {
  /** How long a claim lasts without a checkpoint; a job whose lease ran out is taken up again. */
  leaseMs?: number;
  batchRows?: number;
  /** Tests: stop (as a crash would) after this many committed batches, leaving the job leased. */
  stopAfterBatches?: number;
}

const DEFAULT_LEASE_MS = 60_000;
/** A job taken up this many times without finishing is given up (failed), not retried forever. */
const MAX_ATTEMPTS = 5;

/** Another runner took the job over (this one's lease ran out): its batch is rolled back. */
class LeaseLost extends Error {}

/**
 * The jobs as leased work: a queued job, or one whose runner stopped without finishing (lease expired).
 * The claim clears `lease_token`, the proof of the release before this one, so a runner of that
 * release finds its job taken while both serve side by side during a deploy.
 */
const IMPORT_JOBS: LeasedWork = {
  table: 'client_import_jobs',
  leaseColumn: 'lease_until',
  claimable: (now) => `status = 'queued' OR (status = 'processing' AND lease_until < ${now})`,
  orderBy: 'created_at',
  set: "status = 'processing', lease_token = NULL",
};

/** Takes the oldest queued job, or one whose runner stopped without finishing (lease expired). */
export async function claimImportJob(db: Database, leaseMs = DEFAULT_LEASE_MS): Promise<ClaimedJob | null> {
  const [j] = await claimLeases<{
    id: string;
    adviser_user_id: number;
    brand_id: string;
    file_kind: SheetKind;
    file_bytes: Uint8Array;
    total_rows: number | null;
    last_row: number;
    attempts: number;
  }>(db, IMPORT_JOBS, { leaseMs, returning: 'adviser_user_id, brand_id, file_kind, file_bytes, total_rows, last_row' });
  if (!j) return null;
  return {
    id: j.id,
    adviserId: j.adviser_user_id,
    brandId: j.brand_id,
    kind: j.file_kind,
    bytes: j.file_bytes,
    total: j.total_rows,
    lastRow: j.last_row,
    attempts: j.attempts,
  };
}

/** Ends the job as done or failed: answers false when this runner no longer held it (nothing written). */
const finish = (db: Queryable, job: ClaimedJob, failure: string | null) =>
  whileHeld(
    db,
    IMPORT_JOBS,
    job,
    `status = $3, failure = $4, finished_at = now(), lease_until = NULL,
     file_bytes = CASE WHEN $3 = 'done' THEN ''::bytea ELSE file_bytes END`,
    [failure ? 'failed' : 'done', failure],
  );

/** The header check and the row count (a first streamed pass): the failure, or the data rows. */
async function countRows(job: ClaimedJob): Promise<{ failure: string } | { total: number }> {
  let total = 0;
  let header = true;
  for await (const { cells } of sheetRows(job.kind, job.bytes)) {
    if (header) {
      if (!hasImportHeaders(cells)) return { failure: IMPORT_MESSAGES.wrongHeaders };
      header = false;
      continue;
    }
    if (++total > IMPORT_LIMITS.maxRows) return { failure: IMPORT_MESSAGES.tooManyRows };
  }
  if (header) return { failure: IMPORT_MESSAGES.emptySheet };
  return { total };
}

/** Commits one batch: its imports, its refusals, the counters and the checkpoint, or nothing. */
async function commitBatch(
  db: Database,
  job: ClaimedJob,
  batch: { valid: BatchRow[]; bad: ImportRefusal[]; rows: number; lastRow: number },
  leaseMs: number,
) {
  const { valid, bad, rows, lastRow } = batch;
  await db.transaction(async (tx) => {
    if (!(await renewLease(tx, IMPORT_JOBS, job, leaseMs))) throw new LeaseLost();
    const outcome = await importBatch(tx, { adviserId: job.adviserId, brandId: job.brandId, rows: valid });
    const refusals = [...bad, ...outcome.refusals];
    if (refusals.length > 0) {
      await tx.query(
        `INSERT INTO client_import_refusals (job_id, row_number, field, reason)
         SELECT $1, * FROM unnest($2::int[], $3::text[], $4::text[]) ON CONFLICT DO NOTHING`,
        [job.id, refusals.map((r) => r.row), refusals.map((r) => r.field), refusals.map((r) => r.reason)],
      );
    }
    const refusedRows = new Set(refusals.map((r) => r.row)).size;
    await tx.query(
      `UPDATE client_import_jobs SET processed_rows = processed_rows + $2, imported = imported + $3,
              already_imported = already_imported + $4, refused = refused + $5, last_row = $6
        WHERE id = $1`,
      [job.id, rows, outcome.imported, outcome.alreadyImported, refusedRows, lastRow],
    );
  });
}

/**
 * Works a claimed job to its end: counts the rows, then streams them again in batches from the
 * checkpoint, each batch committed with its progress; yields to the event loop between batches.
 * Answers true when this runner ended the job (done or failed), false when it stopped early
 * (stopAfterBatches) or found its lease taken by another runner, at a batch or at the end.
 */
export async function processImportJob(db: Database, job: ClaimedJob, options: RunOptions = {}): Promise<boolean> {
  const { leaseMs = DEFAULT_LEASE_MS, batchRows = IMPORT_LIMITS.batchRows, stopAfterBatches = Infinity } = options;
  const brand = brands.find((b) => b.id === job.brandId);
  try {
    if (!brand || job.attempts > MAX_ATTEMPTS) return await finish(db, job, IMPORT_MESSAGES.unreadable);
    if (job.total === null) {
      const counted = await countRows(job);
      if ('failure' in counted) return await finish(db, job, counted.failure);
      await whileHeld(db, IMPORT_JOBS, job, 'total_rows = $3', [counted.total]);
    }
    let valid: BatchRow[] = [];
    let bad: ImportRefusal[] = [];
    let rows = 0;
    let batches = 0;
    let last = job.lastRow;
    const now = new Date();
    for await (const { row, cells } of sheetRows(job.kind, job.bytes)) {
      if (row <= job.lastRow) continue;
      rows++;
      last = row;
      const checked = validateImportRow(row, cells, brand.requiredCustomerFields, now);
      if (checked.client) valid.push({ row, client: checked.client });
      else bad.push(...checked.refusals);
      if (rows < batchRows) continue;
      await commitBatch(db, job, { valid, bad, rows, lastRow: row }, leaseMs);
      [valid, bad, rows] = [[], [], 0];
      if (++batches >= stopAfterBatches) return false;
      await nextTurn();
    }
    if (rows > 0) await commitBatch(db, job, { valid, bad, rows, lastRow: last }, leaseMs);
    return await finish(db, job, null);
  } catch (e) {
    if (e instanceof LeaseLost) return false;
    if (!(e instanceof SheetError)) throw e; // the database: the lease runs out and the job is taken up again
    log.warn('client import: unreadable file', { job: job.id, error: e.message });
    return await finish(db, job, e instanceof WorkbookTooLarge ? e.message : IMPORT_MESSAGES.notAWorkbook);
  }
}

/** One round: takes jobs one after another until none is left (or one stops early). */
export async function runImportRound(db: Database, options: RunOptions = {}): Promise<number> {
  let finished = 0;
  for (;;) {
    const job = await claimImportJob(db, options.leaseMs);
    if (!job) return finished;
    if (!(await processImportJob(db, job, options))) return finished;
    finished++;
  }
}
