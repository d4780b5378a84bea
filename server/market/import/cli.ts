import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { readConfig } from '../../config';
import { openDatabase, type Database } from '../../db/database';
import { migrate } from '../../db/migrate';
import { FileRefused } from './file-text';
import { formatReports, importMarketFiles } from './import-files';

/**
 * `npm run market:import -- <files…>`: NSE's end-of-day files into the database the environment names
 * (DATABASE_URL, else PGLITE_DIR), migrated first. Prints a summary; fails (exit code 1) only when
 * nothing could be loaded from any file (docs/market-data.md, "Imported prices").
 */
export async function runMarketImport(paths: readonly string[], db: Database): Promise<{ text: string; ok: boolean }> {
  if (paths.length === 0) return { text: 'usage: npm run market:import -- <files…>', ok: false };
  await migrate(db);
  const files = paths.map((path) => ({ name: basename(path), bytes: readable(path) }));
  const reports = await importMarketFiles(db, files);
  const loaded = reports.reduce((n, r) => n + r.loaded, 0);
  const total = `${loaded} rows loaded from ${reports.filter((r) => r.loaded > 0).length} of ${reports.length} files`;
  return { text: `${formatReports(reports)}\n${total}`, ok: loaded > 0 };
}

/** A file's bytes, or why it cannot be read (the import reports it and goes on with the others). */
function readable(path: string): Uint8Array | FileRefused {
  try {
    return readFileSync(path);
  } catch (e) {
    return new FileRefused(`cannot be read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const config = readConfig();
  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    const { text, ok } = await runMarketImport(process.argv.slice(2), db);
    (ok ? process.stdout : process.stderr).write(`${text}\n`);
    if (!ok) process.exitCode = 1;
  } catch (e) {
    process.stderr.write(`error: ${(e as Error).message}\n`);
    process.exitCode = 1;
  } finally {
    await db.close();
  }
}
