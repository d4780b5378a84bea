/**
 * The client import's figures (docs/client-import.md, "Bench"), on an in-memory PGlite, as the server's
 * route and job do it:
 * - imports of 1,000, 5,000 and 10,000 rows: the upload's check (the workbook limits and the header row,
 *   as `POST ria/upload-new-client-excel/` reads it), then the job worked by the runner;
 * - hostile workbooks, refused at the upload: the review's M4 file (298 KB, one 300-million-character
 *   shared string), the same with a size header that lies, a sheet of 10 million rows, 400,000 cells.
 * Each prints the time, the peak resident memory it added (RSS sampled every 10 ms, over the RSS just
 * before it) and the longest the event loop was held (a 10 ms timer's worst lateness). Figures, not a
 * test: nothing is asserted.
 */
import { loadavg } from 'node:os';
import { resourceUsage } from 'node:process';
import { openDatabase, type Database } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { queueImport } from '../server/client-import/import-jobs';
import { runImportRound } from '../server/client-import/import-runner';
import { sampleRows, sampleWorkbook } from '../server/client-import/import-sample-files';
import { SheetError, WorkbookTooLarge } from '../server/spreadsheets/sheet-errors';
import { sheetRows } from '../server/spreadsheets/sheet-rows';
import { hugeSharedString, hugeSheet } from '../server/spreadsheets/zip-test-support';
import { printTable } from './support/server';

const SIZES = [1000, 5000, 10_000];
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

/** `run` timed, with the RSS it added at its peak and the event loop's worst lag meanwhile. */
async function measured<T>(run: () => Promise<T>) {
  const rssBefore = process.memoryUsage().rss;
  let peakRss = rssBefore;
  let worstLag = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    worstLag = Math.max(worstLag, now - last - 10);
    last = now;
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 10);
  const started = performance.now();
  try {
    const result = await run();
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    return { result, ms: performance.now() - started, rssBefore, added: peakRss - rssBefore, worstLag };
  } finally {
    clearInterval(timer);
  }
}

/** What the upload route does before it queues: the workbook limits, then the header row. */
async function uploadCheck(bytes: Uint8Array): Promise<string> {
  try {
    for await (const row of sheetRows('xlsx', bytes)) return row.cells.length > 0 ? 'accepted' : 'no header';
    return 'empty';
  } catch (e) {
    if (e instanceof WorkbookTooLarge) return e.message;
    if (e instanceof SheetError) return 'not a workbook';
    throw e;
  }
}

async function importFigures(db: Database, adviserId: number) {
  const rows: string[][] = [];
  for (const [k, size] of SIZES.entries()) {
    const bytes = await sampleWorkbook(sampleRows(size, { tag: 20 + k, badRows: [100, size / 2, size - 10] }).rows);
    const check = await measured(() => uploadCheck(bytes));
    const job = await queueImport(db, { adviserId, brandId: 'starfolio', fileName: 'b.xlsx', kind: 'xlsx', bytes });
    const run = await measured(() => runImportRound(db));
    const { rows: done } = await db.query<{ status: string; imported: number; refused: number }>(
      'SELECT status, imported, refused FROM client_import_jobs WHERE id = $1',
      [job.id],
    );
    rows.push([
      size.toLocaleString('en-IN'),
      kb(bytes.length),
      `${check.ms.toFixed(0)} ms`,
      mb(check.added),
      `${done[0]!.status}: ${done[0]!.imported} + ${done[0]!.refused} refused`,
      (run.ms / 1000).toFixed(1),
      String(Math.round(size / (run.ms / 1000))),
      mb(run.rssBefore),
      mb(run.rssBefore + run.added),
      run.worstLag.toFixed(0),
    ]);
  }
  console.log('\nClient import: the upload check, then the job\n');
  printTable(
    [
      'rows',
      'XLSX',
      'upload check',
      'check +RSS MB',
      'job',
      'job s',
      'rows/s',
      'RSS before MB',
      'job peak RSS MB',
      'worst loop lag ms',
    ],
    rows,
  );
}

async function hostileFigures() {
  const cases: [string, () => Promise<Uint8Array>][] = [
    ['M4: one 300,000,000-character shared string', () => hugeSharedString()],
    ['M4, its size header saying 1 KB', () => hugeSharedString(300_000_000, true)],
    ['10,000,000 rows of one cell', () => hugeSheet(10_000_000)],
    ['10,000,000 rows, size header saying 4 KB', () => hugeSheet(10_000_000, true)],
    ['400,000 cells (14 MB unpacked)', () => hugeSheet(400_000)],
  ];
  const rows: string[][] = [];
  for (const [what, build] of cases) {
    const bytes = await build();
    const check = await measured(() => uploadCheck(bytes));
    rows.push([
      what,
      kb(bytes.length),
      check.result,
      `${check.ms.toFixed(0)} ms`,
      mb(check.added),
      check.worstLag.toFixed(0),
    ]);
  }
  console.log('\nHostile workbooks at the upload (refused before exceljs reads them)\n');
  printTable(['file', 'XLSX', 'answer', 'time', '+RSS MB', 'worst loop lag ms'], rows);
}

export async function clientImportFigures() {
  const db = await openDatabase({ dataDir: 'memory' });
  try {
    await migrate(db);
    const { rows: user } = await db.query<{ id: number }>(
      `INSERT INTO users (name, email) VALUES ('Bench Adviser', 'bench.adviser@example.com') RETURNING id`,
    );
    console.log(
      `\nLoad average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    await importFigures(db, user[0]!.id);
    await hostileFigures();
    console.log(`\nmaxRSS of the whole run: ${mb(resourceUsage().maxRSS * 1024)} MB`);
  } finally {
    await db.close();
  }
}

if (process.argv[1]?.endsWith('bench-client-import.ts')) await clientImportFigures();
