import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Database } from './database';

const MIGRATIONS_DIR = resolve(import.meta.dirname, 'migrations');

/**
 * The Postgres advisory lock migrations run under (any number, the same in every process): two
 * processes starting together on one database never both migrate (docs/deploy.md, "Migrations").
 */
export const MIGRATION_LOCK = 20_261_202;

/** The versions of migrations/NNNN_name.sql, in order. */
function migrationFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort();
}

/** The migrations not yet recorded in the database (throws while it has no schema_migrations). */
export async function pendingMigrations(db: Pick<Database, 'query'>, dir = MIGRATIONS_DIR): Promise<string[]> {
  const done = new Set(
    (await db.query<{ version: string }>('SELECT version FROM schema_migrations')).rows.map((r) => r.version),
  );
  return migrationFiles(dir)
    .map((file) => file.replace(/\.sql$/, ''))
    .filter((version) => !done.has(version));
}

/**
 * Applies every migrations/NNNN_name.sql not yet recorded, in order, each in its own transaction. On
 * Postgres the whole run holds MIGRATION_LOCK (a transaction-level advisory lock on a connection of
 * its own): a second process waits, then finds nothing left to apply. PGlite has one process only.
 */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  if (db.kind !== 'postgres') return applyPending(db, dir);
  return db.transaction(async (lock) => {
    await lock.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    return applyPending(db, dir);
  });
}

/**
 * A migration's statements: split at semicolons that end a line, except inside a dollar-quoted body
 * (`$$ … $$`, a function's), whose own statements end lines too. Migrations keep one statement per block.
 */
export function statementsOf(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  sql.split('$$').forEach((part, i) => {
    if (i % 2 === 1) {
      current += `$$${part}$$`;
      return;
    }
    const [first, ...rest] = part.split(/;\s*$/m);
    current += first;
    for (const next of rest) {
      statements.push(current);
      current = next;
    }
  });
  statements.push(current);
  return statements.map((s) => s.trim()).filter(Boolean);
}

async function applyPending(db: Database, dir: string): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const applied: string[] = [];
  for (const version of await pendingMigrations(db, dir)) {
    const sql = readFileSync(resolve(dir, `${version}.sql`), 'utf8');
    await db.transaction(async (tx) => {
      for (const statement of statementsOf(sql)) {
        await tx.query(statement);
      }
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
    });
    applied.push(version);
  }
  return applied;
}
