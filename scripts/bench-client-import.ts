/**
 * The client import's figures (docs/client-import.md, "Bench"): a 5,000-row XLSX queued as an
 * adviser's import and worked by the runner on an in-memory PGlite, as the server's job does. Prints
 * the time, the peak memory (resourceUsage maxRSS, and the RSS sampled while it ran) and the longest
 * the event loop was held (a 10 ms timer's worst lateness): the server stays responsive meanwhile.
 */
import { resourceUsage } from 'node:process';
import { openDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { queueImport } from '../server/client-import/import-jobs';
import { runImportRound } from '../server/client-import/import-runner';
import { sampleRows, sampleWorkbook } from '../server/client-import/import-sample-files';
import { printTable } from './support/server';

const ROWS = 5000;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

export async function clientImportFigures(rows = ROWS) {
  const db = await openDatabase({ dataDir: 'memory' });
  try {
    await migrate(db);
    const { rows: user } = await db.query<{ id: number }>(
      `INSERT INTO users (name, email) VALUES ('Bench Adviser', 'bench.adviser@example.com') RETURNING id`,
    );
    const bytes = await sampleWorkbook(sampleRows(rows, { tag: 1, badRows: [100, 2000, 4000] }).rows);
    const job = await queueImport(db, {
      adviserId: user[0]!.id,
      brandId: 'starfolio',
      fileName: 'bench.xlsx',
      kind: 'xlsx',
      bytes,
    });
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
    await runImportRound(db);
    const ms = performance.now() - started;
    clearInterval(timer);
    const { rows: done } = await db.query<{ status: string; imported: number; refused: number }>(
      'SELECT status, imported, refused FROM client_import_jobs WHERE id = $1',
      [job.id],
    );
    console.log(
      `\nClient import: ${rows.toLocaleString('en-IN')} rows (${(bytes.length / 1024).toFixed(0)} KB XLSX)\n`,
    );
    printTable(
      [
        'status',
        'imported',
        'refused',
        'seconds',
        'rows/s',
        'RSS before MB',
        'peak RSS MB',
        'maxRSS MB',
        'worst loop lag ms',
      ],
      [
        [
          done[0]!.status,
          String(done[0]!.imported),
          String(done[0]!.refused),
          (ms / 1000).toFixed(1),
          String(Math.round(rows / (ms / 1000))),
          mb(rssBefore),
          mb(peakRss),
          mb(resourceUsage().maxRSS * 1024),
          worstLag.toFixed(0),
        ],
      ],
    );
  } finally {
    await db.close();
  }
}

if (process.argv[1]?.endsWith('bench-client-import.ts')) await clientImportFigures();
